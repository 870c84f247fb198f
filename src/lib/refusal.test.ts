/** A refusal's reason is read without its field id (decision 381). */
import { describe, expect, it } from "vitest";
import { ApiError, ConnectionError } from "./api";
import { placeRefusal, refusalOf, withRefusalReason } from "./refusal";

describe("refusalOf", () => {
  it("splits the field id from the reason", () => {
    expect(refusalOf(new ApiError("review: Remove control characters", 400))).toEqual({
      field: "review",
      reason: "Remove control characters",
    });
    expect(refusalOf(new ApiError("stops.0.houseId: pick a house", 400))).toEqual({
      field: "stops.0.houseId",
      reason: "Pick a house",
    });
  });

  it("keeps a message that names no field, and names no field for several", () => {
    expect(refusalOf(new ApiError("Too far: 2 miles", 403))).toEqual({
      field: null,
      reason: "Too far: 2 miles",
    });
    expect(refusalOf(new ApiError("title: Too short; review: Too long", 400))).toEqual({
      field: null,
      reason: "Too short; Too long",
    });
  });

  it("is null for what is not a refusal", () => {
    expect(refusalOf(new ApiError("Request failed: 500", 500))).toBeNull();
    expect(refusalOf(new ConnectionError())).toBeNull();
    expect(refusalOf(new Error("review: x"))).toBeNull();
  });

  it("puts the reason after the flow's text", () => {
    const error = new ApiError("features: unknown feature glitter", 400);
    expect(withRefusalReason("Failed to add features", error)).toBe(
      "Failed to add features. Unknown feature glitter.",
    );
    expect(withRefusalReason("Failed to add features", new ApiError("x", 500))).toBe(
      "Failed to add features",
    );
  });

  it("places a reason under the field it names, else after the text", () => {
    const shown: string[] = [];
    const field = { field: "review", show: (reason: string) => shown.push(reason) };
    const named = new ApiError("review: Remove control characters", 400);
    expect(placeRefusal(named, "Failed to submit rating", field)).toBe("Failed to submit rating");
    expect(shown).toEqual(["Remove control characters"]);
    const other = new ApiError("rating: Pick 1 to 5 stars", 400);
    expect(placeRefusal(other, "Failed to submit rating", field)).toBe(
      "Failed to submit rating. Pick 1 to 5 stars.",
    );
    expect(shown).toHaveLength(1);
  });
});
