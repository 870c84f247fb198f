import { createDb } from "../db/client";
import { factory } from "../factory";

export const dbMiddleware = factory.createMiddleware(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});
