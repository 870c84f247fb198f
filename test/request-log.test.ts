/**
 * Request ids and log lines (docs/operations.md, Logs): every answer names its request in
 * X-Request-Id, every request leaves one log line with the route pattern, status, duration and
 * a hashed caller (and for a refusal, the message the caller saw), and an unhandled error leaves
 * one error line with its stack. Lines written deep inside a request (middleware, services) carry
 * its id too. No line ever carries the caller's e-mail, token or uid.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from "vitest";
import { hashedUserId } from "../worker/lib/structured-log";
import {
  api,
  apiWithEnv,
  createHouse,
  failingWorkersAi,
  newCaller,
  PNG_DATA_URL,
  signedIn,
} from "./factories";

let logs: MockInstance<typeof console.log>;
let warnings: MockInstance<typeof console.warn>;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  logs = vi.spyOn(console, "log").mockImplementation(() => undefined);
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

type Line = Record<string, unknown>;
const linesOf = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((args) => args[0]).filter((line): line is Line => typeof line === "object");
const requestLine = (requestId: string) =>
  linesOf(logs).filter((line) => line.event === "request" && line.requestId === requestId);

describe("request ids", () => {
  it("are on API answers of every kind, and on the pages the worker builds", async ({ expect }) => {
    const house = await createHouse();
    const answers = [
      await api("/api/houses"),
      await api(`/api/houses/${house.id}`),
      await api("/api/favorites"),
      await api("/api/houses/not-a-number"),
      await api("/api/nothing-here"),
      await api("/"),
    ];
    const ids = answers.map((res) => res.headers.get("X-Request-Id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("are Cloudflare's ray id when the request came through Cloudflare, never a made-up header", async ({
    expect,
  }) => {
    const ray = "8f1e2d3c4b5a6978-EWR";
    const fromCloudflare = await api("/api/houses", { headers: { "cf-ray": ray } });
    expect(fromCloudflare.headers.get("X-Request-Id")).toBe(ray);
    const madeUp = await api("/api/houses", { headers: { "cf-ray": '"}<script>' } });
    expect(madeUp.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request log lines", () => {
  it("say method, route pattern, status, duration and the hashed caller, and nothing that names them", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller({ name: "Logan Logged" }));
    const house = await createHouse();
    const res = await api(`/api/houses/${house.id}`, { token: caller.token });
    expect(res.status).toBe(200);
    const id = res.headers.get("X-Request-Id")!;
    const lines = requestLine(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      event: "request",
      requestId: id,
      method: "GET",
      route: "/api/houses/:id{[0-9]+}",
      status: 200,
      durationMs: expect.any(Number),
      user: await hashedUserId(caller.uid),
    });
    expect(lines[0]?.user).toMatch(/^[0-9a-f]{16}$/);
    const written = JSON.stringify([...logs.mock.calls, ...errors.mock.calls]);
    expect(written).not.toContain(caller.email);
    expect(written).not.toContain(caller.token);
    expect(written).not.toContain(caller.uid);
  });

  it("are written for refusals and anonymous callers too", async ({ expect }) => {
    const refused = await api("/api/favorites");
    expect(refused.status).toBe(401);
    expect(requestLine(refused.headers.get("X-Request-Id")!)).toEqual([
      expect.objectContaining({ method: "GET", status: 401, user: null }),
    ]);
    const missing = await api("/api/nothing-here", { method: "POST" });
    expect(requestLine(missing.headers.get("X-Request-Id")!)).toEqual([
      expect.objectContaining({ method: "POST", status: 404 }),
    ]);
  });

  it("of a refusal carry the message the caller was shown; other answers carry none", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const refusals = [
      // 400: a validation message naming the field.
      await api("/api/client-errors", { method: "POST", body: { kind: "render", message: "x" } }),
      // 401, 403 and a 404 of the API.
      await api("/api/favorites"),
      await api("/api/admin/scheduled-jobs", { token: caller.token }),
      await api("/api/nothing-here"),
    ];
    expect(refusals.map((res) => res.status)).toEqual([400, 401, 403, 404]);
    for (const res of refusals) {
      const { message } = (await res.json()) as { message: string };
      expect(message.length).toBeGreaterThan(0);
      expect(requestLine(res.headers.get("X-Request-Id")!)).toEqual([
        expect.objectContaining({ status: res.status, refusal: message }),
      ]);
    }
    // A success, and a 404 page (HTML, not a refusal's message), have none.
    const fine = await api("/api/houses");
    const page = await api("/no-such-page");
    expect(page.status).toBe(404);
    for (const res of [fine, page]) {
      expect(requestLine(res.headers.get("X-Request-Id")!)[0]).not.toHaveProperty("refusal");
    }
    const written = JSON.stringify(logs.mock.calls);
    expect(written).not.toContain(caller.email);
    expect(written).not.toContain(caller.token);
  });

  it("written below the routes carry the request's id too", async ({ expect }) => {
    // Middleware: a refused sign-in token.
    const refused = await api("/api/houses", { token: "not-a-token" });
    expect(refused.status).toBe(401);
    expect(linesOf(warnings).filter((line) => line.event === "sign-in-token-refused")).toEqual([
      expect.objectContaining({ requestId: refused.headers.get("X-Request-Id") }),
    ]);
    // A service that is handed no request: the image model fails, the image is held.
    const caller = await signedIn(newCaller());
    const held = await apiWithEnv({ AI: failingWorkersAi("model down") }, "/api/upload-image", {
      method: "POST",
      token: caller.token,
      body: { imageData: PNG_DATA_URL },
    });
    expect(held.status).toBe(201);
    expect(linesOf(errors).filter((line) => line.event === "image-moderation-failed")).toEqual([
      expect.objectContaining({
        requestId: held.headers.get("X-Request-Id"),
        errorMessage: "model down",
      }),
    ]);
  });

  it("written by lib code and after the answer carry the request's id too", async ({ expect }) => {
    // A SITE_ORIGIN the worker refuses (each value is judged once per isolate: a fresh one).
    const refusedOrigin = `http://log-${crypto.randomUUID()}.test`;
    const page = await apiWithEnv({ SITE_ORIGIN: refusedOrigin }, "/privacy-policy");
    expect(page.status).toBe(200);
    expect(linesOf(errors).filter((line) => line.event === "site-origin-ignored")).toEqual([
      expect.objectContaining({
        requestId: page.headers.get("X-Request-Id"),
        errorMessage: `SITE_ORIGIN "${refusedOrigin}" is not an https URL`,
      }),
    ]);
    // The edge cache refuses a house page's copy after the page was answered.
    vi.spyOn(caches.default, "put").mockRejectedValue(new Error("cache unavailable"));
    const house = await createHouse();
    const housePage = await api(`/house/${house.id}`);
    expect(housePage.status).toBe(200);
    expect(linesOf(errors).filter((line) => line.event === "page-cache-write-failed")).toEqual([
      expect.objectContaining({
        requestId: housePage.headers.get("X-Request-Id"),
        path: `/house/${house.id}`,
        errorMessage: "cache unavailable",
      }),
    ]);
  });

  it("an unhandled error answers 500 with the plain message and leaves one error line with its stack", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    // D1 failing underneath: the request's database session cannot be opened.
    const brokenDb = {
      ...env.DB,
      withSession() {
        throw new Error("D1_ERROR: simulated outage");
      },
    };
    const res = await apiWithEnv({ DB: brokenDb as unknown as D1Database }, "/api/houses", {
      token: caller.token,
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
    });
    const id = res.headers.get("X-Request-Id")!;
    const errorLines = linesOf(errors).filter((line) => line.requestId === id);
    expect(errorLines).toEqual([
      expect.objectContaining({
        event: "error",
        method: "GET",
        errorMessage: "D1_ERROR: simulated outage",
        stack: expect.stringContaining("simulated outage"),
      }),
    ]);
    expect(requestLine(id)).toEqual([expect.objectContaining({ status: 500 })]);
    const written = JSON.stringify([...logs.mock.calls, ...errors.mock.calls]);
    expect(written).not.toContain(caller.token);
  });
});

describe("client error reports", () => {
  const report = {
    path: "/favorites",
    kind: "render",
    message: "Cannot read properties of undefined (reading 'title')",
    stack:
      "TypeError: Cannot read properties of undefined\n    at FavoriteCard (favorites-page.js:1:200)",
  };

  it("leave one client-error line tied to the request's line, signed in or not, and answer 204", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    for (const token of [undefined, caller.token]) {
      const res = await api("/api/client-errors", {
        method: "POST",
        body: report,
        token,
        headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)" },
      });
      expect(res.status).toBe(204);
      const id = res.headers.get("X-Request-Id")!;
      expect(
        linesOf(logs).filter((line) => line.event === "client-error" && line.requestId === id),
      ).toEqual([
        {
          event: "client-error",
          requestId: id,
          ...report,
          userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)",
        },
      ]);
      expect(requestLine(id)).toEqual([
        expect.objectContaining({
          status: 204,
          user: token ? await hashedUserId(caller.uid) : null,
        }),
      ]);
    }
  });

  it("refuse a report that is not one with a 400 and its reason, and log no client-error line", async ({
    expect,
  }) => {
    for (const body of [
      { ...report, path: "https://elsewhere.example/" },
      { ...report, kind: "boom" },
      { ...report, message: "x".repeat(501) },
      { ...report, stack: "x".repeat(4001) },
      { kind: "render", message: "no path" },
      "not json",
    ]) {
      const res = await api("/api/client-errors", { method: "POST", body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    expect(linesOf(logs).filter((line) => line.event === "client-error")).toEqual([]);
  });
});
