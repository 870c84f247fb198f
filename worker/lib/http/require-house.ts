import { HOUSE_NOT_FOUND } from "@contract/house-gone";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { houseExists } from "../../db/house-detail";

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
