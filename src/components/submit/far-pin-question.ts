/**
 * Whether the pin is far from where the house should be, asked when the form is sent: from the
 * point the address search found (decision 150), then, for a dropped pin, from the typed town's
 * centre (decision 320). Loaded with the submit steps, not with the form (the submit screen's
 * JavaScript budget, docs/performance.md).
 */
import { distanceText } from "@contract/distance-text";
import type { HouseSubmissionForm } from "@contract/house-submission";
import { townCentre } from "@/lib/queries/places";
import { type GeocodedPoint, pinTooFar } from "./pin-distance";

/** The question to ask before the house is saved where its pin is. */
export interface FarPinQuestion {
  title: string;
  description: string;
  /** The answer that goes back to the form (the other saves with the pin). */
  cancelLabel: string;
}

/**
 * The typed town's centre, when the app's gazetteer knows the town. A town it does not know is
 * never questioned, and no answer (offline) asks nothing: the save that follows says why.
 */
async function typedTownCentre(city: string): Promise<GeocodedPoint | null> {
  try {
    const { town } = await townCentre(city.trim());
    return town
      ? { lat: town.latitude, lng: town.longitude, precision: "town", label: town.name }
      : null;
  } catch {
    return null;
  }
}

/** The first question the pin raises, else null. */
export async function farPinQuestion({
  values,
  geocoded,
  pinDropped,
}: {
  values: HouseSubmissionForm;
  /** Where the address search placed the picked address (null once it was typed over). */
  geocoded: GeocodedPoint | null;
  /** The pin map of "Drop a pin" is open, with a typed town. */
  pinDropped: boolean;
}): Promise<FarPinQuestion | null> {
  if (values.latitude === undefined || values.longitude === undefined) return null;
  const pin = { lat: values.latitude, lng: values.longitude };
  const fromAddress = geocoded ? pinTooFar(geocoded, pin) : null;
  if (geocoded && fromAddress !== null) {
    return {
      title: "Is the pin on the house?",
      description: `The pin is ${distanceText(fromAddress)} from ${geocoded.label}, where the address search placed it. Save the house where the pin is, or move the pin onto the house.`,
      cancelLabel: "Move the pin",
    };
  }
  if (!pinDropped) return null;
  const town = await typedTownCentre(values.city);
  const fromTown = town ? pinTooFar(town, pin) : null;
  if (!town || fromTown === null) return null;
  return {
    title: `Is the pin in ${town.label}?`,
    description: `The pin is ${distanceText(fromTown)} from the center of ${town.label}, the town you typed. Save the house where the pin is, or put the pin on the house and check the town.`,
    cancelLabel: "Check the pin and town",
  };
}
