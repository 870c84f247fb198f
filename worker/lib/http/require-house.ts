import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { houseExists } from "../../db/house-detail";

/** 404 {message: "House not found"} unless the house exists. Every house-scoped route uses it. */
export async function requireHouse(db: Db, houseId: number): Promise<void> {
  if (!(await houseExists(db, houseId))) {
    throw new HTTPException(404, { message: "House not found" });
  }
}
