import { adminListQuerySchema } from "@contract/admin";
import { reviewIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import { deleteReviewAsAdmin, listAdminReviews } from "../../db/admin-reviews";
import { factory } from "../../factory";
import { validate } from "../../lib/validate";

export const adminReviewRoutes = factory
  .createApp()
  .get("/", validate("query", adminListQuerySchema.omit({ search: true })), async (c) => {
    return c.json(await listAdminReviews(c.var.db, c.req.valid("query")), 200);
  })
  .delete("/:id{[0-9]+}", validate("param", reviewIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteReviewAsAdmin(c.var.db, id))) {
      throw new HTTPException(404, { message: "Review not found" });
    }
    return c.json({ success: true }, 200);
  });
