import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { limitClassFor } from "../worker/middleware/rate-limit";
import {
  apiWithEnv,
  createHouse,
  newCaller,
  PNG_DATA_URL,
  sendUntilLimited,
  signedIn,
} from "./factories";

/** The worker under a tight limiter, as the caller (user and/or IP) given. */
const callWorker = (
  path: string,
  overrides: Partial<Env>,
  init: { method?: string; token?: string; ip?: string; body?: unknown } = {},
) => {
  const { ip, ...rest } = init;
  return apiWithEnv(overrides, path, {
    ...rest,
    headers: ip ? { "CF-Connecting-IP": ip } : undefined,
  });
};

const tight = { RATE_LIMIT_WRITES: env.TEST_RATE_LIMIT, RATE_LIMIT_PAID: env.TEST_RATE_LIMIT };
const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}:${crypto.randomUUID()}`;

describe("rate limits", () => {
  it("classify writes, sign-in checks, uploads, live connections and paid calls", ({ expect }) => {
    expect(limitClassFor("POST", "/api/houses/3/ratings")?.binding).toBe("RATE_LIMIT_WRITES");
    expect(limitClassFor("DELETE", "/api/favorites/3")?.binding).toBe("RATE_LIMIT_WRITES");
    expect(limitClassFor("GET", "/api/auth/user")?.binding).toBe("RATE_LIMIT_SIGN_IN");
    expect(limitClassFor("POST", "/api/upload-image")?.binding).toBe("RATE_LIMIT_UPLOADS");
    expect(limitClassFor("POST", "/api/image-uploads")?.binding).toBe("RATE_LIMIT_UPLOADS");
    expect(limitClassFor("POST", "/api/video-uploads")?.binding).toBe("RATE_LIMIT_UPLOADS");
    expect(limitClassFor("POST", "/api/get-upload-url")?.binding).toBe("RATE_LIMIT_UPLOADS");
    // Inline image data: a photo, or a new house's main image.
    expect(limitClassFor("POST", "/api/houses/3/photos")?.binding).toBe("RATE_LIMIT_UPLOADS");
    expect(limitClassFor("POST", "/api/houses")?.binding).toBe("RATE_LIMIT_UPLOADS");
    // A video link or an id of a finished upload carries no bytes; nor does a removal.
    expect(limitClassFor("POST", "/api/houses/3/videos")?.binding).toBe("RATE_LIMIT_WRITES");
    expect(limitClassFor("DELETE", "/api/houses/3/photos/4")?.binding).toBe("RATE_LIMIT_WRITES");
    expect(limitClassFor("GET", "/api/houses/3/stream")?.binding).toBe("RATE_LIMIT_LIVE");
    expect(limitClassFor("GET", "/api/geocode")?.binding).toBe("RATE_LIMIT_PAID");
    expect(limitClassFor("POST", "/api/validate-image")?.binding).toBe("RATE_LIMIT_PAID");
    expect(limitClassFor("GET", "/api/houses")).toBeNull();
    expect(limitClassFor("PATCH", "/api/video-uploads/abc")).toBeNull();
  });

  it("answers 429 with a clear message and Retry-After per user, then lets the user through after the window", async ({
    expect,
  }) => {
    const caller = newCaller();
    const write = () =>
      callWorker("/api/validate-text", tight, {
        method: "POST",
        token: caller.token,
        body: { text: "Lovely lights" },
      });
    const { limited, through } = await sendUntilLimited(write);
    expect(through.length).toBeGreaterThanOrEqual(2);
    expect(through.map((response) => response.status)).toEqual(through.map(() => 200));
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      message: "You're making changes too quickly. Please wait a minute and try again.",
    });
    // Another user is not affected.
    const other = newCaller();
    const otherWrite = await callWorker("/api/validate-text", tight, {
      method: "POST",
      token: other.token,
      body: { text: "Lovely lights" },
    });
    expect(otherWrite.status).toBe(200);
    // The window passes (10 s): wait for the condition, polling every half second.
    await expect
      .poll(async () => (await write()).status, { timeout: 25_000, interval: 500 })
      .toBe(200);
  }, 40_000);

  it("counts a photo sent as inline data as an upload, not as a write", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const house = await createHouse();
    // Only the uploads limiter is tight: the writes one lets a thousand a minute through.
    const addPhoto = () =>
      callWorker(
        `/api/houses/${house.id}/photos`,
        { RATE_LIMIT_UPLOADS: env.TEST_RATE_LIMIT },
        { method: "POST", token: caller.token, body: { imageUrl: PNG_DATA_URL } },
      );
    const { limited, through } = await sendUntilLimited(addPhoto);
    expect(through.length).toBeGreaterThanOrEqual(2);
    expect(through.map((response) => response.status)).toEqual(through.map(() => 201));
    expect(await limited.json()).toEqual({
      message: "Too many uploads at once. Please wait a minute and try again.",
    });
  });

  it("limits signed-out callers per IP, on paid calls too", async ({ expect }) => {
    const ip = uniqueIp();
    const geocode = (from: string) =>
      callWorker("/api/geocode?address=Freeport", tight, { ip: from });
    const { limited, through } = await sendUntilLimited(() => geocode(ip));
    expect(through.length).toBeGreaterThanOrEqual(2);
    expect((await limited.json<{ message: string }>()).message).toMatch(/Too many searches/);
    expect((await geocode(uniqueIp())).status).toBeLessThan(429);
  });
});
