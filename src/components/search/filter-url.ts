/**
 * The filters in an address, one way for every screen that offers them (the home search, decision
 * 379; a town page, decision 397): `features`, a comma list of filter ids ("Top Houses" and
 * "Confirmed this season" included), and `lit=tonight`. A filter left unchosen writes nothing, and
 * an id the filter list does not offer is dropped, never applied: a link typed by hand still shows
 * houses.
 */
import { FILTER_OPTIONS } from "@contract/features";
import { CONFIRMED_FILTER_ID } from "@contract/season";

/** The filters a visitor picks (the sidebar's and the phone's sheet's list). */
export interface FilterChoices {
  features: string[];
  litTonight: boolean;
}

const FILTER_IDS = new Set<string>([...FILTER_OPTIONS.map((f) => f.id), CONFIRMED_FILTER_ID]);

export function readFilterParams(params: URLSearchParams): FilterChoices {
  const features = (params.get("features") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id, index, all) => FILTER_IDS.has(id) && all.indexOf(id) === index);
  return { features, litTonight: params.get("lit") === "tonight" };
}

/** Adds the filters chosen to `params` (nothing for none) and returns it. */
export function writeFilterParams(
  params: URLSearchParams,
  choices: FilterChoices,
): URLSearchParams {
  if (choices.features.length) params.set("features", choices.features.join(","));
  if (choices.litTonight) params.set("lit", "tonight");
  return params;
}
