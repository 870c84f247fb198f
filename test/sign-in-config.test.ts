/**
 * Sign-in configuration cannot fail open: unsigned (emulator) tokens are accepted only for a
 * demo- project with a loopback emulator host, only when truly unsigned, and only when every
 * production claim check passes. Requests go through the worker's fetch with the environment
 * changed per case; App Check keys come from a locally generated key set served at the fetch edge.
 */

import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { apiWithEnv, emulatorToken, newCaller } from "./factories";

/** The worker under other bindings (a production-like sign-in configuration, for example). */
const callWorker = (
  path: string,
  overrides: Partial<Env>,
  init: Parameters<typeof apiWithEnv>[2] = {},
) => apiWithEnv(overrides, path, init);

describe("emulator mode", () => {
  it("accepts an unsigned token for a demo- project on a loopback host", async ({ expect }) => {
    for (const host of ["127.0.0.1:9099", "localhost:9099", "[::1]:9099"]) {
      const caller = newCaller();
      const res = await callWorker(
        "/api/auth/user",
        { FIREBASE_AUTH_EMULATOR_HOST: host },
        { token: caller.token },
      );
      expect(res.status, host).toBe(200);
    }
  });

  it("is refused with a non-demo project id", async ({ expect }) => {
    const caller = newCaller();
    const token = emulatorToken({
      sub: caller.uid,
      iss: "https://securetoken.google.com/lights-prod",
      aud: "lights-prod",
    });
    const res = await callWorker(
      "/api/auth/user",
      { FIREBASE_PROJECT_ID: "lights-prod", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      { token },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid or expired sign-in" });
  });

  it("is refused with an emulator host that is not loopback", async ({ expect }) => {
    const caller = newCaller();
    for (const host of ["10.0.0.7:9099", "emulator.example.com:9099", "127.0.0.1.evil.com"]) {
      const res = await callWorker(
        "/api/auth/user",
        { FIREBASE_AUTH_EMULATOR_HOST: host },
        { token: caller.token },
      );
      expect(res.status, host).toBe(401);
    }
  });

  it("refuses a token that carries a signature", async ({ expect }) => {
    const { privateKey } = await generateKeyPair("RS256");
    const now = Math.floor(Date.now() / 1000);
    const signed = await new SignJWT({ auth_time: now, email: "s@example.com" })
      .setProtectedHeader({ alg: "RS256", kid: "k" })
      .setIssuer("https://securetoken.google.com/demo-lights")
      .setAudience("demo-lights")
      .setSubject("signed-user")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const res = await callWorker("/api/auth/user", {}, { token: signed });
    expect(res.status).toBe(401);
    // alg none with a non-empty signature part is refused as well.
    const unsignedWithSignature = `${newCaller().token}c2lnbmF0dXJl`;
    expect((await callWorker("/api/auth/user", {}, { token: unsignedWithSignature })).status).toBe(
      401,
    );
  });

  it("keeps the production claim checks", async ({ expect }) => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, Record<string, unknown>> = {
      "subject too long": { sub: "x".repeat(129) },
      "empty subject": { sub: "" },
      "iat in the future": { sub: "u1", iat: now + 600 },
      "auth_time missing": { sub: "u1", auth_time: undefined },
      "auth_time in the future": { sub: "u1", auth_time: now + 600 },
      "wrong audience": { sub: "u1", aud: "other-project" },
      "wrong issuer": { sub: "u1", iss: "https://securetoken.google.com/other" },
      expired: { sub: "u1", iat: now - 7200, exp: now - 3600 },
    };
    for (const [label, claims] of Object.entries(cases)) {
      const res = await callWorker("/api/auth/user", {}, { token: emulatorToken(claims) });
      expect(res.status, label).toBe(401);
      expect(await res.json(), label).toEqual({ message: "Invalid or expired sign-in" });
    }
  });

  it("says only 'Invalid or expired sign-in' for a malformed header", async ({ expect }) => {
    const res = await callWorker("/api/auth/user", {}, { headers: { Authorization: "Bearer" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid or expired sign-in" });
  });
});

describe("App Check (optional)", () => {
  const PROJECT_NUMBER = "123456789";
  const enforced = { FIREBASE_APP_CHECK: "enforce", FIREBASE_PROJECT_NUMBER: PROJECT_NUMBER };
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;
  let jwks: { keys: unknown[] };
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair("RS256")).privateKey;
    jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: "ac-1", alg: "RS256" }] };
    // The network edge: only the App Check key set is answered; anything else goes through.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === "https://firebaseappcheck.googleapis.com/v1/jwks") {
        return Response.json(jwks);
      }
      return realFetch(input, init);
    });
  });
  afterAll(() => vi.restoreAllMocks());

  function appCheckToken(options: { key?: CryptoKey; projectNumber?: string; exp?: number } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const number = options.projectNumber ?? PROJECT_NUMBER;
    return new SignJWT({})
      .setProtectedHeader({ alg: "RS256", kid: "ac-1", typ: "JWT" })
      .setIssuer(`https://firebaseappcheck.googleapis.com/${number}`)
      .setAudience([`projects/${number}`, "projects/lights-prod"])
      .setSubject("1:123456789:web:abc")
      .setIssuedAt(now)
      .setExpirationTime(options.exp ?? now + 3600)
      .sign(options.key ?? signingKey);
  }

  const write = (overrides: Partial<Env>, headers: Record<string, string> = {}) =>
    callWorker("/api/validate-text", overrides, {
      method: "POST",
      body: { text: "Lovely lights" },
      headers,
    });

  it("is off by default", async ({ expect }) => {
    expect((await write({})).status).toBe(200);
  });

  it("when enforced, refuses writes without a valid token and lets reads through", async ({
    expect,
  }) => {
    const missing = await write(enforced);
    expect(missing.status).toBe(403);
    expect((await missing.json<{ message: string }>()).message).toMatch(/could not be verified/);
    const now = Math.floor(Date.now() / 1000);
    for (const [label, token] of [
      ["stranger's key", await appCheckToken({ key: strangerKey })],
      ["other project", await appCheckToken({ projectNumber: "999" })],
      ["expired", await appCheckToken({ exp: now - 60 })],
      ["garbage", "not-a-token"],
    ] as const) {
      expect((await write(enforced, { "X-Firebase-AppCheck": token })).status, label).toBe(403);
    }
    expect((await callWorker("/api/site-content?page=header", enforced)).status).toBe(200);
  });

  it("when enforced, accepts a write with a valid token", async ({ expect }) => {
    const res = await write(enforced, { "X-Firebase-AppCheck": await appCheckToken() });
    expect(res.status).toBe(200);
  });
});
