import { env } from "cloudflare:workers";
import { errorSchema, userSchema } from "@contract/user";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { beforeAll, describe, it } from "vitest";
import { verifyFirebaseIdToken } from "../worker/services/auth/firebase-production";
import { expectJson } from "./expect-json";
import { api, emulatorToken, newCaller } from "./factories";

const PROJECT = "demo-lights";
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

describe("production token verification (RS256 against a local key set)", () => {
  let signingKey: CryptoKey;
  let otherKey: CryptoKey;
  let keys: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    const other = await generateKeyPair("RS256", { extractable: true });
    signingKey = pair.privateKey;
    otherKey = other.privateKey;
    const jwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: "key-1",
      alg: "RS256",
      use: "sig",
    };
    keys = createLocalJWKSet({ keys: [jwk] });
  });

  const now = () => Math.floor(Date.now() / 1000);

  function sign(
    overrides: { kid?: string; key?: CryptoKey; claims?: Record<string, unknown> } = {},
  ) {
    const t = now();
    return new SignJWT({
      auth_time: t - 10,
      email: "a@example.com",
      email_verified: true,
      ...overrides.claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: overrides.kid ?? "key-1" })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject("uid-123")
      .setIssuedAt(t - 10)
      .setExpirationTime(t + 3600)
      .sign(overrides.key ?? signingKey);
  }

  const verify = (token: string) => verifyFirebaseIdToken(token, { projectId: PROJECT, keys });

  it("accepts a valid token and reads its claims", async ({ expect }) => {
    const verified = await verify(await sign());
    expect(verified).toEqual({
      uid: "uid-123",
      email: "a@example.com",
      emailVerified: true,
      name: null,
      picture: null,
    });
  });

  it("rejects a wrong signature", async ({ expect }) => {
    await expect(verify(await sign({ key: otherKey }))).rejects.toThrow(/signature/i);
  });

  it("rejects alg none", async ({ expect }) => {
    const token = emulatorToken({ sub: "uid-123" });
    await expect(verify(token)).rejects.toThrow();
  });

  it("rejects an unknown kid", async ({ expect }) => {
    await expect(verify(await sign({ kid: "nope" }))).rejects.toThrow(/key/i);
  });

  it("rejects a wrong audience", async ({ expect }) => {
    const t = now();
    const token = await new SignJWT({ auth_time: t })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer(ISSUER)
      .setAudience("someone-else")
      .setSubject("uid-123")
      .setIssuedAt(t)
      .setExpirationTime(t + 3600)
      .sign(signingKey);
    await expect(verify(token)).rejects.toThrow(/aud/i);
  });

  it("rejects a wrong issuer", async ({ expect }) => {
    const t = now();
    const token = await new SignJWT({ auth_time: t })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer("https://securetoken.google.com/other")
      .setAudience(PROJECT)
      .setSubject("uid-123")
      .setIssuedAt(t)
      .setExpirationTime(t + 3600)
      .sign(signingKey);
    await expect(verify(token)).rejects.toThrow(/iss/i);
  });

  it("rejects an expired token", async ({ expect }) => {
    const t = now();
    const token = await new SignJWT({ auth_time: t - 7200 })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject("uid-123")
      .setIssuedAt(t - 7200)
      .setExpirationTime(t - 3600)
      .sign(signingKey);
    await expect(verify(token)).rejects.toThrow(/exp/i);
  });

  it("rejects a token issued in the future", async ({ expect }) => {
    const t = now();
    const token = await new SignJWT({ auth_time: t })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject("uid-123")
      .setIssuedAt(t + 600)
      .setExpirationTime(t + 3600)
      .sign(signingKey);
    await expect(verify(token)).rejects.toThrow(/iat|future/i);
  });

  it("rejects an auth_time in the future", async ({ expect }) => {
    await expect(verify(await sign({ claims: { auth_time: now() + 600 } }))).rejects.toThrow(
      /auth_time/,
    );
  });

  it("rejects an empty subject", async ({ expect }) => {
    const t = now();
    const token = await new SignJWT({ auth_time: t })
      .setProtectedHeader({ alg: "RS256", kid: "key-1" })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject("")
      .setIssuedAt(t)
      .setExpirationTime(t + 3600)
      .sign(signingKey);
    await expect(verify(token)).rejects.toThrow();
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 JSON without a token", async ({ expect }) => {
    const res = await api("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await expectJson(res, errorSchema)).toEqual({ message: "Unauthorized" });
  });

  it("answers 401 for an emulator token of another project", async ({ expect }) => {
    const token = emulatorToken({ sub: "x", aud: "other-project" });
    const res = await api("/api/auth/user", { token });
    expect(res.status).toBe(401);
    expect((await expectJson(res, errorSchema)).message).toBe("Invalid or expired sign-in");
  });

  it("answers 401 for an expired emulator token", async ({ expect }) => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = emulatorToken({ sub: "x", iat: past, exp: past + 3600 });
    expect((await api("/api/auth/user", { token })).status).toBe(401);
  });

  it("creates the user row on first sight, then keeps it in step", async ({ expect }) => {
    const caller = newCaller({ name: "Holly Berry" });
    const first = await expectJson(
      await api("/api/auth/user", { token: caller.token }),
      userSchema,
    );
    expect(first).toMatchObject({
      id: caller.uid,
      email: caller.email,
      firstName: "Holly",
      lastName: "Berry",
      isAdmin: false,
    });
    const renamed = emulatorToken({
      sub: caller.uid,
      email: caller.email,
      name: "Holly Ivy Berry",
    });
    const second = await expectJson(await api("/api/auth/user", { token: renamed }), userSchema);
    expect(second).toMatchObject({ firstName: "Holly", lastName: "Ivy Berry" });
    // A token without a name keeps the stored name.
    const nameless = emulatorToken({ sub: caller.uid, email: caller.email });
    expect(
      await expectJson(await api("/api/auth/user", { token: nameless }), userSchema),
    ).toMatchObject({
      firstName: "Holly",
    });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?")
      .bind(caller.uid)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("grants admin to a verified ADMIN_EMAILS address on first sign-in", async ({ expect }) => {
    const admin = newCaller({ email: "Admin@Example.com", emailVerified: true });
    expect(
      await expectJson(await api("/api/auth/user", { token: admin.token }), userSchema),
    ).toMatchObject({
      isAdmin: true,
    });
  });

  it("does not grant admin to an unverified ADMIN_EMAILS address", async ({ expect }) => {
    const squatter = newCaller({ email: "admin@example.com", emailVerified: false });
    expect(
      await expectJson(await api("/api/auth/user", { token: squatter.token }), userSchema),
    ).toMatchObject({
      isAdmin: false,
    });
  });

  it("logout answers 204 with no body", async ({ expect }) => {
    const res = await api("/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });

  it("unknown API paths answer JSON 404", async ({ expect }) => {
    const res = await api("/api/nope");
    expect(res.status).toBe(404);
    expect((await expectJson(res, errorSchema)).message).toMatch(/No API route/);
  });
});
