/**
 * Admin users: the list and the admin-role rules (never yourself, never the last admin).
 */

import { env } from "cloudflare:workers";
import { adminUserAnswerSchema, adminUserListSchema } from "@contract/admin";
import { errorSchema, userSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import { setUserAdmin } from "../worker/db/admin-users";
import { createDb } from "../worker/db/client";
import { expectJson } from "./expect-json";
import { api, newAdmin, newCaller, signedIn, type TestCaller } from "./factories";

let admin: TestCaller;
beforeAll(async () => {
  admin = await newAdmin();
});

describe("users", () => {
  it("lists users with their role, newest first", async ({ expect }) => {
    const member = await signedIn(newCaller({ name: "Newest Member" }));
    const list = await expectJson(
      await api("/api/admin/users?page=1&limit=20", { token: admin.token }),
      adminUserListSchema,
    );
    expect(list.users[0]).toMatchObject({ id: member.uid, firstName: "Newest", isAdmin: false });
    expect(list.users[0]?.createdAt).toMatch(/^\d{4}-/);
  });

  it("refuses an admin changing their own flag (400)", async ({ expect }) => {
    const me = await expectJson(await api("/api/auth/user", { token: admin.token }), userSchema);
    const response = await api(`/api/admin/users/${me.id}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: false },
    });
    expect(response.status).toBe(400);
    expect((await expectJson(response, errorSchema)).message).toBe(
      "You cannot change your own admin status",
    );
  });

  it("makes and removes another admin", async ({ expect }) => {
    const member = await signedIn(newCaller());
    const make = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: true },
    });
    expect((await expectJson(make, adminUserAnswerSchema)).user.isAdmin).toBe(true);
    // The new admin can use the admin area at once.
    expect((await api("/api/admin/users", { token: member.token })).status).toBe(200);
    const remove = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: false },
    });
    expect((await expectJson(remove, adminUserAnswerSchema)).user.isAdmin).toBe(false);
    expect((await api("/api/admin/users", { token: member.token })).status).toBe(403);
  });

  it("never removes the last admin", async ({ expect }) => {
    const db = createDb(env.DB);
    const me = await expectJson(await api("/api/auth/user", { token: admin.token }), userSchema);
    // Leave exactly one admin in this test file's database.
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id != ?").bind(me.id).run();
    expect(await setUserAdmin(db, me.id, false)).toBe(false);
    const row = await env.DB.prepare("SELECT is_admin FROM users WHERE id = ?")
      .bind(me.id)
      .first<{ is_admin: number }>();
    expect(row?.is_admin).toBe(1);
    // With a second admin it may go.
    const other = await signedIn(newCaller());
    await setUserAdmin(db, other.uid, true);
    expect(await setUserAdmin(db, me.id, false)).toBe(true);
    await setUserAdmin(db, me.id, true);
  });

  it("answers 404 for an unknown user and 400 for a bad body", async ({ expect }) => {
    const missing = await api("/api/admin/users/nobody-here", {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: true },
    });
    expect(missing.status).toBe(404);
    const member = await signedIn(newCaller());
    const bad = await api(`/api/admin/users/${member.uid}`, {
      method: "PUT",
      token: admin.token,
      body: { isAdmin: "yes" },
    });
    expect(bad.status).toBe(400);
    expect((await expectJson(bad, errorSchema)).message).toMatch(/^isAdmin must be true or false/);
  });
});
