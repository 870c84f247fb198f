/**
 * "Did you mean Freeport?" (decision 420): an empty text search's misspelled town, put right from
 * the gazetteer's names, and the public call the home screen asks it with.
 */
import { townSpellingSchema } from "@contract/places";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { didYouMean, typingSlips } from "../worker/services/places/town-spelling";
import { expectJson } from "./expect-json";
import { api } from "./factories";

describe("didYouMean", () => {
  it("puts a town typed with slips or without its spaces right", ({ expect }) => {
    expect(didYouMean("Freprt")).toBe("Freeport");
    expect(didYouMean("Frepoort")).toBe("Freeport");
    expect(didYouMean("stonybrook")).toBe("Stony Brook");
    expect(didYouMean("masapequa")).toBe("Massapequa");
    expect(didYouMean("Masapequa, NY 11758")).toBe("Massapequa");
    expect(didYouMean("bayshore")).toBe("Bay Shore");
    expect(didYouMean("Merick")).toBe("Merrick");
  });

  it("puts right the town of one part, or the words ending it", ({ expect }) => {
    expect(didYouMean("368 Hillside Ave, Masapequa")).toBe("368 Hillside Ave, Massapequa");
    expect(didYouMean("368 Hillside Ave Masapequa")).toBe("368 Hillside Ave Massapequa");
    expect(didYouMean("12 Main St stony brok")).toBe("12 Main St Stony Brook");
    expect(didYouMean("Wet Islip")).toBe("West Islip");
    expect(didYouMean("Freprt, Masapequa")).toBe("Freeport, Massapequa");
  });

  it("offers nothing for a text near no town, or one already right", ({ expect }) => {
    expect(didYouMean("zzzz")).toBeNull();
    expect(didYouMean("Candy Cane Atlantis")).toBeNull();
    expect(didYouMean("Freeport")).toBeNull();
    expect(didYouMean("stony brook")).toBeNull();
    expect(didYouMean("12 Oak Lane")).toBeNull();
    // A known town ending the text is taken as typed, bar one slip before it ("Wet Islip").
    expect(didYouMean("Main St Islip")).toBeNull();
    expect(didYouMean("368 Hillside Ave Massapequa")).toBeNull();
    expect(didYouMean("a".repeat(200))).toBeNull();
  });

  it("counts added, dropped, changed and swapped letters", ({ expect }) => {
    expect(typingSlips("freprt", "freeport", 2)).toBe(2);
    expect(typingSlips("fereport", "freeport", 2)).toBe(1);
    expect(typingSlips("zzzz", "freeport", 2)).toBe(3);
  });
});

describe("GET /api/town-spelling", () => {
  it("answers the text put right, or null, to anyone", async ({ expect }) => {
    const right = await api("/api/town-spelling?text=Freprt");
    expect(right.status).toBe(200);
    expect(await expectJson(right, townSpellingSchema)).toEqual({ didYouMean: "Freeport" });

    const none = await api("/api/town-spelling?text=zzzz");
    expect(await expectJson(none, townSpellingSchema)).toEqual({ didYouMean: null });
  });

  it("refuses a blank or too long text with a 400 that says why", async ({ expect }) => {
    for (const text of ["", "%20", "a".repeat(201)]) {
      const res = await api(`/api/town-spelling?text=${text}`);
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(/text/i);
    }
  });
});
