/**
 * Abuse and cost limits with the Workers Rate Limiting binding (one binding per class of
 * request; limits are set per environment in wrangler.toml). Each request is counted once per
 * signed-in user and once per client IP (CF-Connecting-IP); either over its limit is a 429
 * {message} with Retry-After. A missing binding means no limit for that class.
 */
import { factory } from "../factory";

type LimiterBinding =
  | "RATE_LIMIT_WRITES"
  | "RATE_LIMIT_SIGN_IN"
  | "RATE_LIMIT_UPLOADS"
  | "RATE_LIMIT_LIVE"
  | "RATE_LIMIT_PAID";

interface LimitClass {
  binding: LimiterBinding;
  /** The binding's period (10 or 60 seconds): how long to wait at most. */
  periodSeconds: number;
  message: string;
}

const LIMITS = {
  writes: {
    binding: "RATE_LIMIT_WRITES",
    periodSeconds: 60,
    message: "You're making changes too quickly. Please wait a minute and try again.",
  },
  signIn: {
    binding: "RATE_LIMIT_SIGN_IN",
    periodSeconds: 60,
    message: "Too many sign-in checks. Please wait a minute and try again.",
  },
  uploads: {
    binding: "RATE_LIMIT_UPLOADS",
    periodSeconds: 60,
    message: "Too many uploads at once. Please wait a minute and try again.",
  },
  live: {
    binding: "RATE_LIMIT_LIVE",
    periodSeconds: 60,
    message: "Too many live connections. Please wait a minute and try again.",
  },
  paid: {
    binding: "RATE_LIMIT_PAID",
    periodSeconds: 60,
    message: "Too many searches. Please wait a minute and try again.",
  },
} satisfies Record<string, LimitClass>;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const PAID_PATHS = /^\/api\/(geocode|autocomplete|place-details|validate-image)$/;
/**
 * Every POST that takes image or video bytes or starts an upload of them, whatever its name: the
 * upload routes, a house photo (its imageUrl may be inline data of up to 10 MB) and a new house
 * (its mainImageUrl too), each checked, moderated and stored like an upload. Adding a video to a
 * house takes a link or the id of a finished upload: no bytes.
 */
const UPLOAD_PATHS =
  /^\/api\/(image-uploads|upload-image|get-upload-url|video-uploads|houses|houses\/\d+\/photos)$/;

export function limitClassFor(method: string, path: string): LimitClass | null {
  if (PAID_PATHS.test(path)) return LIMITS.paid;
  if (method === "GET" && path === "/api/auth/user") return LIMITS.signIn;
  if (method === "GET" && /^\/api\/houses\/\d+\/stream$/.test(path)) return LIMITS.live;
  if (READS.has(method)) return null;
  if (method === "POST" && UPLOAD_PATHS.test(path)) return LIMITS.uploads;
  // tus PATCH/HEAD carry the chunks (100 MB each) of an upload already counted at creation, up
  // to the length declared then; counting each chunk would stop a fast upload halfway. A DELETE
  // there is no tus: the uploader discarding an upload, a write like any other.
  if (path.startsWith("/api/video-uploads/") && method !== "DELETE") return null;
  return LIMITS.writes;
}

export const rateLimitMiddleware = factory.createMiddleware(async (c, next) => {
  const limit = limitClassFor(c.req.method, c.req.path);
  // Optional at run time: a worker deployed without the binding simply does not limit.
  const limiter: RateLimit | undefined = limit ? c.env[limit.binding] : undefined;
  if (limit && limiter) {
    const keys = [
      c.var.user ? `user:${c.var.user.id}` : null,
      c.req.header("CF-Connecting-IP") ? `ip:${c.req.header("CF-Connecting-IP")}` : null,
    ].filter((key): key is string => key !== null);
    for (const key of keys) {
      const { success } = await limiter.limit({ key });
      if (!success) {
        return c.json({ message: limit.message }, 429, {
          "Retry-After": String(limit.periodSeconds),
        });
      }
    }
  }
  await next();
});
