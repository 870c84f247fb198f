/**
 * A burst of bad requests against a running app (default the e2e server): POSTs answered 400,
 * 401, 403, 404, 413 or 415 before or without reading their bodies, forged tokens, broken
 * JSON. Prints how many answers of each status came back and exits 1 on any 5xx.
 *
 *   node scripts/hostile-burst.ts [base-url] [rounds]
 */
export {};

const base = process.argv[2] ?? `http://localhost:${process.env.E2E_APP_PORT ?? 5273}`;
const rounds = Number(process.argv[3] ?? 20);

const forged = `${Buffer.from('{"alg":"RS256","kid":"x"}').toString("base64url")}.${Buffer.from(
  '{"sub":"x"}',
).toString("base64url")}.c2ln`;
const big = "x".repeat(256 * 1024);

type Case = { method: string; path: string; body?: string; headers?: Record<string, string> };
const cases: Case[] = [
  { method: "POST", path: "/api/houses", body: JSON.stringify({ title: "x" }) },
  { method: "POST", path: "/api/houses/1/reviews", body: JSON.stringify({ rating: 5 }) },
  { method: "POST", path: "/api/favorites/1", body: "{}" },
  { method: "POST", path: "/api/upload-image", body: JSON.stringify({ imageData: big }) },
  {
    method: "POST",
    path: "/api/upload-image",
    body: big,
    headers: { Authorization: `Bearer ${forged}` },
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    body: "{",
    headers: { Authorization: "Bearer nope" },
  },
  { method: "POST", path: "/api/validate-text", body: "{not json" },
  { method: "POST", path: "/api/validate-image", body: JSON.stringify({ imageUrl: "data:x" }) },
  { method: "POST", path: "/api/video-uploads", body: big },
  { method: "PATCH", path: `/api/video-uploads/${"0".repeat(32)}`, body: big },
  { method: "POST", path: "/api/no-such-route", body: big },
  { method: "PUT", path: "/api/admin/site-content", body: JSON.stringify({ page: "x" }) },
  { method: "DELETE", path: "/api/houses/1", body: "{}" },
];

const counts = new Map<number | string, number>();
let sent = 0;
for (let round = 0; round < rounds; round++) {
  await Promise.all(
    cases.map(async (c) => {
      sent += 1;
      let status: number | string;
      try {
        const response = await fetch(`${base}${c.path}`, {
          method: c.method,
          headers: { "Content-Type": "application/json", ...c.headers },
          body: c.body,
        });
        status = response.status;
        const text = await response.text();
        if (status >= 500) console.log(`${status} ${c.method} ${c.path}: ${text.slice(0, 300)}`);
      } catch (error) {
        status = `network error (${(error as Error).message})`;
      }
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }),
  );
}
console.log(`${sent} requests to ${base}`);
for (const [status, n] of [...counts].sort()) console.log(`  ${status}: ${n}`);
const failures = [...counts].filter(([s]) => typeof s !== "number" || s >= 500);
process.exit(failures.length > 0 ? 1 : 0);
