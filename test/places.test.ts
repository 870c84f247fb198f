import { isOnLongIsland, townKey } from "@contract/address";
import {
  autocompleteResponseSchema,
  geocodeResultSchema,
  placeDetailsSchema,
  townCentreSchema,
} from "@contract/places";
import { searchTextParts, withNeighbourTowns } from "@contract/search-text";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import {
  nearestTownName,
  placesProviderFor,
  searchTowns,
  townOfZip,
} from "../worker/services/places";
import { CENSUS_GEOCODER_URL, createCensusGeocoder } from "../worker/services/places/census";
import { gazetteerData } from "../worker/services/places/gazetteer";
import { createGooglePlaces, GOOGLE_PLACES_BASE } from "../worker/services/places/google";
import { PlacesError } from "../worker/services/places/types";
import { expectJson } from "./expect-json";
import { api, createHouse, json } from "./factories";
import censusError from "./fixtures/census/error-bad-request.json";
import censusMatch from "./fixtures/census/match.json";
import censusNoMatch from "./fixtures/census/no-match.json";
import autocompleteSample from "./fixtures/google-places/autocomplete.json";
import permissionDenied from "./fixtures/google-places/error-permission-denied.json";
import detailsSample from "./fixtures/google-places/place-details.json";
import zipSample from "./fixtures/google-places/search-text-zip.json";

describe("gazetteer (default, offline) through the API", () => {
  it("geocodes a Long Island ZIP to its centroid", async ({ expect }) => {
    const res = await api("/api/geocode?query=11758");
    expect(res.status).toBe(200);
    expect(await expectJson(res, geocodeResultSchema)).toEqual({
      display_name: "11758, Massapequa, NY",
      latitude: 40.6682,
      longitude: -73.4588,
    });
  });

  it("geocodes a town name; unknown places are 404, a missing query is 400", async ({ expect }) => {
    const town = await expectJson(await api("/api/geocode?query=Huntington"), geocodeResultSchema);
    expect(town).toMatchObject({ display_name: "Huntington, NY, USA", latitude: 40.8676 });
    const unknown = await api("/api/geocode?query=90210");
    expect(unknown.status).toBe(404);
    expect((await expectJson(unknown, errorSchema)).message).toContain("90210");
    const missing = await api("/api/geocode");
    expect(missing.status).toBe(400);
    expect((await expectJson(missing, errorSchema)).message).toContain("query");
  });

  it("autocompletes town names and ZIP prefixes", async ({ expect }) => {
    const towns = await expectJson(
      await api("/api/autocomplete?input=massa"),
      autocompleteResponseSchema,
    );
    expect(towns.suggestions).toContainEqual({
      description: "Massapequa, NY, USA",
      placeId: "town:massapequa",
    });
    expect(towns.suggestions.length).toBeLessThanOrEqual(8);
    const zips = await expectJson(
      await api("/api/autocomplete?input=1175"),
      autocompleteResponseSchema,
    );
    expect(zips.suggestions[0]?.placeId).toMatch(/^zip:1175\d$/);
    expect((await api("/api/autocomplete?input=")).status).toBe(400);
  });

  it("autocompletes a town typed with its state, with or without a comma", async ({ expect }) => {
    for (const [typed, placeId] of [
      ["Levittown, NY", "town:levittown"],
      ["Levittown, N.Y.", "town:levittown"],
      ["Massapequa NY", "town:massapequa"],
      ["massapequa park, New York", "town:massapequa-park"],
      ["Bay Shore, NY 11706", "town:bay-shore"],
    ] as const) {
      const { suggestions } = await expectJson(
        await api(`/api/autocomplete?input=${encodeURIComponent(typed)}`),
        autocompleteResponseSchema,
      );
      expect(
        suggestions.map((s) => s.placeId),
        typed,
      ).toContain(placeId);
    }
  });

  it("suggests addresses of houses already listed, and their details", async ({ expect }) => {
    const house = await createHouse({
      address: "4821 Evergreen Terrace",
      city: "Levittown",
      latitude: 40.7259,
      longitude: -73.5143,
    });
    const { suggestions } = await expectJson(
      await api("/api/autocomplete?input=4821%20Evergreen"),
      autocompleteResponseSchema,
    );
    expect(suggestions[0]).toEqual({
      description: "4821 Evergreen Terrace, Levittown, NY, USA",
      placeId: `house:${house.id}`,
    });
    // "Terrace" is stored as "ter" in the address key; both spellings find it.
    const abbreviated = await expectJson(
      await api("/api/autocomplete?input=4821%20evergreen%20ter"),
      autocompleteResponseSchema,
    );
    expect(abbreviated.suggestions[0]?.placeId).toBe(`house:${house.id}`);
    const details = await expectJson(
      await api(`/api/place-details?placeId=house:${house.id}`),
      placeDetailsSchema,
    );
    expect(details).toMatchObject({
      latitude: 40.7259,
      longitude: -73.5143,
      city: "Levittown",
      state: "New York",
      precision: "address",
    });
  });

  it("offers a typed street line in a matching town", async ({ expect }) => {
    const { suggestions } = await expectJson(
      await api("/api/autocomplete?input=12%20Holly%20Lane%2C%20Farmingd"),
      autocompleteResponseSchema,
    );
    const pick = suggestions.find((s: { placeId: string }) =>
      s.placeId.startsWith("street:farmingdale:"),
    );
    expect(pick?.description).toBe("12 Holly Lane, Farmingdale, NY, USA");
    const details = await expectJson(
      await api(`/api/place-details?placeId=${encodeURIComponent(pick!.placeId)}`),
      placeDetailsSchema,
    );
    // Offline the street line is placed at the town centre, and says so.
    expect(details).toMatchObject({
      formattedAddress: "12 Holly Lane, Farmingdale, NY, USA",
      city: "Farmingdale",
      precision: "town",
    });
  });

  it("offers a listed house once, not again as the typed street line of the same address", async ({
    expect,
  }) => {
    const house = await createHouse({
      address: "10 Washington Ave",
      city: "Freeport",
      latitude: 40.6576,
      longitude: -73.5832,
    });
    for (const typed of ["10 Washington Ave, Freeport", "10 Washington Avenue, Freeport"]) {
      const { suggestions } = await expectJson(
        await api(`/api/autocomplete?input=${encodeURIComponent(typed)}`),
        autocompleteResponseSchema,
      );
      const freeport = suggestions.filter((s: { description: string }) =>
        s.description.includes(", Freeport, NY"),
      );
      expect(freeport).toEqual([
        { description: "10 Washington Ave, Freeport, NY, USA", placeId: `house:${house.id}` },
      ]);
    }
    // The same street line in another town is another address, still offered.
    const { suggestions } = await expectJson(
      await api(`/api/autocomplete?input=${encodeURIComponent("10 Washington Ave, Merr")}`),
      autocompleteResponseSchema,
    );
    expect(suggestions).toContainEqual({
      description: "10 Washington Ave, Merrick, NY, USA",
      placeId: "street:merrick:10 Washington Ave",
    });
  });

  it("reads a street and a known town typed without a comma (decision 386)", async ({ expect }) => {
    const tag = `Zp${Date.now().toString(36)}`;
    const house = await createHouse({ address: `27 ${tag} Avenue`, city: "Wantagh" });
    const listed = await expectJson(
      await api(`/api/autocomplete?input=${encodeURIComponent(`27 ${tag} Ave Wantagh NY`)}`),
      autocompleteResponseSchema,
    );
    expect(listed.suggestions[0]?.placeId).toBe(`house:${house.id}`);
    expect(listed.suggestions.filter((s) => s.description.includes(", Wantagh, NY"))).toHaveLength(
      1,
    );
    const typed = await expectJson(
      await api(`/api/autocomplete?input=${encodeURIComponent("12 Holly Lane Massapequa Park")}`),
      autocompleteResponseSchema,
    );
    expect(typed.suggestions[0]).toEqual({
      description: "12 Holly Lane, Massapequa Park, NY, USA",
      placeId: "street:massapequa-park:12 Holly Lane",
    });
  });

  it("answers place details for towns and ZIPs; unknown ids are 404", async ({ expect }) => {
    expect(
      await expectJson(await api("/api/place-details?placeId=town:montauk"), placeDetailsSchema),
    ).toMatchObject({
      city: "Montauk",
      latitude: 41.0459,
      precision: "town",
    });
    expect(
      await expectJson(await api("/api/place-details?placeId=zip:11743"), placeDetailsSchema),
    ).toMatchObject({
      city: "Huntington",
      zip: "11743",
      precision: "zip",
    });
    for (const id of ["town:atlantis", "zip:00000", "house:999999", "nonsense"]) {
      const res = await api(`/api/place-details?placeId=${id}`);
      expect(res.status).toBe(404);
      expect((await expectJson(res, errorSchema)).message).toBe("Place not found");
    }
  });

  it("answers a typed town's centre, null for a town it does not know, 400 without a town", async ({
    expect,
  }) => {
    expect(
      await expectJson(await api("/api/town-centre?town=%20levittown%20"), townCentreSchema),
    ).toEqual({
      town: {
        name: "Levittown",
        label: "Levittown, NY, USA",
        latitude: 40.7254,
        longitude: -73.5166,
      },
    });
    expect(
      await expectJson(await api("/api/town-centre?town=Bay%20Shore"), townCentreSchema),
    ).toMatchObject({ town: { name: "Bay Shore" } });
    const unknown = await api("/api/town-centre?town=Atlantis");
    expect(unknown.status).toBe(200);
    expect(await expectJson(unknown, townCentreSchema)).toEqual({ town: null });
    const missing = await api("/api/town-centre?town=");
    expect(missing.status).toBe(400);
    expect((await expectJson(missing, errorSchema)).message).toContain("town");
  });

  it("knows the Census hamlets and villages without a post office of their own (decision 418)", async ({
    expect,
  }) => {
    const centre = async (town: string) =>
      (
        await expectJson(
          await api(`/api/town-centre?town=${encodeURIComponent(town)}`),
          townCentreSchema,
        )
      ).town;
    expect(await centre("Dix Hills")).toEqual({
      name: "Dix Hills",
      label: "Dix Hills, NY, USA",
      latitude: 40.8033,
      longitude: -73.3375,
    });
    expect(await centre("north massapequa")).toEqual({
      name: "North Massapequa",
      label: "North Massapequa, NY, USA",
      latitude: 40.703,
      longitude: -73.4691,
    });
    // The Census's "St. James" is the Postal Service's Saint James: one town, by either spelling.
    for (const typed of ["St. James", "St James", "Saint James"]) {
      expect((await centre(typed))?.name, typed).toBe("Saint James");
    }

    const suggest = async (input: string) =>
      (
        await expectJson(
          await api(`/api/autocomplete?input=${encodeURIComponent(input)}`),
          autocompleteResponseSchema,
        )
      ).suggestions;
    expect(await suggest("Dix Hi")).toContainEqual({
      description: "Dix Hills, NY, USA",
      placeId: "town:dix-hills",
    });
    expect((await suggest("North Massa")).map((s) => s.placeId)).toContain("town:north-massapequa");
    expect((await suggest("St Ja")).map((s) => s.placeId)).toContain("town:saint-james");
    // A street line ending with the hamlet, without a comma, is that street in that hamlet.
    expect(await suggest("12 Oak St Dix Hills")).toContainEqual({
      description: "12 Oak St, Dix Hills, NY, USA",
      placeId: "street:dix-hills:12 Oak St",
    });
    expect(
      await expectJson(await api("/api/place-details?placeId=town:dix-hills"), placeDetailsSchema),
    ).toMatchObject({ city: "Dix Hills", precision: "town", latitude: 40.8033 });
    expect(
      await expectJson(await api("/api/geocode?query=Dix%20Hills%2C%20NY"), geocodeResultSchema),
    ).toEqual({ display_name: "Dix Hills, NY, USA", latitude: 40.8033, longitude: -73.3375 });

    // The search splits the hamlet off the street; a far town its name holds is no neighbour.
    expect(searchTextParts("12 Oak St Dix Hills", searchTowns)).toEqual(["12 Oak St", "Dix Hills"]);
    expect(searchTextParts("5 Elm Ct North Massapequa NY", searchTowns)).toEqual([
      "5 Elm Ct",
      "North Massapequa",
    ]);
    expect(withNeighbourTowns(["5 Elm Ct", "North Massapequa"], searchTowns)).toEqual([
      "5 Elm Ct",
      "Massapequa",
    ]);
    expect(withNeighbourTowns(["9 Elm Ln", "Laurel Hollow"], searchTowns)).toEqual([
      "9 Elm Ln",
      "Laurel Hollow",
    ]);
  });

  it("takes every Census place of Nassau and Suffolk, none twice, and still names a house's town by its ZIP (decision 418)", ({
    expect,
  }) => {
    const { towns, places } = gazetteerData;
    const names = places.map((p) => p.name);
    for (const hamlet of [
      "Dix Hills",
      "North Massapequa",
      "North Bellmore",
      "South Farmingdale",
      "Setauket",
      "Elwood",
      "Fort Salonga",
      "Lido Beach",
      "Salisbury",
      "Muttontown",
      "Flanders",
    ]) {
      expect(names).toContain(hamlet);
    }
    expect(places.length).toBeGreaterThanOrEqual(120);
    // No place of Queens, the Bronx, Westchester or Connecticut; none that is already a town.
    for (const p of places) {
      expect(isOnLongIsland(p.latitude, p.longitude), p.name).toBe(true);
      expect(["Nassau", "Suffolk"]).toContain(p.county);
    }
    for (const outside of ["New Rochelle", "Larchmont", "Rye", "Port Chester", "St. James"]) {
      expect(names).not.toContain(outside);
    }
    const keys = [...towns, ...places].map((t) => townKey(t.name));
    expect(new Set(keys).size).toBe(keys.length);
    // A house's town still comes from its ZIP, else the nearest post office town.
    expect(townOfZip("11746")).toBe("Huntington Station");
    expect(nearestTownName(40.8033, -73.3375)).toBe("Huntington Station");
    expect(nearestTownName(40.703, -73.4691)).toBe("Seaford");
  });
});

type Recorded = { url: string; init: RequestInit };

/** A fetch that records the request and answers with a recorded Google sample. */
function recordedFetch(answer: unknown, status = 200) {
  const calls: Recorded[] = [];
  const fetchFn = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { calls, fetchFn };
}

describe("Google Places API (New) adapter against recorded answers", () => {
  it("is chosen only when GOOGLE_PLACES_API_KEY is set", ({ expect }) => {
    const none = { search: async () => [], byId: async () => null };
    expect(placesProviderFor({ GOOGLE_PLACES_API_KEY: "" }, none).name).toBe("gazetteer");
    expect(placesProviderFor({ GOOGLE_PLACES_API_KEY: "  " }, none).name).toBe("gazetteer");
    expect(placesProviderFor({ GOOGLE_PLACES_API_KEY: "key-123" }, none).name).toBe("google");
  });

  it("autocomplete: POST places:autocomplete biased to Long Island; keeps place predictions", async ({
    expect,
  }) => {
    const { calls, fetchFn } = recordedFetch(autocompleteSample);
    const google = createGooglePlaces("key-123", fetchFn);
    const suggestions = await google.autocomplete("Massa");
    expect(suggestions).toEqual([
      { description: "Massapequa, NY, USA", placeId: "ChIJ5cHXHR5_6IkRtN3VfEd2CXM" },
      { description: "Massapequa Park, NY, USA", placeId: "ChIJu3sRCKp_6IkRvb0W1P0zYTY" },
    ]);
    const [call] = calls;
    expect(call?.url).toBe(`${GOOGLE_PLACES_BASE}/places:autocomplete`);
    expect(call?.init.method).toBe("POST");
    const headers = call?.init.headers as Record<string, string>;
    expect(headers["X-Goog-Api-Key"]).toBe("key-123");
    const body = JSON.parse(String(call?.init.body));
    expect(body).toMatchObject({ input: "Massa", includedRegionCodes: ["us"] });
    expect(body.locationBias.rectangle.low).toEqual({ latitude: 40.56, longitude: -73.79 });
  });

  it("place details: GET places/{id} with a field mask; city, state and ZIP from components", async ({
    expect,
  }) => {
    const { calls, fetchFn } = recordedFetch(detailsSample);
    const details = await createGooglePlaces("key-123", fetchFn).placeDetails("ChIJabc");
    expect(details).toEqual({
      formattedAddress: "36 Sound View Dr, Ronkonkoma, NY 11779, USA",
      latitude: 40.8153762,
      longitude: -73.1122543,
      precision: "address",
      city: "Ronkonkoma",
      state: "New York",
      zip: "11779",
    });
    expect(calls[0]?.url).toBe(`${GOOGLE_PLACES_BASE}/places/ChIJabc`);
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers["X-Goog-FieldMask"]).toBe("formattedAddress,location,addressComponents,types");
  });

  it("geocode: a ZIP goes through places:searchText and answers the geocode shape", async ({
    expect,
  }) => {
    const { calls, fetchFn } = recordedFetch(zipSample);
    const result = await createGooglePlaces("key-123", fetchFn).geocode("11758");
    expect(result).toEqual({
      display_name: "Massapequa, NY 11758, USA",
      latitude: 40.6689534,
      longitude: -73.4727588,
    });
    expect(calls[0]?.url).toBe(`${GOOGLE_PLACES_BASE}/places:searchText`);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      textQuery: "11758, NY, USA",
      regionCode: "us",
    });
    const empty = await createGooglePlaces("k", recordedFetch({}).fetchFn).geocode("nowhere");
    expect(empty).toBeNull();
  });

  it("provider errors become PlacesError with Google's message", async ({ expect }) => {
    const { fetchFn } = recordedFetch(permissionDenied, 403);
    const failure = createGooglePlaces("bad-key", fetchFn).autocomplete("Massa");
    await expect(failure).rejects.toBeInstanceOf(PlacesError);
    await expect(failure).rejects.toThrow("Google Places 403: The caller does not have permission");
  });
});

describe("paid place lookups need sign-in", () => {
  it("with a Google key set, signed-out calls are 401 before anything is fetched; without a key they stay public", async ({
    expect,
  }) => {
    const { env } = await import("cloudflare:workers");
    const { default: app } = await import("../worker/index");
    const { newCaller } = await import("./factories");
    const paidEnv = { ...env, GOOGLE_PLACES_API_KEY: "test-key" };
    const call = (path: string, token?: string) =>
      app.fetch(
        new Request(`http://localhost${path}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        }),
        paidEnv,
      );
    for (const path of [
      "/api/geocode?query=Huntington",
      "/api/autocomplete?input=12%20Oak",
      "/api/place-details?placeId=abc",
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(401);
      expect((await json(res)).message, path).toBeTruthy();
      // Without a key the offline gazetteer answers anyone.
      expect((await api(path)).status, path).not.toBe(401);
    }
    // Signed in, the call goes through to the provider (no network here: 502 {message}, not 500).
    const user = newCaller();
    const signed = await call("/api/geocode?query=Huntington", user.token);
    expect([200, 404, 502]).toContain(signed.status);
  });

  it("a typed town's centre always comes from the gazetteer: free, so anyone may ask", async ({
    expect,
  }) => {
    const { env } = await import("cloudflare:workers");
    const { default: app } = await import("../worker/index");
    const res = await app.fetch(new Request("http://localhost/api/town-centre?town=Levittown"), {
      ...env,
      GOOGLE_PLACES_API_KEY: "test-key",
    });
    expect(res.status).toBe(200);
    expect((await expectJson(res, townCentreSchema)).town?.name).toBe("Levittown");
  });
});

describe("US Census geocoder adapter against recorded answers", () => {
  const noHouses = { search: async () => [], byId: async () => null };

  it("is chosen by PLACES_PROVIDER=census when no Google key is set", ({ expect }) => {
    expect(placesProviderFor({ PLACES_PROVIDER: "census" }, noHouses).name).toBe("census");
    expect(placesProviderFor({ PLACES_PROVIDER: " Census " }, noHouses).name).toBe("census");
    expect(placesProviderFor({ PLACES_PROVIDER: "" }, noHouses).name).toBe("gazetteer");
    expect(
      placesProviderFor({ PLACES_PROVIDER: "census", GOOGLE_PLACES_API_KEY: "k" }, noHouses).name,
    ).toBe("google");
  });

  it("a matched street line gets the Census point, precision address", async ({ expect }) => {
    const { calls, fetchFn } = recordedFetch(censusMatch);
    const census = createCensusGeocoder(noHouses, fetchFn);
    const details = await census.placeDetails("street:ronkonkoma:36 Sound View Dr");
    expect(details).toEqual({
      formattedAddress: "36 Sound View Dr, Ronkonkoma, NY, USA",
      latitude: 40.81537053243625,
      longitude: -73.11225468937816,
      precision: "address",
      city: "Ronkonkoma",
      state: "New York",
      zip: "11779",
    });
    const url = new URL(calls[0]?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(CENSUS_GEOCODER_URL);
    expect(url.searchParams.get("address")).toBe("36 Sound View Dr, Ronkonkoma, NY");
    expect(url.searchParams.get("benchmark")).toBe("Public_AR_Current");
    expect(url.searchParams.get("format")).toBe("json");
  });

  it("no match keeps the town centre with precision town; towns never call out", async ({
    expect,
  }) => {
    const { calls, fetchFn } = recordedFetch(censusNoMatch);
    const census = createCensusGeocoder(noHouses, fetchFn);
    const details = await census.placeDetails("street:farmingdale:12 Holly Lane");
    expect(details).toMatchObject({
      formattedAddress: "12 Holly Lane, Farmingdale, NY, USA",
      city: "Farmingdale",
      precision: "town",
    });
    expect(calls).toHaveLength(1);
    expect(await census.placeDetails("town:montauk")).toMatchObject({ precision: "town" });
    expect(await census.geocode("11758")).toMatchObject({ latitude: 40.6682 });
    expect(calls).toHaveLength(1);
    expect(await census.geocode("12 Holly Lane, Nowhere")).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("geocodes a free-text street address to the matched address", async ({ expect }) => {
    const census = createCensusGeocoder(noHouses, recordedFetch(censusMatch).fetchFn);
    expect(await census.geocode("36 Sound View Dr, Ronkonkoma NY")).toEqual({
      display_name: "36 SOUND VIEW DR, RONKONKOMA, NY, 11779",
      latitude: 40.81537053243625,
      longitude: -73.11225468937816,
    });
  });

  it("an HTTP error becomes PlacesError with the Census message", async ({ expect }) => {
    const census = createCensusGeocoder(noHouses, recordedFetch(censusError, 400).fetchFn);
    const failure = census.placeDetails("street:ronkonkoma:36 Sound View Dr");
    await expect(failure).rejects.toBeInstanceOf(PlacesError);
    await expect(failure).rejects.toThrow("Census geocoder 400: Specify Benchmark");
  });
});
