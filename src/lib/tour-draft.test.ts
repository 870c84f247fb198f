/**
 * Whose tour draft stays when an account signs in, and that logging out deletes it (decision
 * 309). The draft is read through localStorage, as a page loaded after the change would.
 */
import type { Tour, TourHouse } from "@contract/tours";
import { beforeEach, describe, expect, it, vi } from "vitest";

const STORAGE_KEY = "li-lights:tour-draft";
const stop = { id: 7, title: "Candy Cane Lane", address: "7 Candy Cane Ln" } as TourHouse;

/**
 * The draft's store and the planner's edits of it as a fresh page load finds them, over what
 * localStorage holds now.
 */
async function freshTourDraft() {
  vi.resetModules();
  const [draft, edits] = await Promise.all([import("./tour-draft"), import("./tour-draft-edits")]);
  return { ...draft, ...edits };
}

function stored() {
  return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Record<string, unknown> | null;
}

function store(draft: Record<string, unknown>) {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ name: "My light tour", stops: [stop], ...draft }),
  );
}

beforeEach(() => localStorage.clear());

describe("claimTourDraft", () => {
  it("keeps the account's own draft, saved tour and all", async () => {
    store({ ownerUid: "a", tourId: 11, shareId: "s" });
    const { claimTourDraft } = await freshTourDraft();
    claimTourDraft("a");
    expect(stored()).toMatchObject({ ownerUid: "a", tourId: 11, stops: [stop] });
  });

  it("gives a signed-out visitor's unsaved draft to the account signing in", async () => {
    store({ ownerUid: null, tourId: null });
    const { claimTourDraft } = await freshTourDraft();
    claimTourDraft("a");
    expect(stored()).toMatchObject({ ownerUid: "a", tourId: null, stops: [stop] });
  });

  it("deletes another account's draft, saved or not", async () => {
    for (const tourId of [11, null]) {
      store({ ownerUid: "a", tourId });
      const { claimTourDraft } = await freshTourDraft();
      claimTourDraft("b");
      expect(stored()).toBeNull();
    }
  });

  it("deletes a saved tour's draft stored with no account (before drafts had one)", async () => {
    store({ tourId: 11, shareId: "s" });
    const { claimTourDraft } = await freshTourDraft();
    claimTourDraft("b");
    expect(stored()).toBeNull();
  });

  it("keeps the account on a cleared draft", async () => {
    store({ ownerUid: "a", tourId: 11 });
    const { clearTourDraft } = await freshTourDraft();
    clearTourDraft();
    expect(stored()).toMatchObject({ ownerUid: "a", tourId: null, stops: [] });
  });
});

describe("signing in", () => {
  it("settles the draft for an account that signs in while the page runs", async () => {
    store({ ownerUid: "a", tourId: 11 });
    await freshTourDraft();
    const { setSignedInUid } = await import("./signed-in-account");
    setSignedInUid("a");
    expect(stored()).toMatchObject({ ownerUid: "a", tourId: 11 });
    setSignedInUid(null);
    setSignedInUid("b");
    expect(stored()).toBeNull();
  });

  it("settles the draft for the account signed in before the planner's code loaded", async () => {
    store({ ownerUid: "a", tourId: 11 });
    vi.resetModules();
    (await import("./signed-in-account")).setSignedInUid("b");
    await import("./tour-draft");
    expect(stored()).toBeNull();
  });
});

describe("deleteTourDraft", () => {
  it("removes the draft from the device and the page starts empty", async () => {
    store({ ownerUid: "a", tourId: 11 });
    const { deleteTourDraft, addTourStop } = await freshTourDraft();
    deleteTourDraft();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    addTourStop({ id: 8, title: "North Pole", address: "8 Elf Rd", latitude: 40, longitude: -73 });
    expect(stored()).toMatchObject({ ownerUid: null, tourId: null, stops: [{ id: 8 }] });
  });
});

describe("hasUnsavedChanges (decision 322)", () => {
  const house = (id: number) => ({
    id,
    title: `House ${id}`,
    address: "1 Elf Rd",
    latitude: 40,
    longitude: -73,
  });
  const savedTour = {
    id: 11,
    shareId: "s",
    name: "Bay loop",
    start: { kind: "place", label: "Bay Shore", latitude: 40.7, longitude: -73.2 },
    budgetMinutes: 60,
    stops: [house(1), house(2)],
    updatedAt: "2026-12-01T20:00:00.000Z",
  } as unknown as Tour;

  it("an empty draft has none; a stop added to it is one", async () => {
    const { addTourStop, currentTourDraft, hasUnsavedChanges } = await freshTourDraft();
    expect(hasUnsavedChanges(currentTourDraft())).toBe(false);
    addTourStop(house(1));
    expect(hasUnsavedChanges(currentTourDraft())).toBe(true);
  });

  it("a saved tour as loaded has none, until a stop, the order, the name, the start or the budget changes", async () => {
    const draft = await freshTourDraft();
    const unsaved = () => draft.hasUnsavedChanges(draft.currentTourDraft());
    draft.loadTourIntoPlanner(savedTour);
    expect(unsaved()).toBe(false);
    // The start as the picker makes it, its fields in another order, is the same start.
    draft.updateTourDraft({
      name: " Bay loop ",
      start: { longitude: -73.2, latitude: 40.7, label: "Bay Shore", kind: "place" },
    });
    expect(unsaved()).toBe(false);
    for (const change of [
      () => draft.moveTourStop(1, 1),
      () => draft.removeTourStop(2),
      () => draft.addTourStop(house(3)),
      () => draft.updateTourDraft({ name: "Bay loop 2" }),
      () => draft.updateTourDraft({ start: { kind: "myLocation" } }),
      () => draft.updateTourDraft({ budgetMinutes: null }),
    ]) {
      draft.loadTourIntoPlanner(savedTour);
      change();
      expect(unsaved()).toBe(true);
    }
  });

  it("a stop whose house was deleted leaves without making a saved tour unsaved", async () => {
    const draft = await freshTourDraft();
    draft.loadTourIntoPlanner(savedTour);
    draft.dropTourStops([2]);
    expect(draft.currentTourDraft().stops.map((stop) => stop.id)).toEqual([1]);
    expect(draft.hasUnsavedChanges(draft.currentTourDraft())).toBe(false);
  });

  it("a tour planned from a shared one has none until it changes; a cleared draft has none", async () => {
    const draft = await freshTourDraft();
    draft.planFromSharedTour(savedTour);
    expect(draft.currentTourDraft()).toMatchObject({ tourId: null, updatedAt: null });
    expect(draft.hasUnsavedChanges(draft.currentTourDraft())).toBe(false);
    draft.removeTourStop(1);
    expect(draft.hasUnsavedChanges(draft.currentTourDraft())).toBe(true);
    draft.clearTourDraft();
    expect(draft.hasUnsavedChanges(draft.currentTourDraft())).toBe(false);
  });

  it("a tour planned from a shared one leaves its archived stops, and has no changes for it", async () => {
    const draft = await freshTourDraft();
    const [first, second] = savedTour.stops;
    draft.planFromSharedTour({ ...savedTour, stops: [first!, { ...second!, archived: true }] });
    expect(draft.currentTourDraft().stops.map((stop) => stop.id)).toEqual([first!.id]);
    expect(draft.hasUnsavedChanges(draft.currentTourDraft())).toBe(false);
  });
});
