/** GET /api/health for uptime monitors (docs/operations.md, Health). */

import { env } from "cloudflare:workers";
import { healthAnswerSchema } from "@contract/operations";
import { afterEach, beforeEach, describe, it, vi } from "vitest";
import { limitClassFor } from "../worker/middleware/rate-limit";
import { expectJson } from "./expect-json";
import { api, apiWithEnv } from "./factories";

beforeEach(() => {
  // The failing checks log their cause; the lines are checked in request-log.test.ts.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("GET /api/health", () => {
  it("answers 200 ok when D1 and R2 answer, signed out and never cached", async ({ expect }) => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await expectJson(res, healthAnswerSchema);
    expect(body).toEqual({
      status: "ok",
      checks: {
        d1: { ok: true, durationMs: expect.any(Number) },
        r2: { ok: true, durationMs: expect.any(Number) },
      },
    });
    // HEAD, as some monitors send it, gets the same status.
    expect((await api("/api/health", { method: "HEAD" })).status).toBe(200);
  });

  it("answers 503 naming D1 when the database fails, without its error text", async ({
    expect,
  }) => {
    const failingDb = {
      withSession: (constraint: string) => env.DB.withSession(constraint),
      prepare() {
        throw new Error("D1_ERROR: no such table: secret_internal_name");
      },
    };
    const res = await apiWithEnv({ DB: failingDb as unknown as D1Database }, "/api/health");
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(text).not.toContain("secret_internal_name");
    expect(JSON.parse(text)).toEqual({
      status: "failing",
      checks: {
        d1: { ok: false, durationMs: expect.any(Number), error: "D1 did not answer" },
        r2: { ok: true, durationMs: expect.any(Number) },
      },
    });
  });

  it("answers 503 naming R2 when the bucket fails", async ({ expect }) => {
    const failingBucket = { head: () => Promise.reject(new Error("R2 unavailable")) };
    const res = await apiWithEnv({ MEDIA: failingBucket as unknown as R2Bucket }, "/api/health");
    expect(res.status).toBe(503);
    const body = await expectJson(res, healthAnswerSchema);
    expect(body.status).toBe("failing");
    expect(body.checks.d1.ok).toBe(true);
    expect(body.checks.r2).toMatchObject({ ok: false, error: "R2 did not answer" });
  });

  it("is never rate limited, even polled far beyond every limit from one address", async ({
    expect,
  }) => {
    expect(limitClassFor("GET", "/api/health")).toBeNull();
    const tight = {
      RATE_LIMIT_WRITES: env.TEST_RATE_LIMIT,
      RATE_LIMIT_SIGN_IN: env.TEST_RATE_LIMIT,
      RATE_LIMIT_UPLOADS: env.TEST_RATE_LIMIT,
      RATE_LIMIT_LIVE: env.TEST_RATE_LIMIT,
      RATE_LIMIT_PAID: env.TEST_RATE_LIMIT,
    };
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    for (let poll = 0; poll < 6; poll++) {
      const res = await apiWithEnv(tight, "/api/health", { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(200);
    }
  });
});
