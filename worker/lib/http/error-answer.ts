import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { AppEnv } from "../../factory";
import { logError } from "../structured-log";
import { HouseNotFound, houseGoneDuringWrite } from "./require-house";

/**
 * The worker's error handler: a refusal the code raised (HTTPException) is its status and
 * message (a house that is not there is named too: require-house.ts). A write D1 refused because
 * the request's house was deleted after the route checked it is that house's 404 as well
 * (decision 359). Anything else is a 500 with a plain message, and one error line with the stack
 * and the request id goes to the log (the id is also in the answer's X-Request-Id header).
 */
export async function answerError(error: Error, c: Context<AppEnv>) {
  const goneHouse = await houseGoneDuringWrite(error, c);
  if (goneHouse) return answerError(goneHouse, c);
  if (error instanceof HouseNotFound) {
    return c.json({ message: error.message, houseId: error.houseId }, error.status);
  }
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  logError("error", error, {
    requestId: c.get("requestId") ?? null,
    method: c.req.method,
    route: routePath(c),
  });
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
}
