/** Security headers on every API answer, no-store for signed-in answers, page header builder. */
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { contentSecurityPolicy } from "../worker/lib/http/security-headers";
import {
  pageSecurityHeadersFor,
  pageSecurityHeadersOver,
} from "../worker/middleware/security-headers";
import { api, newCaller } from "./factories";

function expectSecurityHeaders(
  expect: import("vitest").ExpectStatic,
  res: Response,
  label: string,
) {
  expect(res.headers.get("Content-Security-Policy"), label).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(res.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(res.headers.get("Strict-Transport-Security"), label).toMatch(/max-age=\d{7,}/);
  expect(res.headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("X-Frame-Options"), label).toBe("DENY");
}

describe("API security headers", () => {
  it("are on success, 4xx and unknown-route answers", async ({ expect }) => {
    const caller = newCaller();
    const answers: Array<[string, Response]> = [
      ["public list", await api("/api/houses")],
      ["signed-in user", await api("/api/auth/user", { token: caller.token })],
      ["401", await api("/api/favorites")],
      ["bad token", await api("/api/auth/user", { token: "nope" })],
      ["400", await api("/api/houses/not-a-number")],
      ["404 route", await api("/api/nothing-here")],
    ];
    for (const [label, res] of answers) expectSecurityHeaders(expect, res, label);
  });

  it("signed-in JSON answers are never cached; anonymous ones keep their caching", async ({
    expect,
  }) => {
    const caller = newCaller();
    const signedIn = await api("/api/map-config", { token: caller.token });
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    const user = await api("/api/auth/user", { token: caller.token });
    expect(user.headers.get("Cache-Control")).toBe("private, no-store");
    const anonymous = await api("/api/map-config");
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});

describe("page security headers", () => {
  it("allow exactly the embeds, the map and Firebase, no inline script, no framing", ({
    expect,
  }) => {
    const csp = contentSecurityPolicy({
      mapStyleUrl: "https://api.maptiler.com/maps/x/style.json",
    });
    const directive = (name: string) =>
      csp
        .split("; ")
        .find((d) => d.startsWith(`${name} `))
        ?.slice(name.length + 1)
        .split(" ") ?? [];
    // No 'unsafe-inline' and no 'unsafe-eval': injected inline scripts and code from strings never run.
    expect(directive("script-src")).toEqual(["'self'", "https://apis.google.com"]);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("frame-src")).toEqual(
      expect.arrayContaining([
        "https://www.youtube.com",
        "https://player.vimeo.com",
        "https://iframe.videodelivery.net",
        "https://*.firebaseapp.com",
      ]),
    );
    expect(directive("connect-src")).toEqual(
      expect.arrayContaining([
        "https://tiles.openfreemap.org",
        "https://api.maptiler.com",
        "https://identitytoolkit.googleapis.com",
        "https://securetoken.googleapis.com",
      ]),
    );
    expect(directive("worker-src")).toContain("blob:");
    expect(directive("img-src")).toEqual(expect.arrayContaining(["data:", "blob:"]));
    expect(directive("object-src")).toEqual(["'none'"]);
  });

  it("the worker's page headers allow the Auth Emulator only in emulator mode", ({ expect }) => {
    const local = pageSecurityHeadersFor(env)["Content-Security-Policy"];
    expect(local).toContain("http://127.0.0.1:*");
    const production = pageSecurityHeadersFor({
      ...env,
      FIREBASE_PROJECT_ID: "lights-prod",
      FIREBASE_AUTH_EMULATOR_HOST: "",
    });
    expect(production["Content-Security-Policy"]).not.toContain("127.0.0.1");
    expect(production["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(production["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("pages built from an asset keep the asset's own headers (vite dev's nonce)", ({ expect }) => {
    const devPolicy = "default-src 'self'; script-src 'self' 'nonce-abc'";
    const withOwn = pageSecurityHeadersOver(
      env,
      new Response("", { headers: { "Content-Security-Policy": devPolicy } }),
    );
    expect(withOwn["Content-Security-Policy"]).toBe(devPolicy);
    expect(withOwn["X-Content-Type-Options"]).toBe("nosniff");
    const bare = pageSecurityHeadersOver(env, new Response(""));
    expect(bare["Content-Security-Policy"]).toBe(
      pageSecurityHeadersFor(env)["Content-Security-Policy"],
    );
  });

  it("allows reCAPTCHA and the App Check exchange only when App Check is enforced", ({
    expect,
  }) => {
    const off = pageSecurityHeadersFor(env)["Content-Security-Policy"];
    expect(off).not.toContain("recaptcha");
    expect(off).not.toContain("firebaseappcheck");
    const on =
      pageSecurityHeadersFor({ ...env, FIREBASE_APP_CHECK: "enforce" })[
        "Content-Security-Policy"
      ] ?? "";
    const directive = (name: string) => on.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toContain("https://www.google.com/recaptcha/");
    expect(directive("frame-src")).toContain("https://www.google.com/recaptcha/");
    expect(directive("connect-src")).toContain("https://content-firebaseappcheck.googleapis.com");
  });
});
