/**
 * Benchmark-only entry (never deployed, only bundled by scripts/bench-houses.ts): the real API
 * plus two routes: /__bench/exec runs the SQL statements it is sent (migrations and generated
 * houses), /__bench/rows-read runs the list and count SQL of a GET /api/houses query straight
 * on D1 and reports D1's rows_read and SQL duration for each.
 */
import { houseListQuerySchema } from "@contract/house";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { countsInOnePass, houseCountSql, houseListSql } from "../../worker/db/house-list";
import app from "../../worker/index";

export { HouseEvents } from "../../worker/index";

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
    return app.fetch(request, env, ctx);
  },
};
