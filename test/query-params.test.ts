/**
 * A list route's query string is refused in the product's words, the same way on every route
 * (decision 411), as a path id is (decision 406): a parameter given twice, a number out of its
 * range or no number at all name the parameter and what it takes, never the validator's "Invalid
 * input: expected number, received NaN" or two of its messages joined. A shared tour's link that
 * is no share id at all answers as an unknown one does.
 */
import { describe, it } from "vitest";
import { api, json, newAdmin, newCaller, signedIn } from "./factories";

const HUGE = "99999999999999999999";

async function refusal(response: Response) {
  return { status: response.status, message: (await json(response)).message };
}

const plain = (message: string) => ({ status: 400, message });

describe("list query strings", () => {
  it("popular tours: a repeated, huge or unreadable limit is refused in plain words", async ({
    expect,
  }) => {
    expect(await refusal(await api("/api/tours/popular?limit=1&limit=2"))).toEqual(
      plain("limit must be given once"),
    );
    for (const limit of [HUGE, "0", "2.5", "ten", "-3"]) {
      expect(await refusal(await api(`/api/tours/popular?limit=${limit}`))).toEqual(
        plain("limit must be a whole number from 1 to 50"),
      );
    }
    expect((await api("/api/tours/popular?limit=3")).status).toBe(200);
  });

  it("houses, favorites and the admin lists answer the same way", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const admin = await newAdmin();
    expect(await refusal(await api(`/api/houses?limit=${HUGE}`))).toEqual(
      plain("limit must be a whole number from 1 to 100"),
    );
    expect(await refusal(await api("/api/houses?offset=-1"))).toEqual(
      plain("offset must be a whole number from 0 to 1,000,000"),
    );
    expect(await refusal(await api("/api/houses?latitude=91&longitude=-73"))).toEqual(
      plain("latitude must be a number from -90 to 90"),
    );
    expect(await refusal(await api("/api/houses?sortBy=newest&sortBy=rating"))).toEqual(
      plain("sortBy must be given once"),
    );
    expect(
      await refusal(await api(`/api/favorites?offset=${HUGE}`, { token: user.token })),
    ).toEqual(plain("offset must be a whole number from 0 to 1,000,000"));
    for (const path of [
      "/api/admin/users",
      "/api/admin/houses",
      "/api/admin/reviews",
      "/api/admin/homeowner-requests",
      "/api/admin/season/unconfirmed",
    ]) {
      expect(await refusal(await api(`${path}?page=${HUGE}`, { token: admin.token }))).toEqual(
        plain("page must be a whole number from 1 to 1,000,000"),
      );
      expect(await refusal(await api(`${path}?limit=500`, { token: admin.token }))).toEqual(
        plain("limit must be a whole number from 1 to 100"),
      );
      expect(await refusal(await api(`${path}?page=1&page=2`, { token: admin.token }))).toEqual(
        plain("page must be given once"),
      );
      expect((await api(`${path}?page=1&limit=5`, { token: admin.token })).status).toBe(200);
    }
    // A parameter the route does not read may come twice: it is not looked at.
    expect((await api("/api/tours/popular?utm=a&utm=b")).status).toBe(200);
  });
});

describe("shared tour links", () => {
  it("a link that is no share id answers as an unknown one", async ({ expect }) => {
    const unknown = { status: 404, message: "This tour link is not valid any more" };
    const user = await signedIn(newCaller());
    for (const id of ["aaaaa", "A".repeat(22), "A".repeat(23), "not*an*id", "%20"]) {
      expect(await refusal(await api(`/api/tours/shared/${id}`))).toEqual(unknown);
      expect(await refusal(await api(`/api/tours/shared/${id}/open`, { method: "POST" }))).toEqual(
        unknown,
      );
      expect(
        await refusal(
          await api(`/api/tours/shared/${id}/copy`, { method: "POST", token: user.token }),
        ),
      ).toEqual(unknown);
    }
  });
});
