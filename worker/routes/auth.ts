import { toPublicUser } from "../db/users";
import { factory } from "../factory";
import { currentUser, requireUser } from "../middleware/auth";

export const authRoutes = factory
  .createApp()
  .get("/user", requireUser, (c) => c.json(toPublicUser(currentUser(c)), 200))
  // Firebase sessions live in the browser; the server keeps no session to end. The call exists
  // so clients have one place to hook server-side sign-out work later.
  .post("/logout", (c) => c.body(null, 204));
