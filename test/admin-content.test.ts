/**
 * Admin site content: validation order, unique keys, create/edit/delete followed by the public
 * read, and the page/section ordering.
 */

import { adminContentAnswerSchema, adminContentListSchema } from "@contract/admin";
import { compareContentBlocks } from "@contract/content-order";
import { siteContentResponseSchema } from "@contract/site-content";
import { errorSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, newAdmin, type TestCaller } from "./factories";

let admin: TestCaller;
beforeAll(async () => {
  admin = await newAdmin();
});

describe("content", () => {
  const post = (body: unknown) =>
    api("/api/admin/content", { method: "POST", token: admin.token, body });

  it("requires key, title, content and page: 'All fields are required'", async ({ expect }) => {
    const full = { key: "contact.req.body", title: "T", content: "<p>c</p>", page: "contact" };
    for (const field of ["key", "title", "content", "page"] as const) {
      for (const value of [undefined, "", "   "]) {
        const response = await post({ ...full, [field]: value });
        expect(response.status).toBe(400);
        expect((await expectJson(response, errorSchema)).message).toBe("All fields are required");
      }
    }
    const notJson = await api("/api/admin/content", {
      method: "POST",
      token: admin.token,
      body: "nope",
    });
    expect(notJson.status).toBe(400);
    expect((await expectJson(notJson, errorSchema)).message).toBe("All fields are required");
  });

  it("checks formats after presence", async ({ expect }) => {
    const badPage = await post({ key: "x.y", title: "T", content: "c", page: "nowhere" });
    expect(badPage.status).toBe(400);
    expect((await expectJson(badPage, errorSchema)).message).toMatch(/^page:/);
    const badKey = await post({ key: "has spaces", title: "T", content: "c", page: "home" });
    expect((await expectJson(badKey, errorSchema)).message).toMatch(/^key:/);
  });

  it("keeps keys unique: 409", async ({ expect }) => {
    const body = {
      key: "home.unique.text",
      title: "Once",
      content: "One",
      page: "home",
      section: "unique",
    };
    expect((await post(body)).status).toBe(201);
    const again = await post({ ...body, title: "Twice" });
    expect(again.status).toBe(409);
    expect((await expectJson(again, errorSchema)).message).toMatch(/already exists/);
  });

  it("creates, edits and deletes a block, and the public read follows", async ({ expect }) => {
    const created = await expectJson(
      await post({
        key: "privacy.flow.body",
        title: "Flow",
        content: "<p>First</p>",
        page: "privacy",
        section: "flow",
      }),
      adminContentAnswerSchema,
    );
    expect(created.content).toMatchObject({
      key: "privacy.flow.body",
      page: "privacy",
      section: "flow",
    });
    const read = async () =>
      (
        await expectJson(await api("/api/site-content?page=privacy"), siteContentResponseSchema)
      ).content.find((b: { key: string }) => b.key === "privacy.flow.body");
    expect((await read())?.content).toBe("<p>First</p>");
    const edit = await api(`/api/admin/content/${created.content.id}`, {
      method: "PUT",
      token: admin.token,
      body: { title: "Flow", content: "<p>Second</p>", section: "flow" },
    });
    expect(edit.status).toBe(200);
    expect((await read())?.content).toBe("<p>Second</p>");
    const del = await api(`/api/admin/content/${created.content.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(del.status).toBe(200);
    expect(await read()).toBeUndefined();
    expect(
      (
        await api(`/api/admin/content/${created.content.id}`, {
          method: "DELETE",
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    const missing = await api(`/api/admin/content/${created.content.id}`, {
      method: "PUT",
      token: admin.token,
      body: { title: "x", content: "y" },
    });
    expect(missing.status).toBe(404);
  });

  it("filters by page and sorts by page order, section order, then key", async ({ expect }) => {
    await post({
      key: "terms.zeta.body",
      title: "z",
      content: "z",
      page: "terms",
      section: "zeta",
    });
    await post({
      key: "terms.intro.body",
      title: "i",
      content: "i",
      page: "terms",
      section: "intro",
    });
    await post({
      key: "terms.header.title",
      title: "h",
      content: "h",
      page: "terms",
      section: "header",
    });
    await post({
      key: "landing.hero.subtitle",
      title: "s",
      content: "s",
      page: "landing",
      section: "hero",
    });
    await post({
      key: "landing.hero.ctaLabel",
      title: "c",
      content: "c",
      page: "landing",
      section: "hero",
    });
    const terms = await expectJson(
      await api("/api/admin/content?page=terms", { token: admin.token }),
      adminContentListSchema,
    );
    expect(terms.content.every((b: { page: string }) => b.page === "terms")).toBe(true);
    expect(
      terms.content
        .map((b: { key: string }) => b.key)
        .filter((k: string) => /header|intro|zeta/.test(k)),
    ).toEqual(["terms.header.title", "terms.intro.body", "terms.zeta.body"]);
    const all = await expectJson(
      await api("/api/admin/content?page=all", { token: admin.token }),
      adminContentListSchema,
    );
    const keys = all.content.map((b: { key: string }) => b.key);
    expect(keys.indexOf("landing.hero.ctaLabel")).toBeLessThan(
      keys.indexOf("landing.hero.subtitle"),
    );
    expect(keys.indexOf("landing.hero.subtitle")).toBeLessThan(keys.indexOf("terms.header.title"));
    expect([...all.content].sort(compareContentBlocks)).toEqual(all.content);
    expect((await api("/api/admin/content?page=nowhere", { token: admin.token })).status).toBe(400);
  });
});
