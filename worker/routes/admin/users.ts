import { adminListQuerySchema, adminUserUpdateSchema } from "@contract/admin";
import { userIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import { findUser, listAdminUsers, setUserAdmin } from "../../db/admin-users";
import { factory } from "../../factory";
import { validate } from "../../lib/http/validate";
import { currentUser } from "../../middleware/auth";

export const adminUserRoutes = factory
  .createApp()
  .get("/", validate("query", adminListQuerySchema.omit({ search: true })), async (c) => {
    return c.json(await listAdminUsers(c.var.db, c.req.valid("query")), 200);
  })
  .put(
    "/:id",
    validate("param", userIdParamSchema),
    validate("json", adminUserUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { isAdmin } = c.req.valid("json");
      if (id === currentUser(c).id) {
        throw new HTTPException(400, { message: "You cannot change your own admin status" });
      }
      if (!(await findUser(c.var.db, id)))
        throw new HTTPException(404, { message: "User not found" });
      if (!(await setUserAdmin(c.var.db, id, isAdmin))) {
        throw new HTTPException(409, { message: "The last admin cannot be removed" });
      }
      const user = await findUser(c.var.db, id);
      if (!user) throw new HTTPException(404, { message: "User not found" });
      return c.json({ user }, 200);
    },
  );
