/**
 * LI Lights API (Hono on Cloudflare Workers). Static assets serve the SPA; /api/* lands here.
 *
 *   /api/auth/*   sign-in state (user, logout)
 *
 * Every error answer is JSON {message}. Durable Object classes are exported at the bottom.
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./factory";
import { authMiddleware } from "./middleware/auth";
import { dbMiddleware } from "./middleware/db";
import { authRoutes } from "./routes/auth";

const app = new Hono<AppEnv>().basePath("/api");

app.use(dbMiddleware, authMiddleware);

app.onError((error, c) => {
  if (error instanceof HTTPException) {
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  console.error("Unhandled error", error);
  return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
});

app.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));

const routes = app.route("/auth", authRoutes);

export type AppType = typeof routes;
export default app;
export { HouseEvents } from "./durable-objects/house-events";
