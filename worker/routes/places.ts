import {
  autocompleteQuerySchema,
  geocodeQuerySchema,
  placeDetailsQuerySchema,
  townCentreQuerySchema,
  townSpellingQuerySchema,
} from "@contract/places";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { houseAddressById, searchHouseAddresses } from "../db/house-addresses";
import { type AppEnv, factory } from "../factory";
import { validate } from "../lib/http/validate";
import { logError } from "../lib/structured-log";
import { requireUser } from "../middleware/auth";
import { didYouMean, PlacesError, placesProviderFor, townCentre } from "../services/places";

function provider(c: Context<AppEnv>) {
  const db = c.var.db;
  return placesProviderFor(c.env, {
    search: (text, limit) => searchHouseAddresses(db, text, limit),
    byId: (id) => houseAddressById(db, id),
  });
}

/** Provider outages become 502 {message}, never 500. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlacesError) {
      logError("places-provider-failed", error);
      throw new HTTPException(502, { message: "The place search service is unavailable" });
    }
    throw error;
  }
}

/**
 * With a Google key every call costs money: only signed-in users may make them. The offline
 * gazetteer (no key) stays public.
 */
const requireUserWhenPaid = factory.createMiddleware(async (c, next) => {
  if (c.env.GOOGLE_PLACES_API_KEY?.trim()) return requireUser(c, next);
  await next();
});

/** Geocode, autocomplete and place details through the places adapter. */
export const placeRoutes = factory
  .createApp()
  .get("/geocode", requireUserWhenPaid, validate("query", geocodeQuerySchema), async (c) => {
    const { query } = c.req.valid("query");
    const result = await guarded(() => provider(c).geocode(query));
    if (!result) throw new HTTPException(404, { message: `No place found for "${query}"` });
    return c.json(result, 200);
  })
  .get(
    "/autocomplete",
    requireUserWhenPaid,
    validate("query", autocompleteQuerySchema),
    async (c) => {
      const { input } = c.req.valid("query");
      const suggestions = await guarded(() => provider(c).autocomplete(input));
      return c.json({ suggestions }, 200);
    },
  )
  .get(
    "/place-details",
    requireUserWhenPaid,
    validate("query", placeDetailsQuerySchema),
    async (c) => {
      const { placeId } = c.req.valid("query");
      const details = await guarded(() => provider(c).placeDetails(placeId));
      if (!details) throw new HTTPException(404, { message: "Place not found" });
      return c.json(details, 200);
    },
  )
  /**
   * The centre of a typed town, for the submit form's check of a dropped pin (decision 320). From
   * the embedded gazetteer whatever provider answers addresses: it costs nothing, so it needs no
   * sign-in, and a town it does not know is null (the form then asks nothing), not a 404.
   */
  .get("/town-centre", validate("query", townCentreQuerySchema), (c) => {
    const { town } = c.req.valid("query");
    return c.json({ town: townCentre(town) }, 200);
  })
  /**
   * An empty text search's "Did you mean Freeport?" (decision 420): the text with its misspelled
   * towns put right, else null. The embedded gazetteer's names, free and public like the above.
   */
  .get("/town-spelling", validate("query", townSpellingQuerySchema), (c) => {
    const { text } = c.req.valid("query");
    return c.json({ didYouMean: didYouMean(text) }, 200);
  });
