/**
 * The admin queue of homeowner requests (docs/homeowners.md). An approved removal puts the
 * address on the do-not-list and deletes the house with its media; a declined one shows the
 * address again. A request decided already answers 409 (two admins on one queue).
 */
import { totalPagesFor } from "@contract/admin";
import {
  HOMEOWNER_MESSAGES,
  type HomeownerDecision,
  type HomeownerQueue,
  homeownerQueueQuerySchema,
} from "@contract/homeowners";
import { idParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import {
  approveClaim,
  approveRemoval,
  declineRequest,
  findHomeownerRequest,
  listHomeownerRequests,
} from "../../db/homeowner-requests";
import { houseLink } from "../../db/house-detail";
import { factory } from "../../factory";
import { deleteHouse } from "../../lib/delete-house";
import { houseChanged } from "../../lib/house-changed";
import { validate } from "../../lib/http/validate";
import { currentUser } from "../../middleware/auth";

function alreadyDecided(): never {
  throw new HTTPException(409, { message: HOMEOWNER_MESSAGES.requestDecided });
}

export const adminHomeownerRequestRoutes = factory
  .createApp()
  .get("/", validate("query", homeownerQueueQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const list = await listHomeownerRequests(c.var.db, query);
    return c.json(
      {
        ...list,
        page: query.page,
        totalPages: totalPagesFor(list.total, query.limit),
      } satisfies HomeownerQueue,
      200,
    );
  })
  .post("/:id{[0-9]+}/approve", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const request = await findHomeownerRequest(c.var.db, id);
    if (!request) throw new HTTPException(404, { message: "Request not found" });
    if (request.status !== "pending") alreadyDecided();
    const adminId = currentUser(c).id;
    const at = new Date();
    if (request.kind === "claim") {
      if (!(await approveClaim(c.var.db, request, adminId, at))) alreadyDecided();
      await houseChanged(c, request.houseId);
      return c.json(
        { id, status: "approved", houseDeleted: false } satisfies HomeownerDecision,
        200,
      );
    }
    if (!(await approveRemoval(c.var.db, request, adminId, at))) alreadyDecided();
    const link = await houseLink(c.var.db, request.houseId);
    const deleted = await deleteHouse(c.env, c.var.db, request.houseId);
    if (deleted) await houseChanged(c, request.houseId, { formerLink: link });
    return c.json(
      { id, status: "approved", houseDeleted: deleted } satisfies HomeownerDecision,
      200,
    );
  })
  .post("/:id{[0-9]+}/decline", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const request = await findHomeownerRequest(c.var.db, id);
    if (!request) throw new HTTPException(404, { message: "Request not found" });
    if (request.status !== "pending") alreadyDecided();
    if (!(await declineRequest(c.var.db, request, currentUser(c).id, new Date()))) {
      alreadyDecided();
    }
    await houseChanged(c, request.houseId);
    return c.json({ id, status: "declined", houseDeleted: false } satisfies HomeownerDecision, 200);
  });
