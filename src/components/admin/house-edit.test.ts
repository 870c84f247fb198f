import type { AdminHouse } from "@contract/admin";
import { describe, expect, it } from "vitest";
import {
  conflictingFields,
  editBody,
  formFor,
  type HouseForm,
  withCurrentValues,
} from "./house-edit";

const opened: AdminHouse = {
  id: 7,
  title: "Candy Cane Lane",
  address: "5 Tinsel Avenue",
  city: "Huntington",
  state: null,
  description: "First words",
  latitude: 40.8682,
  longitude: -73.4257,
  isTopHouse: false,
  features: ["Charity", "Lights Only"],
  mainImageUrl: null,
  citySlug: "huntington",
  streetSlug: "5-tinsel-ave",
  avgRating: 0,
  reviewCount: 0,
  createdAt: "2025-12-01T00:00:00.000Z",
  updatedAt: "2025-12-01T00:00:00.000Z",
  importSource: null,
  hasBlowUps: false,
  hasMusicSync: false,
  hasAnimations: false,
  hasSantaSleigh: false,
  hasNativityScene: false,
};
/** The house after someone else's change: a newer version. */
const since = (changes: Partial<AdminHouse>): AdminHouse => ({
  ...opened,
  ...changes,
  updatedAt: "2025-12-02T00:00:00.000Z",
});

describe("editBody", () => {
  it("sends the changed fields only, each with the value it started from", () => {
    const form = { ...formFor(opened), title: "Candy Cane Lane Deluxe", state: "NY" };
    expect(editBody(opened, form)).toEqual({
      title: "Candy Cane Lane Deluxe",
      state: "NY",
      expected: { title: "Candy Cane Lane", state: null },
    });
  });

  it("sends the address with its town, the pin whole, the features as a set, and nothing unchanged", () => {
    const form: HouseForm = {
      ...formFor(opened),
      address: "7 Tinsel Avenue",
      pin: { lat: 40.87, lng: -73.4257 },
      features: ["Music-Sync", "Lights Only"],
    };
    expect(editBody(opened, form)).toEqual({
      address: "7 Tinsel Avenue",
      city: "Huntington",
      latitude: 40.87,
      longitude: -73.4257,
      features: ["Lights Only", "Music-Sync"],
      expected: {
        address: "5 Tinsel Avenue",
        city: "Huntington",
        latitude: 40.8682,
        longitude: -73.4257,
        features: ["Charity", "Lights Only"],
      },
    });
    const unchanged: HouseForm = { ...formFor(opened), features: ["Lights Only", "Charity"] };
    expect(editBody(opened, unchanged)).toEqual({});
  });
});

describe("conflictingFields", () => {
  const form = { ...formFor(opened), title: "Renamed", description: "The admin's words" };

  it("is none after a rating, or a change of a field the admin left alone", () => {
    expect(conflictingFields(opened, since({ avgRating: 4, reviewCount: 1 }), form)).toEqual([]);
    expect(conflictingFields(opened, since({ state: "NY", isTopHouse: true }), form)).toEqual([]);
    expect(conflictingFields(opened, since({ features: ["Blow-Ups"] }), form)).toEqual([]);
  });

  it("names a field changed on both sides, and the town of an address the admin changed", () => {
    expect(conflictingFields(opened, since({ description: "Owner's words" }), form)).toEqual([
      "description",
    ]);
    const moved = { ...formFor(opened), address: "7 Tinsel Avenue" };
    expect(conflictingFields(opened, since({ city: "Huntington Station" }), moved)).toEqual([
      "city",
    ]);
  });
});

describe("withCurrentValues", () => {
  it("keeps the admin's other changes, takes the saved value of a conflicting one, and the rest as now", () => {
    const form: HouseForm = {
      ...formFor(opened),
      title: "Renamed",
      description: "The admin's words",
      features: ["Lights Only", "Music-Sync"],
    };
    const current = since({
      description: "Owner's words",
      state: "NY",
      features: ["Blow-Ups", "Charity", "Lights Only"],
    });
    const loaded = withCurrentValues(opened, current, form);
    expect(loaded.replaced).toEqual(["description"]);
    expect(loaded.form).toMatchObject({
      title: "Renamed",
      description: "Owner's words",
      state: "NY",
    });
    // The admin took Charity off and put Music-Sync on; Blow-Ups came meanwhile and stays.
    expect([...loaded.form.features].sort()).toEqual(["Blow-Ups", "Lights Only", "Music-Sync"]);
    // From the loaded values nothing conflicts, and Save sends the admin's changes.
    expect(conflictingFields(current, current, loaded.form)).toEqual([]);
    expect(editBody(current, loaded.form)).toMatchObject({
      title: "Renamed",
      expected: { title: "Candy Cane Lane" },
    });
  });
});
