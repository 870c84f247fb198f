/**
 * One house, one listing, whatever characters its address is typed in (decision 334): fullwidth
 * digits, accents and compatibility forms read as their plain letters in the duplicate key, the
 * slug and the do-not-list; letters of other scripts and lookalikes are refused with 400; keys
 * stored before the rule follow it. And a house whose removal request waits cannot be found by
 * trying addresses: the duplicate check answers for it as for an address nobody listed, and a
 * submission is refused for its address only once everything else about it was accepted.
 */
import { env } from "cloudflare:workers";
import { addressKey } from "@contract/address";
import { HOMEOWNER_MESSAGES, homeownerRequestCreatedSchema } from "@contract/homeowners";
import {
  duplicateCheckResponseSchema,
  houseSubmissionResponseSchema,
  SUBMISSION_MESSAGES,
} from "@contract/house-submission";
import { describe, it } from "vitest";
import { renewAddressKeys } from "../worker/db/address-keys";
import { createDb } from "../worker/db/client";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  json,
  knownTown,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  type TestCaller,
  uniqueTownName,
} from "./factories";
import { previewImport } from "./import-requests";

const FULLWIDTH_DIGITS = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
/** "e" as the Cyrillic letter that looks the same. */
const CYRILLIC_E = "\u0435";

/**
 * A submission's town must be one the app knows, its pin near it (decision 419): each test that
 * submits takes a town no other test uses, so its fixed addresses are its own, and the pin is at
 * that town's centre (a town in other letters keeps this pin: its letters are refused first).
 */
function submit(token: string, fields: { address: string; city: string; mainImageUrl?: string }) {
  const known = /^[a-z .'-]+$/i.test(fields.city) ? knownTown(fields.city) : null;
  return api("/api/houses", {
    method: "POST",
    token,
    body: {
      title: "Lookalike lights",
      features: ["Blow-Ups"],
      latitude: known?.latitude ?? 40.6807,
      longitude: known?.longitude ?? -73.4743,
      state: "NY",
      mainImageUrl: PNG_DATA_URL,
      ...fields,
    },
  });
}

async function checkDuplicate(token: string, address: string, city: string) {
  const query = new URLSearchParams({ address, city });
  return expectJson(
    await api(`/api/houses/check-duplicate?${query}`, { token }),
    duplicateCheckResponseSchema,
  );
}

async function houseRow(id: number) {
  return env.DB.prepare("SELECT address, city, address_key, street_slug FROM houses WHERE id = ?")
    .bind(id)
    .first<{ address: string; city: string; address_key: string; street_slug: string }>();
}

async function removeAtOwnersRequest(house: { id: number }, admin: TestCaller) {
  const owner = await signedIn(newCaller());
  const { id } = await expectJson(
    await api(`/api/houses/${house.id}/removal-request`, {
      method: "POST",
      token: owner.token,
      body: { note: "Please take my house off the map." },
    }),
    homeownerRequestCreatedSchema,
  );
  return {
    requestId: id,
    approve: () =>
      api(`/api/admin/homeowner-requests/${id}/approve`, {
        method: "POST",
        token: admin.token,
      }),
  };
}

describe("an address typed in fullwidth digits or with accents", () => {
  it("is the listed house it reads as: refused as a duplicate, and found by the check", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const city = "Wainscott";
    const listed = await createHouse({ address: "77 Attacker Lane", city });

    for (const address of [FULLWIDTH_DIGITS("77 Attacker Lane"), "77 Áttacker Lane"]) {
      const refused = await submit(user.token, { address, city });
      expect(refused.status, address).toBe(409);
      expect((await json(refused)).message).toBe(SUBMISSION_MESSAGES.duplicate);
      expect(await checkDuplicate(user.token, address, city)).toMatchObject({
        exists: true,
        house: { id: listed.id },
      });
    }
    // Another number on the same street is another house: the number is never lost.
    expect(
      (await checkDuplicate(user.token, FULLWIDTH_DIGITS("78 Attacker Lane"), city)).exists,
    ).toBe(false);
  });

  it("is stored in its plain form, with the key and slug of that form", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const city = "Sagaponack";
    const created = await expectJson(
      await submit(user.token, {
        address: FULLWIDTH_DIGITS("19 Secret Ｃｏｕｒｔ"),
        city: `${city.slice(0, 1).toUpperCase()}${city.slice(1)}`,
      }),
      houseSubmissionResponseSchema,
    );
    expect(created.streetSlug).toBe("19-secret-ct");
    const row = await houseRow(created.id);
    expect(row).toMatchObject({
      address: "19 Secret Court",
      address_key: `19 secret ct|${created.citySlug}`,
    });
  });
});

describe("an address or town in other letters", () => {
  it("is refused with 400 naming the field, in a submission and a duplicate check", async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    const city = "Water Mill";
    const cases = [
      { address: `19 S${CYRILLIC_E}cret Court`, city, field: "address" },
      // A Latin small capital and the estimated sign look like "o" and "e" and have no plain form.
      { address: "19 Secr\u212Et Court", city, field: "address" },
      { address: "19 Secret Court", city: `Freep\u1D0Frt`, field: "city" },
      { address: "19 Secret Court", city: `Fr${CYRILLIC_E}${CYRILLIC_E}port`, field: "city" },
    ];
    for (const { address, city: town, field } of cases) {
      const message =
        field === "address" ? SUBMISSION_MESSAGES.addressLetters : SUBMISSION_MESSAGES.cityLetters;
      const refused = await submit(user.token, { address, city: town });
      expect(refused.status, `${address}, ${town}`).toBe(400);
      expect(await json(refused)).toEqual({ message: `${field}: ${message}` });
      const query = new URLSearchParams({ address, city: town });
      const check = await api(`/api/houses/check-duplicate?${query}`, { token: user.token });
      expect(check.status).toBe(400);
      expect(await json(check)).toEqual({ message: `${field}: ${message}` });
    }
  });

  it("is refused in an admin's edit, and an edit's fullwidth digits are stored plain", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const house = await createHouse({ city: "Huntington" });
    const edit = (address: string) =>
      api(`/api/admin/houses/${house.id}`, {
        method: "PUT",
        token: admin.token,
        body: {
          title: "Edited",
          address,
          city: "Huntington",
          features: ["Blow-Ups"],
          isTopHouse: false,
        },
      });
    const refused = await edit(`5 T${CYRILLIC_E}nsel Avenue`);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(`address: ${SUBMISSION_MESSAGES.addressLetters}`);

    const unique = Date.now().toString(36).replace(/[0-9]/g, "");
    expect((await edit(FULLWIDTH_DIGITS(`5 Tinsel ${unique} Avenue`))).status).toBe(200);
    expect(await houseRow(house.id)).toMatchObject({
      address: `5 Tinsel ${unique} Avenue`,
      address_key: `5 tinsel ${unique} ave|huntington`,
    });
  });
});

describe("the do-not-list", () => {
  it("refuses the removed address however it is typed, and letters of other scripts are refused", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const user = await signedIn(newCaller());
    const city = "Quogue";
    const house = await createHouse({ address: "19 Secret Court", city });
    const { approve } = await removeAtOwnersRequest(house, admin);
    expect((await approve()).status).toBe(200);

    for (const address of [
      "19 Secret Ct.",
      FULLWIDTH_DIGITS("19 Secret Court"),
      "19 Sécret Cöurt",
      // A zero-width space inside the street type shows nothing and must not hide it.
      "19 Secret Co\u200burt",
    ]) {
      const refused = await submit(user.token, { address, city });
      expect(refused.status, address).toBe(409);
      expect((await json(refused)).message).toBe(HOMEOWNER_MESSAGES.doNotList);
    }
    expect(
      (await submit(user.token, { address: `19 S${CYRILLIC_E}cret Court`, city })).status,
    ).toBe(400);

    // An import of it: the fullwidth row is refused for the do-not-list, the Cyrillic one for its
    // letters.
    const csv = `title,address,city,latitude,longitude\nA,${FULLWIDTH_DIGITS("19 Secret Court")},${city},40.69,-73.48\nB,19 S${CYRILLIC_E}cret Court,${city},40.69,-73.47\n`;
    const preview = await previewImport(admin.token, "lookalikes.csv", csv);
    expect(preview.rows.map((row) => [row.status, row.problem])).toEqual([
      ["invalid", HOMEOWNER_MESSAGES.doNotList],
      ["invalid", `${SUBMISSION_MESSAGES.addressLetters}.`],
    ]);
  });

  it("takes the address's key as it reads now, for a house stored with an older key", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const user = await signedIn(newCaller());
    const city = "Remsenburg";
    const house = await createHouse({ address: FULLWIDTH_DIGITS("21 Secret Court"), city });
    // The key the old function gave it: the fullwidth number was dropped.
    await env.DB.prepare("UPDATE houses SET address_key = ? WHERE id = ?")
      .bind(`secret ct|${house.citySlug}`, house.id)
      .run();
    const { approve } = await removeAtOwnersRequest(house, admin);
    expect((await approve()).status).toBe(200);

    const refused = await submit(user.token, { address: "21 Secret Court", city });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(HOMEOWNER_MESSAGES.doNotList);
  });
});

describe("keys stored before the rule", () => {
  it("are renewed for addresses outside ASCII; a second listing of one address is named", async ({
    expect,
  }) => {
    const city = uniqueTownName("Freeport Test");
    const first = await createHouse({ address: "77 Attacker Lane", city });
    const second = await createHouse({ address: "78 Attacker Lane", city });
    const accented = await createHouse({ address: "12 Café Street", city });
    const plain = await createHouse({ address: "14 Plain Street", city });
    // As the old key function left them: "７７ Attacker Lane" lost its number (and so was let in
    // beside "77 Attacker Lane"), "Café" its accented letter.
    const stored: Array<[number, string, string]> = [
      [second.id, FULLWIDTH_DIGITS("77 Attacker Lane"), `attacker ln|${first.citySlug}`],
      [accented.id, "12 Café Street", `12 caf st|${first.citySlug}`],
      // An ASCII address is left alone whatever its key: its key never changed.
      [plain.id, "14 Plain Street", `stale|${first.citySlug}`],
    ];
    for (const [id, address, key] of stored) {
      await env.DB.prepare("UPDATE houses SET address = ?, address_key = ? WHERE id = ?")
        .bind(address, key, id)
        .run();
    }

    const report = await renewAddressKeys(createDb(env.DB));

    expect((await houseRow(accented.id))?.address_key).toBe(addressKey("12 Cafe Street", city));
    expect((await houseRow(plain.id))?.address_key).toBe(`stale|${first.citySlug}`);
    // The second listing of 77 Attacker Lane keeps its old key and is named for an admin.
    expect((await houseRow(second.id))?.address_key).toBe(`attacker ln|${first.citySlug}`);
    expect(report.clashes).toContainEqual({ id: second.id, sameAddressAs: first.id });
    expect(report.renewed).toBeGreaterThanOrEqual(1);
  });
});

describe("a house whose removal request waits", () => {
  it("is not found by trying its address: the check answers as for an unlisted one", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const user = await signedIn(newCaller());
    const city = "Speonk";
    const house = await createHouse({ address: "7 Guess Lane", city });
    await removeAtOwnersRequest(house, admin);

    const nobody = { exists: false, house: null };
    expect(await checkDuplicate(user.token, "7 Guess Lane", city)).toEqual(nobody);
    expect(await checkDuplicate(user.token, "9 Guess Lane", city)).toEqual(nobody);

    // A submission that would be refused anyway (a photo that is not the caller's) gets the same
    // answer at the hidden address as at the next one: the address is judged last.
    const notMine = "/api/media/photos/not-mine.png";
    const atHidden = await submit(user.token, {
      address: "7 Guess Lane",
      city,
      mainImageUrl: notMine,
    });
    const atFree = await submit(user.token, {
      address: "9 Guess Lane",
      city,
      mainImageUrl: notMine,
    });
    expect(atHidden.status).toBe(400);
    expect(await json(atHidden)).toEqual(await json(atFree));

    // A whole submission is still refused: the house is not listed twice.
    const whole = await submit(user.token, { address: "7 Guess Lane", city });
    expect(whole.status).toBe(409);
    expect((await json(whole)).message).toBe(SUBMISSION_MESSAGES.duplicate);
  });
});
