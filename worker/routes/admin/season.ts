/**
 * The season check for admins (decision 168). Archived houses leave every list and the map and
 * keep everything they have, so restoring brings them back as they were.
 */
import { totalPagesFor } from "@contract/admin";
import {
  type SeasonBulkResponse,
  seasonBulkRequestSchema,
  type UnconfirmedList,
  unconfirmedQuerySchema,
} from "@contract/season-check";
import { applySeasonAction, listUnconfirmed, type SeasonBulkAction } from "../../db/house-season";
import { factory } from "../../factory";
import { housesChanged } from "../../lib/house-changed";
import { validate } from "../../lib/http/validate";

function bulk(action: SeasonBulkAction) {
  return factory.createHandlers(validate("json", seasonBulkRequestSchema), async (c) => {
    const { ids } = c.req.valid("json");
    const updated = await applySeasonAction(c.var.db, action, ids, new Date());
    // Archived houses leave their town pages; confirmations change every page that shows them.
    await housesChanged(c, ids);
    return c.json({ updated } satisfies SeasonBulkResponse, 200);
  });
}

export const adminSeasonRoutes = factory
  .createApp()
  .get("/unconfirmed", validate("query", unconfirmedQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const list = await listUnconfirmed(c.var.db, query, new Date());
    return c.json(
      {
        ...list,
        page: query.page,
        totalPages: totalPagesFor(list.total, query.limit),
      } satisfies UnconfirmedList,
      200,
    );
  })
  .post("/archive", ...bulk("archive"))
  .post("/restore", ...bulk("restore"))
  .post("/ask-community", ...bulk("ask-community"))
  .post("/stop-asking", ...bulk("stop-asking"))
  .post("/confirm", ...bulk("confirm"));
