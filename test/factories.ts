/**
 * Test factories: callers with unique ids, tokens shaped exactly like the Firebase Auth
 * Emulator's (unsigned), and an HTTP helper that goes through the real worker entry point.
 */
import { exports } from "cloudflare:workers";

const PROJECT_ID = "demo-lights";
let counter = 0;

function base64url(value: unknown) {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

export interface TestCaller {
  uid: string;
  email: string;
  token: string;
}

/** A token as the emulator issues it: {"alg":"none"} header and an empty signature. */
export function emulatorToken(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email_verified: false,
    ...claims,
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

export function newCaller(
  options: { email?: string; name?: string; emailVerified?: boolean } = {},
): TestCaller {
  counter += 1;
  const uid = `test-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = options.email ?? `${uid}@example.com`;
  const token = emulatorToken({
    sub: uid,
    user_id: uid,
    email,
    email_verified: options.emailVerified ?? true,
    ...(options.name ? { name: options.name } : {}),
  });
  return { uid, email, token };
}

/** Admin through the real bootstrap path: ADMIN_EMAILS + verified email on first sign-in. */
export async function newAdmin() {
  const caller = newCaller({ email: "admin@example.com", name: "Avery Admin" });
  await api("/api/auth/user", { token: caller.token });
  return caller;
}

export async function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  return exports.default.fetch(
    new Request(`http://localhost${path}`, { method: init.method ?? "GET", headers, body }),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field with expect.
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
