import { createFactory } from "hono/factory";
import type { Db } from "./db/client";
import type { users } from "./db/schema";

export type UserRow = typeof users.$inferSelect;

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    /** The signed-in caller, or null for anonymous requests. */
    user: UserRow | null;
    /** Names the request in every log line and in the X-Request-Id answer header. */
    requestId: string;
  };
};

/** Every route file builds its sub-app and handlers from this factory, so c.var is typed. */
export const factory = createFactory<AppEnv>();
