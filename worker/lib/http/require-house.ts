import { HOUSE_NOT_FOUND } from "@contract/house-gone";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { Db } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { houseExists } from "../../db/house-detail";
import type { AppEnv } from "../../factory";

/**
 * The refusal of every house-scoped route for a house that is not there (deleted, merged into
 * another, or never made): 404 {message: "House not found", houseId} (decision 354). The id tells
 * an open page of that house that it is gone, whichever of its buttons asked; the caller named
 * it, so it gives nothing away.
 */
export class HouseNotFound extends HTTPException {
  constructor(readonly houseId: number) {
    super(404, { message: HOUSE_NOT_FOUND });
  }
}

/** 404 {message: "House not found", houseId} unless the house exists. */
export async function requireHouse(db: Db, houseId: number): Promise<void> {
  if (!(await houseExists(db, houseId))) throw new HouseNotFound(houseId);
}

/** A route's own house is `:id` under `/houses/`, or `:houseId` (favorites), as in decision 354. */
const HOUSE_PARAM = /\/houses\/:id\{|:houseId\{/;

/**
 * The one house a request names: its path's (`/houses/:id`, `/favorites/:houseId`) or, for a
 * house named by the body (POST /api/favorites), the validated body's `houseId`. Null for any
 * other request.
 */
function houseNamedBy(c: Context<AppEnv>): number | null {
  const path = routePath(c);
  if (HOUSE_PARAM.test(path)) {
    const id = Number(c.req.param(path.includes(":houseId{") ? "houseId" : "id"));
    return Number.isSafeInteger(id) ? id : null;
  }
  // Read after the route's validator ran, so only a body that passed its schema counts.
  const body = (c.req as unknown as { valid(target: "json"): unknown }).valid("json");
  const houseId = (body as { houseId?: unknown } | undefined)?.houseId;
  return typeof houseId === "number" && Number.isSafeInteger(houseId) ? houseId : null;
}

/**
 * The house check and the write after it are separate statements, so an admin can delete the
 * house between them; D1 then refuses the write's row with a foreign-key failure. That failure is
 * the route's own "House not found" when the house the request names is gone by now (decision
 * 359). SQLite does not say which key failed, so the house is looked at again: one that is still
 * there means the failure is about something else (a user row, another house), which keeps its
 * 500. Null when the error is not answered as the house's 404.
 */
export async function houseGoneDuringWrite(
  error: unknown,
  c: Context<AppEnv>,
): Promise<HouseNotFound | null> {
  if (!isForeignKeyViolation(error)) return null;
  const houseId = houseNamedBy(c);
  if (houseId === null) return null;
  try {
    return (await houseExists(c.var.db, houseId)) ? null : new HouseNotFound(houseId);
  } catch {
    // The database failing the look as well: the first error is the one to answer and log.
    return null;
  }
}
