import { classifyLocationInput } from "@contract/location-input";
import type { Suggestion } from "@contract/places";
import { geocode, placeDetails } from "@/lib/queries/places";

/** What a location search turns into: a point (with a label) or a text query, or nothing. */
export type ResolvedLocation =
  | { kind: "point"; latitude: number; longitude: number; label: string }
  | { kind: "text"; searchQuery: string }
  | { kind: "none" };

/**
 * (docs/product.md, Houses, search and sorting) A picked suggestion -> its place details; exactly 5
 * digits = ZIP, geocoded (on failure the raw text becomes a text search); a "lat, lng" pair is used
 * directly; anything else is a text search. `signal` calls the lookup off (a newer search started):
 * it then rejects with the abort, neither logged nor turned into a text search.
 */
export async function resolveLocation(
  text: string,
  picked?: Suggestion | null,
  signal?: AbortSignal,
): Promise<ResolvedLocation> {
  if (picked && picked.description === text) {
    try {
      const details = await placeDetails(picked.placeId, signal);
      return {
        kind: "point",
        latitude: details.latitude,
        longitude: details.longitude,
        label: details.formattedAddress,
      };
    } catch (error) {
      signal?.throwIfAborted();
      console.error("place details failed", error);
    }
  }
  const input = classifyLocationInput(text);
  switch (input.kind) {
    case "empty":
      return { kind: "none" };
    case "coordinates":
      return {
        kind: "point",
        latitude: input.latitude,
        longitude: input.longitude,
        label: text.trim(),
      };
    case "zip":
      try {
        const result = await geocode(input.zip, signal);
        return {
          kind: "point",
          latitude: result.latitude,
          longitude: result.longitude,
          label: result.display_name,
        };
      } catch (error) {
        signal?.throwIfAborted();
        console.error("geocode failed", error);
        return { kind: "text", searchQuery: input.zip };
      }
    case "text":
      return { kind: "text", searchQuery: input.text };
  }
}
