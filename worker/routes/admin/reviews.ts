import { adminListQuerySchema } from "@contract/admin";
import { reviewIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import { deleteReviewAsAdmin, listAdminReviews } from "../../db/admin-reviews";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { validate } from "../../lib/http/validate";

export const adminReviewRoutes = factory
  .createApp()
  // `search`: by house or by reviewer (decision 392), at most 200 characters like every search.
  .get("/", validate("query", adminListQuerySchema), async (c) => {
    return c.json(await listAdminReviews(c.var.db, c.req.valid("query")), 200);
  })
  .delete("/:id{[0-9]+}", validate("param", reviewIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const houseId = await deleteReviewAsAdmin(c.var.db, id);
    if (houseId === null) throw new HTTPException(404, { message: "Review not found" });
    await houseChanged(c, houseId);
    return c.json({ success: true }, 200);
  });
