/**
 * App Check on the client: writes carry the token the App Check SDK hands out, reads carry none,
 * and without a configured source nothing is sent. The SDK is the real one, with its own
 * CustomProvider standing in for reCAPTCHA (no network here); the network is stubbed.
 */
import { CustomProvider } from "@firebase/app-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { APP_CHECK_HEADER, setAppCheckTokenSource } from "./app-check";
import { startAppCheck } from "./app-check-client";

const sent: { method: string; headers: Headers }[] = [];

function answerOk() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? "GET", headers: new Headers(init.headers) });
      return new Response(JSON.stringify({ styleUrl: null }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAppCheckTokenSource(undefined);
  sent.length = 0;
});

describe("App Check header", () => {
  it("is absent when App Check is not configured", async () => {
    answerOk();
    await api("POST /api/auth/logout");
    expect(sent[0]?.headers.get(APP_CHECK_HEADER)).toBeNull();
  });

  it("goes with writes, not with reads, carrying the SDK's token", async () => {
    const provider = new CustomProvider({
      getToken: async () => ({
        token: "app-check-token-1",
        expireTimeMillis: Date.now() + 60 * 60_000,
      }),
    });
    setAppCheckTokenSource(Promise.resolve(startAppCheck("unused-site-key", provider)));
    answerOk();
    await api("GET /api/map-config");
    await api("POST /api/auth/logout");
    expect(sent.map((s) => [s.method, s.headers.get(APP_CHECK_HEADER)])).toEqual([
      ["GET", null],
      ["POST", "app-check-token-1"],
    ]);
  });
});
