/**
 * What a returning visitor starts on before Firebase loads: the session Firebase saved, only
 * while its ID token has more than a minute left, and nothing for an entry this code cannot read.
 */
import { afterEach, describe, expect, it } from "vitest";
import { hasPersistedFirebaseUser, persistedSession } from "./firebase-loader";

const KEY = "firebase:authUser:fake-api-key:[DEFAULT]";
const NOW = Date.UTC(2026, 11, 5, 22, 0);

function save(user: unknown) {
  localStorage.setItem(KEY, typeof user === "string" ? user : JSON.stringify(user));
}

function savedUser(expiresInMs: number) {
  return {
    uid: "uid-1",
    email: "holly@example.com",
    stsTokenManager: {
      refreshToken: "refresh",
      accessToken: "id-token",
      expirationTime: NOW + expiresInMs,
    },
  };
}

afterEach(() => localStorage.clear());

describe("persistedSession", () => {
  it("is the saved uid and token while the token has more than a minute left", () => {
    save(savedUser(30 * 60_000));
    expect(persistedSession(NOW)).toEqual({ uid: "uid-1", idToken: "id-token" });
    expect(hasPersistedFirebaseUser()).toBe(true);
  });

  it("is null when the token has a minute or less left, or has expired", () => {
    save(savedUser(60_000));
    expect(persistedSession(NOW)).toBeNull();
    save(savedUser(-1_000));
    expect(persistedSession(NOW)).toBeNull();
    // Still a saved user: the app waits for Firebase to renew the token.
    expect(hasPersistedFirebaseUser()).toBe(true);
  });

  it("is null with nothing saved, or an entry of another shape", () => {
    expect(persistedSession(NOW)).toBeNull();
    for (const entry of [
      "not json",
      "null",
      { uid: "uid-1" },
      { uid: 7, stsTokenManager: savedUser(600_000).stsTokenManager },
      { uid: "uid-1", stsTokenManager: { accessToken: "id-token", expirationTime: "soon" } },
      { uid: "uid-1", stsTokenManager: { expirationTime: NOW + 600_000 } },
    ]) {
      save(entry);
      expect(persistedSession(NOW), JSON.stringify(entry)).toBeNull();
    }
  });
});
