import { ARCHIVED_TEXT } from "@contract/season";
import { MAX_TOURS_PER_USER } from "@contract/tour-limits";
import {
  createTourRequestSchema,
  popularToursQuerySchema,
  publishTourRequestSchema,
  tourIdParamSchema,
  tourShareParamSchema,
  updateTourRequestSchema,
} from "@contract/tours";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../db/client";
import { viewerKeyFor } from "../db/house-counters";
import {
  listPopularTours,
  publishTour,
  recordTourOpen,
  takeDownTour,
  unpublishTour,
} from "../db/published-tours";
import {
  archivedHouses,
  createTour,
  deleteTour,
  findSharedTour,
  findTour,
  listTours,
  missingHouses,
  updateTour,
} from "../db/tours";
import { type AppEnv, factory } from "../factory";
import { validate } from "../lib/http/validate";
import { siteOrigin } from "../lib/site-origin";
import { currentUser, requireUser } from "../middleware/auth";
import { purgePopularToursPage } from "../pages/popular-tours-page";

/** "stop 3", "stops 2 and 5", "stops 1, 4 and 6". */
function stopPlaces(places: number[]) {
  if (places.length === 1) return `stop ${places[0]}`;
  return `stops ${places.slice(0, -1).join(", ")} and ${places.at(-1)}`;
}

/**
 * 400 when a stop is no house (deleted since the caller picked it, or made up). People know their
 * stops by their place in the list, never by a house id, and a deleted house's title is gone.
 */
async function requireHouses(db: Db, houseIds: number[] | undefined) {
  if (!houseIds) return;
  const missing = new Set(await missingHouses(db, houseIds));
  if (!missing.size) return;
  const places = houseIds.flatMap((id, i) => (missing.has(id) ? [i + 1] : []));
  const one = places.length === 1;
  throw new HTTPException(400, {
    message: `stopIds: ${stopPlaces(places)} of the tour ${one ? "is a house" : "are houses"} no longer on LI Lights (removed since ${one ? "it was" : "they were"} added). Remove ${one ? "it" : "them"} and save again.`,
  });
}

/**
 * 400 when a stop being added is a house an admin archived (decision 324): it is off the map and
 * search, so a new tour cannot take it. `alreadyStops` (a saved tour's own stops) may stay, so an
 * owner can still reorder or rename a tour that holds one; they show flagged, off the route.
 */
async function requireListed(
  db: Db,
  houseIds: number[] | undefined,
  alreadyStops: ReadonlySet<number> = new Set(),
) {
  const added = houseIds?.filter((id) => !alreadyStops.has(id)) ?? [];
  const archived = new Map((await archivedHouses(db, added)).map((h) => [h.id, h.title]));
  if (!archived.size || !houseIds) return;
  const places = houseIds.flatMap((id, i) => (archived.has(id) ? [i + 1] : []));
  const titles = [...archived.values()].map((title) => `"${title}"`).join(", ");
  const one = places.length === 1;
  const notListed = ARCHIVED_TEXT.charAt(0).toLowerCase() + ARCHIVED_TEXT.slice(1);
  throw new HTTPException(400, {
    message: `stopIds: ${stopPlaces(places)} of the tour (${titles}) ${one ? "is" : "are"} ${notListed}. Remove ${one ? "it" : "them"} and save again.`,
  });
}

/** The tour when the caller owns it: 404 when there is none, 403 when it is someone else's. */
async function requireOwnTour(db: Db, id: number, userId: string) {
  const found = await findTour(db, id);
  if (!found) throw new HTTPException(404, { message: "Tour not found" });
  if (found.userId !== userId) throw new HTTPException(403, { message: "This is not your tour" });
  return found.tour;
}

/**
 * The published or shared tour a link names, or 404 "This tour link is not valid any more". A
 * link that is no share id at all (too short, other characters) gets the same answer as one no
 * tour has, not the API's "No API route" or a 400 (decision 411): to whoever opened it, it is a
 * link that leads nowhere either way, and its form is checked before the database is asked.
 */
async function requireSharedTour(c: Context<AppEnv>) {
  const parsed = tourShareParamSchema.safeParse(c.req.param());
  const tour = parsed.success ? await findSharedTour(c.var.db, parsed.data.shareId) : null;
  if (!tour) throw new HTTPException(404, { message: "This tour link is not valid any more" });
  return tour;
}

/**
 * After a write that changes what the popular list shows (who is on it, a listed tour's stops):
 * its page's cached HTML goes, so the next visitor and crawler get the list as it is now
 * (decision 363). Opens and copies only reorder it: those may show a few minutes old.
 */
function popularListChanged(c: Context<AppEnv>) {
  return purgePopularToursPage(siteOrigin(c.env, new URL(c.req.url)));
}

/**
 * Tours (docs/product.md, Tours): the signed-in user's saved tours, and the public read-only
 * view through a tour's share id. Every write checks the owner.
 */
export const tourRoutes = factory
  .createApp()
  .get("/shared/:shareId", async (c) => c.json(await requireSharedTour(c), 200))
  .get("/popular", validate("query", popularToursQuerySchema), async (c) =>
    c.json(await listPopularTours(c.var.db, c.req.valid("query").limit), 200),
  )
  // Someone opened a shared tour: counted (once a day) when the tour is published.
  .post("/shared/:shareId/open", async (c) => {
    const tour = await requireSharedTour(c);
    const userId = c.var.user?.id ?? null;
    const viewerKey = await viewerKeyFor(userId, c.req.header("CF-Connecting-IP"));
    await recordTourOpen(c.var.db, tour.id, { userId, viewerKey });
    return c.json({ success: true as const }, 200);
  })
  // "Save a copy": a new tour of the caller's with the same stops, start and budget.
  .post("/shared/:shareId/copy", requireUser, async (c) => {
    const source = await requireSharedTour(c);
    const user = currentUser(c);
    const copy = await createTour(
      c.var.db,
      user.id,
      { name: source.name, start: source.start, budgetMinutes: source.budgetMinutes },
      // A new tour takes no archived house (decision 324): the copy leaves them out.
      source.stops.filter((s) => !s.archived).map((s) => s.id),
    );
    if (!copy) {
      throw new HTTPException(409, {
        message: `You can save up to ${MAX_TOURS_PER_USER} tours. Delete one to save another.`,
      });
    }
    await recordTourOpen(c.var.db, source.id, {
      userId: user.id,
      viewerKey: await viewerKeyFor(user.id, undefined),
    });
    return c.json(copy, 201);
  })
  .get("/", requireUser, async (c) => c.json(await listTours(c.var.db, currentUser(c).id), 200))
  .post("/", requireUser, validate("json", createTourRequestSchema), async (c) => {
    const { stopIds, ...fields } = c.req.valid("json");
    await requireHouses(c.var.db, stopIds);
    await requireListed(c.var.db, stopIds);
    const tour = await createTour(c.var.db, currentUser(c).id, fields, stopIds);
    if (!tour) {
      throw new HTTPException(409, {
        message: `You can save up to ${MAX_TOURS_PER_USER} tours. Delete one to save another.`,
      });
    }
    return c.json(tour, 201);
  })
  .get("/:id{[0-9]+}", requireUser, validate("param", tourIdParamSchema), async (c) =>
    c.json(await requireOwnTour(c.var.db, c.req.valid("param").id, currentUser(c).id), 200),
  )
  .patch(
    "/:id{[0-9]+}",
    requireUser,
    validate("param", tourIdParamSchema),
    validate("json", updateTourRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const saved = await requireOwnTour(c.var.db, id, currentUser(c).id);
      const { stopIds, expectedUpdatedAt, ...fields } = c.req.valid("json");
      await requireHouses(c.var.db, stopIds);
      await requireListed(c.var.db, stopIds, new Set(saved.stops.map((s) => s.id)));
      const version = expectedUpdatedAt ? new Date(expectedUpdatedAt) : undefined;
      if (!(await updateTour(c.var.db, id, fields, stopIds, version))) {
        // Saved elsewhere since this copy was read (decision 322); a tour deleted meanwhile is 404.
        await requireOwnTour(c.var.db, id, currentUser(c).id);
        throw new HTTPException(409, {
          message: "This tour was saved on another device since you opened it here.",
        });
      }
      if (saved.published && stopIds) await popularListChanged(c);
      return c.json(await requireOwnTour(c.var.db, id, currentUser(c).id), 200);
    },
  )
  .put(
    "/:id{[0-9]+}/publish",
    requireUser,
    validate("param", tourIdParamSchema),
    validate("json", publishTourRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const tour = await requireOwnTour(c.var.db, id, currentUser(c).id);
      // Archived stops are off the route (decision 324): they do not make a tour worth listing.
      if (!tour.estimate.totalStops) {
        throw new HTTPException(400, { message: "Add a stop before publishing the tour" });
      }
      const { name, town } = c.req.valid("json");
      if (!(await publishTour(c.var.db, id, name, town))) {
        throw new HTTPException(403, { message: "An admin took this tour off Popular Tours." });
      }
      await popularListChanged(c);
      return c.json(await requireOwnTour(c.var.db, id, currentUser(c).id), 200);
    },
  )
  // The owner takes a tour off the popular list (and may publish it again), or an admin does
  // (and it stays off: decision 294).
  .delete("/:id{[0-9]+}/publish", requireUser, validate("param", tourIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const user = currentUser(c);
    const found = await findTour(c.var.db, id);
    if (!found) throw new HTTPException(404, { message: "Tour not found" });
    if (found.userId !== user.id && !user.isAdmin) {
      throw new HTTPException(403, { message: "This is not your tour" });
    }
    // An admin on someone else's tour takes it down; on their own tour they are its owner.
    const removed =
      found.userId === user.id
        ? await unpublishTour(c.var.db, id)
        : await takeDownTour(c.var.db, id);
    if (!removed) {
      throw new HTTPException(404, { message: "This tour is not published" });
    }
    await popularListChanged(c);
    return c.json({ success: true as const }, 200);
  })
  .delete("/:id{[0-9]+}", requireUser, validate("param", tourIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const tour = await requireOwnTour(c.var.db, id, currentUser(c).id);
    await deleteTour(c.var.db, id);
    if (tour.published) await popularListChanged(c);
    return c.json({ success: true as const }, 200);
  });
