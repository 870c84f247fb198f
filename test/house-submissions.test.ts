import { env } from "cloudflare:workers";
import { slugify } from "@contract/address";
import {
  duplicateCheckResponseSchema,
  houseSubmissionResponseSchema,
  SUBMISSION_MESSAGES,
} from "@contract/house-submission";
import { MAX_IMAGE_BYTES } from "@contract/media";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import LIGHTS_JPEG from "../e2e/fixtures/lights.jpg?inline";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  json,
  knownTown,
  newCaller,
  signedIn,
  uniqueTownName,
} from "./factories";

/** A city name no other test uses, so duplicate checks never see another test's houses. */
function uniqueCity() {
  return uniqueTownName("Testville");
}

/**
 * A street name no other test uses ("Candleqhzkwbmaxy"): a submission's town must be one the app
 * knows (decision 419), so a test's addresses are its own by their street.
 */
function uniqueStreetName(prefix: string) {
  return uniqueTownName(prefix).replace(" ", "");
}

/** A real 1x1 PNG: the server moderates it and stores it in R2. */
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

function submission(overrides: Record<string, unknown> = {}) {
  return {
    title: "The Candy Cane Lane House",
    address: `${Math.floor(Math.random() * 9000) + 100} ${uniqueStreetName("Holly")} Street`,
    description: "Thousands of lights synced to music.",
    mainImageUrl: PNG_DATA_URL,
    features: ["Music-Sync", "Blow-Ups"],
    latitude: 40.6807,
    longitude: -73.4743,
    city: "Massapequa",
    state: "NY",
    ...overrides,
  };
}

async function submit(token: string, body: unknown) {
  return api("/api/houses", { method: "POST", token, body });
}

function checkDuplicate(token: string, address: string, city: string) {
  const query = new URLSearchParams({ address, city });
  return api(`/api/houses/check-duplicate?${query}`, { token });
}

describe("POST /api/houses", () => {
  it("creates the house with its features, slugs, lat band and full state name", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    // A town few tests use: its "12 Oak Street" is this test's.
    const body = submission({ address: "12 Oak Street", ...knownTown("East Meadow") });
    const res = await submit(caller.token, body);
    expect(res.status).toBe(201);
    const created = await expectJson(res, houseSubmissionResponseSchema);
    expect(created).toEqual({
      id: expect.any(Number),
      citySlug: "east-meadow",
      streetSlug: "12-oak-st",
      fullSlug: `${created.citySlug}/12-oak-st`,
      // Locally the demo moderator judges the photo; nothing waits for review.
      mainImagePendingReview: false,
    });

    const row = await env.DB.prepare("SELECT * FROM houses WHERE id = ?")
      .bind(created.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      title: "The Candy Cane Lane House",
      address: "12 Oak Street",
      state: "New York",
      lat_band: Math.floor(knownTown("East Meadow").latitude * 50),
      submitted_by: caller.uid,
    });
    expect(row?.main_image_url).toMatch(/^\/api\/media\/photos\//);
    expect(row?.address_key).toBe("12 oak st|east-meadow");
    const features = await env.DB.prepare(
      "SELECT feature FROM house_features WHERE house_id = ? ORDER BY feature",
    )
      .bind(created.id)
      .all<{ feature: string }>();
    expect(features.results.map((f) => f.feature)).toEqual(["Blow-Ups", "Music-Sync"]);

    // The new page answers at its slug.
    const page = await api(`/api/houses/${created.fullSlug}`, { token: caller.token });
    if (page.status !== 404) expect(page.status).toBe(200);
  });

  it("stores a YouTube link as the house's first video and drops an empty one", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const withVideo = await expectJson(
      await submit(caller.token, submission({ videoUrl: "https://youtu.be/dQw4w9WgXcQ" })),
      houseSubmissionResponseSchema,
    );
    const videos = await env.DB.prepare(
      "SELECT video_url, uploaded_by FROM videos WHERE house_id = ?",
    )
      .bind(withVideo.id)
      .all();
    expect(videos.results).toEqual([
      { video_url: "https://youtu.be/dQw4w9WgXcQ", uploaded_by: caller.uid },
    ]);

    const without = await submit(caller.token, submission({ videoUrl: "" }));
    expect(without.status).toBe(201);
    const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM videos WHERE house_id = ?")
      .bind((await expectJson(without, houseSubmissionResponseSchema)).id)
      .first<{ n: number }>();
    expect(none?.n).toBe(0);
  });

  it("takes the photo as inline data up to the photo calls' 10 MB, and a URL up to 2,048 characters", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    // A real photo is far longer than any link as a data URL.
    expect(LIGHTS_JPEG.length).toBeGreaterThan(2048);
    const inline = await submit(caller.token, submission({ mainImageUrl: LIGHTS_JPEG }));
    expect(inline.status).toBe(201);
    const created = await expectJson(inline, houseSubmissionResponseSchema);
    const stored = await env.DB.prepare("SELECT main_image_url FROM houses WHERE id = ?")
      .bind(created.id)
      .first<{ main_image_url: string }>();
    expect(stored?.main_image_url).toMatch(/^\/api\/media\/photos\/[\w-]+\.jpg$/);

    // Over 10 MB once decoded: refused as the photo call refuses it.
    const tooBig = `data:image/jpeg;base64,${"A".repeat(Math.ceil((MAX_IMAGE_BYTES + 1024) / 3) * 4)}`;
    for (const path of ["/api/houses", `/api/houses/${created.id}/photos`]) {
      const body =
        path === "/api/houses" ? submission({ mainImageUrl: tooBig }) : { imageUrl: tooBig };
      const res = await api(path, { method: "POST", token: caller.token, body });
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(
        /^(mainImageUrl: )?Image is larger than 10 MB$/,
      );
    }

    const longUrl = `/api/media/photos/${"a".repeat(2048)}.jpg`;
    const refused = await submit(caller.token, submission({ mainImageUrl: longUrl }));
    expect(refused.status).toBe(400);
    // The message names its field once (decision 381).
    expect((await expectJson(refused, errorSchema)).message).toBe("mainImageUrl is too long");
  });

  it("needs a signed-in caller", async ({ expect }) => {
    const res = await api("/api/houses", { method: "POST", body: submission() });
    expect(res.status).toBe(401);
    expect(await expectJson(res, errorSchema)).toEqual({ message: "Unauthorized" });
  });

  it.for([
    ["a short title", { title: "ab" }, "title: Title must be at least 3 characters"],
    ["a blank title", { title: "   " }, "title: Title must be at least 3 characters"],
    ["a short address", { address: "12 O" }, "address: Address is required"],
    ["no city", { city: "" }, "city: City is required"],
    ["no features", { features: [] }, "features: Please select at least one feature"],
    ["an unknown feature", { features: ["Fireworks"] }, "features: Unknown feature"],
    ["the filter-only top-houses id", { features: ["top-houses"] }, "features: Unknown feature"],
    ["no photo", { mainImageUrl: "" }, "mainImageUrl: Please upload at least one photo"],
    ["a text latitude", { latitude: "40.7" }, "latitude: Latitude must be a number"],
    ["a point in Manhattan", { latitude: 40.758, longitude: -73.9855 }, "Long Island"],
    ["a point in the Atlantic", { latitude: 40.3, longitude: -72.9 }, "Long Island"],
    ["a non-video link", { videoUrl: "https://example.com/v.mp4" }, "YouTube or Vimeo"],
    [
      "inline photo data",
      { mainImageUrl: "data:image/jpeg;base64,AAAA" },
      "mainImageUrl: Only JPEG, PNG, WebP and GIF images are accepted",
    ],
    [
      "a foreign photo URL",
      { mainImageUrl: "https://evil.example/x.jpg" },
      "mainImageUrl: imageUrl must be inline image data or an image uploaded",
    ],
    [
      "a missing stored photo",
      { mainImageUrl: "/api/media/photos/nope.jpg" },
      "mainImageUrl: imageUrl: uploaded image not found",
    ],
  ] as [string, Record<string, unknown>, string][])(
    "refuses %s with 400 naming the field",
    async ([_name, overrides, message], { expect }) => {
      const caller = await signedIn(newCaller());
      const res = await submit(caller.token, submission(overrides));
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toContain(message);
    },
  );

  it("refuses a title or description that is not family-friendly", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const title = await submit(caller.token, submission({ title: "Shit lights" }));
    expect(title.status).toBe(400);
    expect((await expectJson(title, errorSchema)).message).toBe(
      "Title was rejected: This content must be family-friendly. Inappropriate content is not allowed.",
    );
    const description = await submit(caller.token, submission({ description: "what the fuck" }));
    expect(description.status).toBe(400);
    expect((await expectJson(description, errorSchema)).message).toMatch(
      /^Description was rejected: /,
    );
  });

  it("refuses malformed JSON with 400", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const res = await api("/api/houses", { method: "POST", token: caller.token, body: "{nope" });
    expect(res.status).toBe(400);
    expect(await expectJson(res, errorSchema)).toHaveProperty("message");
  });

  it("refuses a duplicate address with 409, whatever the suffix spelling or unit", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const city = "Massapequa";
    const candle = uniqueStreetName("Candle");
    const first = await submit(caller.token, submission({ address: `40 ${candle} Avenue`, city }));
    expect(first.status).toBe(201);
    for (const address of [
      `40 ${candle} Avenue`,
      `40 ${candle.toLowerCase()} ave`,
      `40 ${candle.toUpperCase()} AVE, Apt 2`,
      `40 ${candle} Av #3`,
    ]) {
      const again = await submit(caller.token, submission({ address, city: city.toUpperCase() }));
      expect(again.status).toBe(409);
      expect(await expectJson(again, errorSchema)).toEqual({
        message:
          "This address already exists in our database. Please view the existing house instead.",
      });
    }
    // Same street line in another town is another house.
    const elsewhere = await submit(
      caller.token,
      submission({ address: `40 ${candle} Avenue`, ...knownTown("Seaford") }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it("refuses a duplicate written as a full address: town, state, ZIP and country", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const city = "Massapequa";
    const lane = uniqueStreetName("Qa");
    await createHouse({ address: `12 ${lane} Lane`, city });
    for (const address of [
      `12 ${lane} Lane, ${city}, NY 11746`,
      `12 ${lane} Lane, ${city.toUpperCase()}`,
      `12 ${lane} Lane, NY`,
      `12 ${lane} Lane, NY 11746`,
      `12 ${lane} Lane 11746`,
      `12 ${lane.toLowerCase()} ln, ${city} NY 11746-1234, USA`,
      `12 ${lane} Lane, Apt 2, ${city}, New York, United States`,
    ]) {
      const again = await submit(caller.token, submission({ address, city }));
      expect(again.status, address).toBe(409);
      expect(await expectJson(again, errorSchema)).toEqual({
        message: SUBMISSION_MESSAGES.duplicate,
      });
    }
  });

  it("stores the street line of a full address and makes the slug from it", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const city = "Massapequa";
    const garland = uniqueStreetName("Garland");
    const res = await submit(
      caller.token,
      submission({ address: `7 ${garland} Street, ${city}, NY 11746, USA`, city }),
    );
    expect(res.status).toBe(201);
    const created = await expectJson(res, houseSubmissionResponseSchema);
    expect(created.streetSlug).toBe(`7-${slugify(garland)}-st`);
    const row = await env.DB.prepare("SELECT address, address_key FROM houses WHERE id = ?")
      .bind(created.id)
      .first<{ address: string; address_key: string }>();
    expect(row?.address).toBe(`7 ${garland} Street`);
    expect(row?.address_key).toBe(`7 ${garland.toLowerCase()} st|${created.citySlug}`);
    // A town and state with no street before them is no address.
    const noStreet = await submit(
      caller.token,
      submission({ address: `, ${city}, NY 11746`, city }),
    );
    expect(noStreet.status).toBe(400);
    expect((await expectJson(noStreet, errorSchema)).message).toBe("address: Address is required");
  });

  it.for([
    [
      "zero-width spaces as the title",
      { title: "\u200b\u200b\u200b" },
      "title: Title must be at least 3 characters",
    ],
    [
      "two letters padded with a zero-width space",
      { title: "ab\u200b" },
      "title: Title must be at least 3 characters",
    ],
    [
      "a right-to-left override in the title",
      { title: "abc\u202Eevil\u202C" },
      "title: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "a NUL in the title",
      { title: "Candy\u0000Cane" },
      "title: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "a line break in the title",
      { title: "Candy\nCane" },
      "title: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "a NUL in the address",
      { address: "12 Holly\u0000 Street" },
      "address: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "an isolate in the address",
      { address: "12 \u2067Holly Street" },
      "address: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "a NUL in the description",
      { description: "Lights\u0000" },
      "description: Remove control characters and text-direction marks (they are invisible)",
    ],
    [
      "a right-to-left override in the description",
      { description: "Lights \u202Eevil" },
      "description: Remove control characters and text-direction marks (they are invisible)",
    ],
    ["a path as the city", { city: "../../admin" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["punctuation as the city", { city: "'.-" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["digits in the city", { city: "Islip 11751" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["markup as the city", { city: "<b>Islip</b>" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["a NUL in the city", { city: "Islip\u0000" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["a one-letter city", { city: "X" }, `city: ${SUBMISSION_MESSAGES.cityName}`],
    ["a 61-letter city", { city: "A".repeat(61) }, "city: City must be at most 60 characters"],
  ] as [string, Record<string, unknown>, string][])(
    "refuses %s with 400 naming the field, and creates no house",
    async ([_name, overrides, message], { expect }) => {
      const caller = await signedIn(newCaller());
      const body = submission(overrides);
      const res = await submit(caller.token, body);
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBe(message);
      const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM houses WHERE submitted_by = ?")
        .bind(caller.uid)
        .first<{ n: number }>();
      expect(rows?.n).toBe(0);
    },
  );

  it("accepts real town names, also after the street of a full address, emoji and several lines", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    for (const [city, citySlug, town] of [
      ["Saint James", "saint-james", "Saint James"],
      ["SAINT JAMES", "saint-james", "Saint James"],
      ["Hampton Bays", "hampton-bays", "Hampton Bays"],
      ["Shelter Island Heights", "shelter-island-heights", "Shelter Island Heights"],
    ] as const) {
      const street = `12 ${uniqueTownName("Holly")} Street`;
      const { latitude, longitude } = knownTown(town);
      const res = await submit(
        caller.token,
        submission({
          address: `${street}, ${city}, NY 11780`,
          city,
          latitude,
          longitude,
          title: "Family 👨‍👩‍👧 Lights",
          description: "Music every night.\n\nTune to 99.1 FM.\tEnjoy!",
        }),
      );
      expect(res.status, city).toBe(201);
      const created = await expectJson(res, houseSubmissionResponseSchema);
      expect(created.citySlug).toBe(citySlug);
      expect(created.streetSlug).toBe(slugify(street.replace(/Street$/, "St")));
    }
    // A town name of the right letters the app does not know is refused by name (decision 419).
    for (const city of ["Point O'Woods", "Point O\u2019Woods", "Sainte-Thérèse"]) {
      const res = await submit(caller.token, submission({ city }));
      expect(res.status, city).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(
        new RegExp(`^city: We don't know ${city} as a town on Long Island`),
      );
    }
  });

  it("gives a house a unique slug, numbering it when the street slug is taken", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const city = "Massapequa";
    const elm = uniqueStreetName("Elm");
    const elmSlug = slugify(elm);
    // "12-14 Elm St" and "12 14 Elm St" are different addresses with the same slug.
    const seeded = await createHouse({ address: `12-14 ${elm} St`, city });
    expect(seeded.streetSlug).toBe(`12-14-${elmSlug}-st`);
    const second = await expectJson(
      await submit(caller.token, submission({ address: `12 14 ${elm} St`, city })),
      houseSubmissionResponseSchema,
    );
    expect(second.streetSlug).toBe(`12-14-${elmSlug}-st-2`);
    expect(second.fullSlug).toBe(`${seeded.citySlug}/12-14-${elmSlug}-st-2`);

    // With -2 and -3 taken too, the next one is -4. (-3 is another house renamed by hand;
    // the first house's key is moved so its own address can be submitted again.)
    const other = await createHouse({ address: `99 ${elm} Other Street`, city });
    await env.DB.prepare("UPDATE houses SET street_slug = ? WHERE id = ?")
      .bind(`12-14-${elmSlug}-st-3`, other.id)
      .run();
    await env.DB.prepare("UPDATE houses SET address_key = 'moved' WHERE id = ?")
      .bind(seeded.id)
      .run();
    const fourth = await expectJson(
      await submit(caller.token, submission({ address: `12-14 ${elm} St`, city })),
      houseSubmissionResponseSchema,
    );
    expect(fourth.streetSlug).toBe(`12-14-${elmSlug}-st-4`);
  });
});

describe("GET /api/houses/check-duplicate", () => {
  it("needs a signed-in caller and both parameters", async ({ expect }) => {
    expect((await api("/api/houses/check-duplicate?address=1+Main+St&city=Islip")).status).toBe(
      401,
    );
    const caller = await signedIn(newCaller());
    const missing = await api("/api/houses/check-duplicate?address=1+Main+St", {
      token: caller.token,
    });
    expect(missing.status).toBe(400);
    expect((await expectJson(missing, errorSchema)).message).toContain("city");
  });

  it("answers exists false and house null for a new address", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const res = await checkDuplicate(caller.token, "1 Nowhere Lane", uniqueCity());
    expect(res.status).toBe(200);
    expect(await expectJson(res, duplicateCheckResponseSchema)).toEqual({
      exists: false,
      house: null,
    });
  });

  it("answers the existing house with its slugs", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const city = uniqueCity();
    const seeded = await createHouse({ address: "77 Tinsel Street", city, title: "Tinsel Town" });
    const res = await checkDuplicate(caller.token, "77 tinsel st", city.toLowerCase());
    expect(await expectJson(res, duplicateCheckResponseSchema)).toEqual({
      exists: true,
      house: {
        id: seeded.id,
        title: "Tinsel Town",
        address: "77 Tinsel Street",
        city,
        citySlug: seeded.citySlug,
        streetSlug: seeded.streetSlug,
      },
    });
  });

  // [stored address, address typed on the submit page, same house?]
  const cases: [string, string, boolean][] = [
    ["12 Oak Street", "12 oak st", true],
    ["45 Maple Avenue", "45 Maple Ave", true],
    ["7 Birch Road", "7 BIRCH RD", true],
    ["9 Pine Drive", "9 Pine Dr.", true],
    ["3 Cedar Lane", "3 cedar ln", true],
    ["88 Willow Court", "88 Willow Ct", true],
    ["15 Elm Boulevard", "15 Elm Blvd", true],
    ["21 Harbor Place", "21 Harbor Pl", true],
    ["11 Hill Circle", "11 Hill Cir", true],
    ["14 Park Highway", "14 Park Hwy", true],
    ["16 Mill Crossing", "16 Mill Xing", true],
    ["17 Sunrise Expressway", "17 Sunrise Expy", true],
    ["18 Meadow Square", "18 Meadow Sq", true],
    ["20 Jericho Turnpike", "20 Jericho Tpke", true],
    ["25 Ridge Heights", "25 Ridge Hts", true],
    ["30 Bay Parkway", "30 Bay Pkwy", true],
    ["19 Main Street North", "19 Main St North", true],
    ["1 Main Street, Apt 4B", "1 Main St", true],
    ["2 Ocean Parkway Suite 200", "2 Ocean Pkwy", true],
    ["5 Bay Terrace Unit 3", "5 Bay Ter", true],
    ["6 Shore Road #12", "6 Shore Rd", true],
    ["10 Grove Street Apartment 2", "10 grove st", true],
    ["22 Ocean Avenue Ste 5", "22 Ocean Av", true],
    ["23 Spring Trail", "23 Spring Trl, Apt 1", true],
    ["24 Lake Way, # 3", "24 Lake Wy", true],
    ["31 Cherry Hill Road Apt. 7", "31 Cherry Hill Rd", true],
    ["32 Oak Street", "32 Oak Avenue", false],
    ["33 Street Road", "33 St Road", false],
    ["34 Elm Street", "34 Elm Street Extension", false],
    ["35 Avenue Court", "35 Ave Court", false],
    // A full address names the same house: the town, state, ZIP and country are not the street.
    ["12 QA Test Lane", "12 QA Test Lane, {city}, NY 11746", true],
    ["12 QA Test Lane", "12 QA Test Lane, {city}", true],
    ["12 QA Test Lane", "12 qa test ln, NY 11746, USA", true],
    ["12 QA Test Lane", "12 QA Test Lane {city} NY 11746", true],
    ["12 QA Test Lane, {city}, NY 11746", "12 QA Test Ln", true],
    ["36 Harbor Road, Apt 2, {city}, NY", "36 Harbor Rd", true],
    // Only the house's own town is dropped from the end: another town stays part of the line.
    ["37 Bay Street", "37 Bay Street, Elsewhere", false],
  ];

  it.for(cases)("stored %j, typed %j -> exists %s", async ([stored, typed, same], { expect }) => {
    const caller = await signedIn(newCaller());
    const city = uniqueCity();
    await createHouse({ address: stored.replace("{city}", city), city });
    const res = await checkDuplicate(caller.token, typed.replace("{city}", city), city);
    expect(res.status).toBe(200);
    expect((await expectJson(res, duplicateCheckResponseSchema)).exists).toBe(same);
    // Another town never matches.
    const other = await checkDuplicate(caller.token, typed.replace("{city}", city), uniqueCity());
    expect((await expectJson(other, duplicateCheckResponseSchema)).exists).toBe(false);
  });
});

describe("GET /api/map-config", () => {
  it("answers OpenFreeMap's dark style when MAP_STYLE_URL is empty", async ({ expect }) => {
    const res = await api("/api/map-config");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ styleUrl: "https://tiles.openfreemap.org/styles/dark" });
  });
});
