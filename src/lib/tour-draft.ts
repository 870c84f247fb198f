/**
 * The tour the user is building (docs/product.md, Tours), kept in localStorage so it survives
 * reloads. Small on purpose (no zod, no queries): the "Add to tour" buttons on cards import it,
 * so every screen loads it; the planner's own edits of it are in src/lib/tour-draft-edits.ts.
 * When the draft came from a saved tour, `tourId` says which one Save updates. A draft belongs to
 * one account at a time (docs/decisions/309-a-draft-belongs-to-the-account-that-wrote-it.md).
 */

import type { HouseSchedule } from "@contract/house-schedule";
import { MAX_TOUR_STOPS } from "@contract/tour-limits";
import type { TourHouse, TourStart } from "@contract/tours";
import { useSyncExternalStore } from "react";
import { onSignIn, signedInUid } from "./signed-in-account";

/** What a tour holds, as far as saving it goes. */
interface TourContent {
  name: string;
  start: TourStart;
  budgetMinutes: number | null;
  stopIds: number[];
}

export interface TourDraft {
  /** The account the draft belongs to (Firebase uid); null while a signed-out visitor builds it. */
  ownerUid: string | null;
  tourId: number | null;
  shareId: string | null;
  name: string;
  start: TourStart;
  budgetMinutes: number | null;
  stops: TourHouse[];
  /**
   * The saved tour's `updatedAt` this draft started from: Save sends it back, and the server
   * refuses the save when the tour was saved elsewhere since (decision 322).
   */
  updatedAt: string | null;
  /**
   * What the draft held when it last matched a tour kept somewhere else (the saved tour it was
   * loaded from or saved as, or the shared tour it was copied from). Null: nothing keeps it. The
   * draft has changes that are not saved when it differs (decision 322).
   */
  baseline: TourContent | null;
}

export const DEFAULT_TOUR_NAME = "My light tour";
const STORAGE_KEY = "li-lights:tour-draft";
const EMPTY: TourDraft = {
  ownerUid: null,
  tourId: null,
  shareId: null,
  name: DEFAULT_TOUR_NAME,
  start: { kind: "none" },
  budgetMinutes: null,
  stops: [],
  updatedAt: null,
  baseline: null,
};

/** What the cards, the map popup and the house page know of a house. */
export interface TourHouseInput {
  id: number;
  title: string;
  address: string;
  city?: string | null;
  latitude: number;
  longitude: number;
  avgRating?: number | null;
  reviewCount?: number | null;
  mainImageUrl?: string | null;
  citySlug?: string | null;
  streetSlug?: string | null;
  features?: string[] | null;
  schedule?: HouseSchedule | null;
  litTonight?: boolean;
  /** Taken off the directory since (decision 324): the planner marks it and routes around it. */
  archived?: boolean;
}

export function toTourHouse(house: TourHouseInput): TourHouse {
  return {
    id: house.id,
    title: house.title,
    address: house.address,
    city: house.city ?? "",
    latitude: house.latitude,
    longitude: house.longitude,
    avgRating: house.avgRating ?? 0,
    reviewCount: house.reviewCount ?? 0,
    mainImageUrl: house.mainImageUrl ?? null,
    citySlug: house.citySlug ?? null,
    streetSlug: house.streetSlug ?? null,
    ...(house.features ? { features: house.features } : {}),
    ...(house.schedule !== undefined ? { schedule: house.schedule } : {}),
    ...(house.litTonight !== undefined ? { litTonight: house.litTonight } : {}),
    ...(house.archived ? { archived: true } : {}),
  };
}

function read(): TourDraft {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<TourDraft>;
    if (!Array.isArray(parsed.stops)) return EMPTY;
    return { ...EMPTY, ...parsed, stops: parsed.stops.slice(0, MAX_TOUR_STOPS) };
  } catch {
    return EMPTY;
  }
}

let current: TourDraft | null = null;
const listeners = new Set<() => void>();

function snapshot(): TourDraft {
  current ??= read();
  return current;
}

function write(next: TourDraft) {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the draft still works for this page load.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useTourDraft(): TourDraft {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

export function updateTourDraft(change: Partial<TourDraft>) {
  write({ ...snapshot(), ...change });
}

/** The draft as it is now (for a question asked at the moment of a click). */
export function currentTourDraft(): TourDraft {
  return snapshot();
}

/** "added", "full" (20 stops already) or "present". */
export function addTourStop(house: TourHouseInput): "added" | "full" | "present" {
  const draft = snapshot();
  if (draft.stops.some((s) => s.id === house.id)) return "present";
  if (draft.stops.length >= MAX_TOUR_STOPS) return "full";
  write({ ...draft, stops: [...draft.stops, toTourHouse(house)] });
  return "added";
}

export function removeTourStop(houseId: number) {
  const draft = snapshot();
  write({ ...draft, stops: draft.stops.filter((s) => s.id !== houseId) });
}

/** A fresh, empty draft, still the same account's. */
export function clearTourDraft() {
  write({ ...EMPTY, ownerUid: snapshot().ownerUid });
}

/**
 * The account `uid` is signed in (decision 309). Its own draft stays; a signed-out visitor's
 * unsaved draft stays too and becomes its (they built it before signing in). Any other draft
 * goes: another account's, or one tied to a saved tour with no known account (stored before
 * drafts had one), whose loading and saving this account would be refused.
 */
export function claimTourDraft(uid: string) {
  const draft = snapshot();
  if (draft.ownerUid === uid) return;
  if (draft.ownerUid === null && draft.tourId === null) write({ ...draft, ownerUid: uid });
  else deleteTourDraft();
}

/** Signing out: the draft leaves the device with its account (decisions 104 and 309). */
export function deleteTourDraft() {
  current = EMPTY;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  for (const listener of listeners) listener();
}

// Accounts that sign in while this code runs, and the one signed in before it loaded.
onSignIn(claimTourDraft);
const uidAtLoad = signedInUid();
if (uidAtLoad) claimTourDraft(uidAtLoad);
