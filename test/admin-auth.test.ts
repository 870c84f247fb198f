/**
 * Authorization matrix of every admin route: anonymous 401, signed-in user 403, admin 2xx.
 * Non-admin callers must be refused before anything is read or changed, so the same
 * requests are repeated by the admin last and must then succeed.
 */
import {
  adminContentAnswerSchema,
  adminContentListSchema,
  adminUserListSchema,
} from "@contract/admin";
import { houseDetailSchema } from "@contract/house";
import { errorSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  createReview,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
} from "./factories";

let admin: TestCaller;
let user: TestCaller;
let other: TestCaller;
let houseId: number;
let deletableHouseId: number;
let reviewId: number;
let contentId: number;

beforeAll(async () => {
  admin = await newAdmin();
  user = await signedIn(newCaller({ name: "Uma User" }));
  other = await signedIn(newCaller({ name: "Otto Other" }));
  houseId = (await createHouse({ features: ["Blow-Ups"] })).id;
  deletableHouseId = (await createHouse()).id;
  reviewId = await createReview(houseId, other.uid, 4, "Lovely");
  const created = await api("/api/admin/content", {
    method: "POST",
    token: admin.token,
    body: { key: "privacy.matrix.body", title: "Matrix", content: "<p>x</p>", page: "privacy" },
  });
  contentId = (await expectJson(created, adminContentAnswerSchema)).content.id;
});

type Route = { method: string; path: () => string; body?: () => unknown; expected: number };

const routes: Route[] = [
  { method: "GET", path: () => "/api/admin/houses?page=1&limit=20", expected: 200 },
  { method: "GET", path: () => "/api/admin/houses?search=test", expected: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/houses/${houseId}`,
    body: () => ({
      title: "Edited By Admin",
      address: "12 Matrix Lane",
      city: "Levittown",
      state: "New York",
      description: "Edited",
      isTopHouse: true,
      features: ["Blow-Ups", "Music-Sync"],
    }),
    expected: 200,
  },
  { method: "GET", path: () => "/api/admin/users?page=1&limit=20", expected: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/users/${other.uid}`,
    body: () => ({ isAdmin: true }),
    expected: 200,
  },
  { method: "GET", path: () => "/api/admin/content?page=all", expected: 200 },
  { method: "GET", path: () => "/api/admin/content?page=privacy", expected: 200 },
  {
    method: "POST",
    path: () => "/api/admin/content",
    body: () => ({ key: "terms.matrix.body", title: "T", content: "<p>t</p>", page: "terms" }),
    expected: 201,
  },
  {
    method: "PUT",
    path: () => `/api/admin/content/${contentId}`,
    body: () => ({ title: "Matrix", content: "<p>y</p>", section: "matrix" }),
    expected: 200,
  },
  { method: "GET", path: () => "/api/admin/reviews?page=1&limit=20", expected: 200 },
  { method: "GET", path: () => "/api/admin/db-sync/status", expected: 200 },
  { method: "GET", path: () => "/api/admin/db-sync/compare/houses", expected: 200 },
  { method: "POST", path: () => "/api/admin/db-sync/sync-house-images", expected: 200 },
  { method: "POST", path: () => "/api/admin/db-sync/sync-all-houses", expected: 200 },
  // Deletes last, so the routes above still find what they change.
  { method: "DELETE", path: () => `/api/admin/reviews/${reviewId}`, expected: 200 },
  { method: "DELETE", path: () => `/api/admin/content/${contentId}`, expected: 200 },
  { method: "DELETE", path: () => `/api/admin/houses/${deletableHouseId}`, expected: 200 },
];

function call(route: Route, token?: string) {
  return api(route.path(), { method: route.method, token, body: route.body?.() });
}

describe("admin routes refuse non-admins", () => {
  for (const route of routes) {
    it(`${route.method} ${route.path
      .toString()
      .match(/`(.*)`|"(.*)"/)
      ?.slice(1)
      .find(Boolean)}: anonymous 401, user 403`, async ({ expect }) => {
      const anonymous = await call(route);
      expect(anonymous.status).toBe(401);
      expect((await expectJson(anonymous, errorSchema)).message).toBeTruthy();
      const forbidden = await call(route, user.token);
      expect(forbidden.status).toBe(403);
      expect((await expectJson(forbidden, errorSchema)).message).toBe("Admin access required");
    });
  }

  it("changed nothing while refusing", async ({ expect }) => {
    // Each house by its id: other files add houses to the shared database meanwhile, so this
    // file's may be past any page of the admin's newest-first list.
    const house = await expectJson(await api(`/api/houses/${houseId}`), houseDetailSchema);
    expect(house.title).not.toBe("Edited By Admin");
    expect((await api(`/api/houses/${deletableHouseId}`)).status).toBe(200);
    const users = await expectJson(
      await api("/api/admin/users?limit=100", { token: admin.token }),
      adminUserListSchema,
    );
    expect(users.users.find((u) => u.id === other.uid)?.isAdmin).toBe(false);
    const content = await expectJson(
      await api("/api/admin/content?page=terms", { token: admin.token }),
      adminContentListSchema,
    );
    expect(content.content.some((b: { key: string }) => b.key === "terms.matrix.body")).toBe(false);
  });
});

describe("admin routes serve admins", () => {
  for (const route of routes) {
    it(`${route.method} ${route.path.toString()}: admin ${route.expected}`, async ({ expect }) => {
      const response = await call(route, admin.token);
      expect(response.status).toBe(route.expected);
    });
  }
});
