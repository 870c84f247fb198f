import { HOMEOWNER_MESSAGES } from "@contract/homeowner-texts";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { houseOwnerId } from "../../db/homeowner-requests";
import type { UserRow } from "../../factory";
import { HouseNotFound } from "./require-house";

/**
 * The house's own texts (description, schedule) are open to every signed-in user until an admin
 * approves a homeowner; from then on only that owner and admins change them
 * (docs/homeowners.md). 404 when the house does not exist, 403 {message} for anyone else.
 */
export async function requireOwnerWhenOwned(db: Db, houseId: number, user: UserRow) {
  const ownerId = await houseOwnerId(db, houseId);
  if (ownerId === undefined) throw new HouseNotFound(houseId);
  if (ownerId !== null && ownerId !== user.id && !user.isAdmin) {
    throw new HTTPException(403, { message: HOMEOWNER_MESSAGES.ownerManages });
  }
}

/** Owner-only actions (season answer, review answers): 404 no house, 403 not its owner. */
export async function requireHouseOwner(db: Db, houseId: number, user: UserRow) {
  const ownerId = await houseOwnerId(db, houseId);
  if (ownerId === undefined) throw new HouseNotFound(houseId);
  if (ownerId !== user.id) throw new HTTPException(403, { message: HOMEOWNER_MESSAGES.notOwner });
}
