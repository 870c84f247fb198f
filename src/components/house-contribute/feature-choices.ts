import { FEATURES } from "@contract/features";
import type { HouseContent } from "@contract/house";

/** The two features panels: add and remove (opening one closes the other). */
export type FeaturePanelName = "add" | "remove";

/** The features a house does not list yet: what the add panel offers. */
export const missingFeatures = (house: HouseContent) =>
  FEATURES.map((f) => f.id as string).filter((id) => !house.features.includes(id));
