/**
 * A path id the routes' `{[0-9]+}` lets through but that is no id (0, a number past the largest
 * safe integer) is refused in the product's words, naming the field, on every route the same way
 * (decision 406): never the validator's "Too big: expected int to be <=9007199254740991".
 */
import { describe, it } from "vitest";
import { api, createHouse, createTour, json, newAdmin, newCaller, signedIn } from "./factories";

const HUGE = "99999999999999999999999";

async function refusal(response: Response) {
  return { status: response.status, message: (await json(response)).message };
}

const notAnId = (field: string) => ({
  status: 400,
  message: `${field} must be a positive whole number`,
});

describe("path ids out of range", () => {
  it("a tour's id of 0 or past the safe integers is refused in plain words", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const tour = await createTour(user.token, "Range loop");
    for (const id of [HUGE, "0"]) {
      expect(
        await refusal(
          await api(`/api/tours/${id}`, {
            method: "PATCH",
            token: user.token,
            body: { name: "x" },
          }),
        ),
      ).toEqual(notAnId("id"));
      expect(
        await refusal(await api(`/api/tours/${id}`, { method: "DELETE", token: user.token })),
      ).toEqual(notAnId("id"));
      expect(await refusal(await api(`/api/tours/${id}`, { token: user.token }))).toEqual(
        notAnId("id"),
      );
    }
    // A real id still reads.
    expect((await api(`/api/tours/${tour.id}`, { token: user.token })).status).toBe(200);
  });

  it("houses, favorites, photos and admin routes answer the same way", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await createHouse();
    expect(await refusal(await api(`/api/houses/${HUGE}`))).toEqual(notAnId("id"));
    expect(await refusal(await api(`/api/houses/0`))).toEqual(notAnId("id"));
    expect(
      await refusal(await api(`/api/favorites/${HUGE}`, { method: "DELETE", token: user.token })),
    ).toEqual(notAnId("houseId"));
    expect(
      await refusal(
        await api(`/api/houses/${house.id}/photos/${HUGE}`, {
          method: "DELETE",
          token: user.token,
        }),
      ),
    ).toEqual(notAnId("photoId"));
    expect(
      await refusal(await api(`/api/admin/reviews/0`, { method: "DELETE", token: admin.token })),
    ).toEqual(notAnId("id"));
    expect(
      await refusal(
        await api(`/api/admin/users/${"u".repeat(129)}`, {
          method: "PUT",
          token: admin.token,
          body: { isAdmin: true },
        }),
      ),
    ).toEqual({ status: 400, message: "id must be a user id of 1 to 128 characters" });
    expect(
      await refusal(
        await api(`/api/admin/imports/00000000-0000-4000-8000-000000000000/rows/${HUGE}`, {
          method: "PATCH",
          token: admin.token,
          body: { latitude: 40.7, longitude: -73.5 },
        }),
      ),
    ).toEqual({ status: 400, message: "index must be a whole number from 0 to 5000" });
  });
});
