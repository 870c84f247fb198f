/** "Still lit this year?" (decision 168): confirming needs the visitor at the house. */
import { houseIdParamSchema } from "@contract/params";
import { currentSeason } from "@contract/season";
import {
  type ConfirmLitResponse,
  confirmLitRequestSchema,
  HELP_US_CHECK_LIMIT,
  type HelpUsCheckResponse,
  SEASON_MESSAGES,
} from "@contract/season-check";
import { HTTPException } from "hono/http-exception";
import { houseLocation } from "../../db/house-detail";
import { confirmHouseLit, helpUsCheckHouses } from "../../db/house-season";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { requireNearHouse } from "../../lib/http/proximity";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { requireUser } from "../../middleware/auth";

export const houseSeasonRoutes = factory
  .createApp()
  .get("/help-us-check", async (c) => {
    const at = new Date();
    const houses = await helpUsCheckHouses(c.var.db, at, HELP_US_CHECK_LIMIT);
    return c.json({ season: currentSeason(at), houses } satisfies HelpUsCheckResponse, 200);
  })
  .post(
    "/:id{[0-9]+}/confirm-lit",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", confirmLitRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const house = await houseLocation(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      requireNearHouse(c.req.valid("json"), house, "confirm its lights");
      const confirmed = await confirmHouseLit(c.var.db, id, new Date());
      if (confirmed === false) throw new HTTPException(409, { message: SEASON_MESSAGES.offSeason });
      if (!confirmed?.confirmedSeason || !confirmed.lastConfirmedAt) {
        throw new HouseNotFound(id);
      }
      await houseChanged(c, id);
      return c.json(
        {
          confirmedSeason: confirmed.confirmedSeason,
          lastConfirmedAt: confirmed.lastConfirmedAt.toISOString(),
        } satisfies ConfirmLitResponse,
        200,
      );
    },
  );
