/**
 * Places calls (docs/product.md, Places and maps).
 * The worker answers them from the embedded Long Island gazetteer or Google Places (New).
 */
import { z } from "zod";
import { MAX_SEARCH_QUERY_LENGTH } from "./limits";
import { MAX_TOWN_NAME_LENGTH } from "./location-input";
import { PLACE_PRECISIONS } from "./place-precision";

export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  classifyLocationInput,
  LAT_LNG_RE,
  type LocationInputKind,
  MAX_TOWN_NAME_LENGTH,
  ZIP_RE,
} from "./location-input";
export { isPreciseEnough, PLACE_PRECISIONS, type PlacePrecision } from "./place-precision";

export const geocodeQuerySchema = z.object({ query: z.string().trim().min(1).max(200) });
export const geocodeResultSchema = z.object({
  display_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const autocompleteQuerySchema = z.object({ input: z.string().trim().min(1).max(200) });
export const suggestionSchema = z.object({ description: z.string(), placeId: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const placeDetailsQuerySchema = z.object({ placeId: z.string().trim().min(1).max(500) });
export const placeDetailsSchema = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(PLACE_PRECISIONS),
  /** Extra fields for the submit form; absent when the provider gives none. */
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/**
 * GET /api/town-centre?town=Levittown: the centre of a Long Island town the embedded gazetteer
 * knows (its post-office towns), else null. The submit form checks a dropped pin against the
 * typed town with it (decision 320); a text search that found nothing offers to search near it
 * (decision 380), `label` being what its suggestion says ("Levittown, NY, USA").
 */
export const townCentreQuerySchema = z.object({
  town: z.string().trim().min(1).max(MAX_TOWN_NAME_LENGTH),
});
export const townCentreSchema = z.object({
  town: z
    .object({ name: z.string(), label: z.string(), latitude: z.number(), longitude: z.number() })
    .nullable(),
});
export type TownCentre = z.infer<typeof townCentreSchema>;

/**
 * GET /api/town-spelling?text=Freprt: the search text with its misspelled Long Island towns put
 * right ("Freeport"), else null. An empty text search offers it as "Did you mean Freeport?"
 * (decision 420). From the embedded gazetteer whatever provider answers addresses.
 */
export const townSpellingQuerySchema = z.object({
  text: z.string().trim().min(1).max(MAX_SEARCH_QUERY_LENGTH),
});
export const townSpellingSchema = z.object({ didYouMean: z.string().nullable() });
export type TownSpelling = z.infer<typeof townSpellingSchema>;
