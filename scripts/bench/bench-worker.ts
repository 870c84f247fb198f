/**
 * Benchmark-only entry (never deployed, only bundled by scripts/bench/harness.ts): the real API
 * plus three routes: /__bench/exec runs the SQL statements it is sent (migrations and generated
 * houses), /__bench/rows-read runs the list and count SQL of a GET /api/houses query straight
 * on D1 and reports D1's rows_read and SQL duration for each, /__bench/house-events/:id asks
 * that house's Durable Object which instance answers and how many sockets it holds.
 *
 * HouseEvents is the real class with one addition for the live-events bench: each instance
 * draws an id when it is constructed, so a new id while the sockets stay open proves that
 * workerd evicted the object (hibernation) and built it again for the next event.
 */
import { houseListQuerySchema } from "@contract/house";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { countsInOnePass, houseCountSql, houseListSql } from "../../worker/db/house-list";
import app, { HouseEvents as RealHouseEvents } from "../../worker/index";

export class HouseEvents extends RealHouseEvents {
  private readonly instance = crypto.randomUUID();
  private readonly constructedAt = Date.now();

  override async fetch(request: Request) {
    if (new URL(request.url).pathname === "/__bench/instance") {
      return Response.json({
        instance: this.instance,
        constructedAt: this.constructedAt,
        sockets: this.ctx.getWebSockets().length,
      });
    }
    return super.fetch(request);
  }
}

const dialect = new SQLiteSyncDialect({ casing: "snake_case" });

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const url = new URL(request.url);
    if (url.pathname === "/__bench/exec" && request.method === "POST") {
      const statements = (await request.json()) as string[];
      await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
      return Response.json({ ok: true });
    }
    if (url.pathname === "/__bench/rows-read") {
      const query = houseListQuerySchema.parse(Object.fromEntries(url.searchParams));
      const options = { ...query, limit: query.limit ?? 10, offset: query.offset ?? 0 };
      const result: Record<string, number> = {};
      // What the API runs: with a radius the list query counts too (countsInOnePass).
      const statements = [
        ["list", houseListSql(options)],
        ...(countsInOnePass(options) ? [] : [["count", houseCountSql(options)] as const]),
      ] as const;
      for (const [name, statement] of statements) {
        const { sql, params } = dialect.sqlToQuery(statement);
        const answer = await env.DB.prepare(sql)
          .bind(...params)
          .all();
        result[name] = Number(answer.meta.rows_read ?? Number.NaN);
        result[`${name}Ms`] = Number(answer.meta.duration ?? Number.NaN);
      }
      return Response.json(result);
    }
    const houseEvents = /^\/__bench\/house-events\/(\d+)$/.exec(url.pathname);
    if (houseEvents) {
      const stub = env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(houseEvents[1])));
      return stub.fetch("https://house-events/__bench/instance");
    }
    return app.fetch(request, env, ctx);
  },
};
