/**
 * Concurrent writers against a running app (docs/security.md, Concurrent writers): N new Auth
 * Emulator accounts (default 50) all at once rate one house, favorite it, open its page, click
 * directions and report a GPS visit, each view and click twice. Then it prints the house's
 * counters expected vs actual and exits 1 on any mismatch or any failed request.
 *
 *   npx tsx scripts/concurrent-writers.ts [app-url] [emulator-url] [users]
 *   defaults: http://localhost:5173 and http://127.0.0.1:9099 (`npm start`)
 *   against the e2e server: npx tsx scripts/concurrent-writers.ts http://localhost:5273 http://127.0.0.1:9399
 *
 * Each run uses fresh accounts, so each run adds exactly N to every counter (a repeat view or
 * click the same day by the same person does not count).
 */
export {};

const app = process.argv[2] ?? "http://localhost:5173";
const emulator = process.argv[3] ?? "http://127.0.0.1:9099";
const users = Number(process.argv[4] ?? 50);
const PROJECT = "demo-lights";
const PASSWORD = "concurrent-pass-1";

type Counters = {
  avgRating: number;
  reviewCount: number;
  pageViewCount: number;
  visitCount: number;
  proximityVisitCount: number;
};

const failures: string[] = [];

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${app}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const what = `${init.method ?? "GET"} ${path}: ${response.status}`;
  if (!response.ok) failures.push(`${what} ${text.slice(0, 200)}`);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) failures.push(`${what} answered no JSON: ${text.slice(0, 200)}`);
    return null;
  }
}

/** A new emulator account and its ID token. */
async function newAccount(i: number) {
  const email = `writer-${Date.now().toString(36)}-${i}@example.com`;
  const created = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        displayName: `Writer ${i}`,
        emailVerified: true,
      }),
    },
  );
  if (!created.ok) throw new Error(`Creating ${email} failed: ${await created.text()}`);
  const signIn = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`Signing in ${email} failed: ${await signIn.text()}`);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

const counters = async (id: number): Promise<Counters> => {
  const house = await call(`/api/houses/${id}`);
  return {
    avgRating: house.avgRating,
    reviewCount: house.reviewCount,
    pageViewCount: house.pageViewCount,
    visitCount: house.visitCount,
    proximityVisitCount: house.proximityVisitCount,
  };
};

const list = await call("/api/houses?limit=1");
const house = list?.houses?.[0];
if (!house) {
  console.error(`No house found at ${app}/api/houses (is the app running with demo data?)`);
  process.exit(1);
}
console.log(`${users} users writing to house ${house.id} "${house.title}" on ${app}`);

const tokens = await Promise.all(Array.from({ length: users }, (_, i) => newAccount(i)));
// First request of each user creates its user row (as the app does at sign-in).
await Promise.all(tokens.map((token) => call("/api/auth/user", { token })));
const before = await counters(house.id);
const ratings = tokens.map((_, i) => 1 + (i % 5));

const started = Date.now();
await Promise.all(
  tokens.flatMap((token, i) => {
    const post = (path: string, body?: unknown) =>
      call(`/api/houses/${house.id}/${path}`, { method: "POST", token, body });
    return [
      post("ratings", { rating: ratings[i] }),
      call("/api/favorites", { method: "POST", token, body: { houseId: house.id } }),
      post("page-view"),
      post("page-view"),
      post("visit"),
      post("visit"),
      post("proximity-visit", {
        latitude: house.latitude,
        longitude: house.longitude,
        accuracy: 10,
      }),
    ];
  }),
);
const elapsed = Date.now() - started;

const after = await counters(house.id);
const favorites = await Promise.all(
  tokens.map((token) => call(`/api/favorites/${house.id}/check`, { token })),
);

const sum = ratings.reduce((a, b) => a + b, 0);
const expected: Counters = {
  reviewCount: before.reviewCount + users,
  avgRating: (before.avgRating * before.reviewCount + sum) / (before.reviewCount + users),
  pageViewCount: before.pageViewCount + users,
  visitCount: before.visitCount + users,
  proximityVisitCount: before.proximityVisitCount + users,
};
const rows: Array<[string, number, number, number]> = [
  ["reviewCount", before.reviewCount, expected.reviewCount, after.reviewCount],
  ["avgRating", before.avgRating, expected.avgRating, after.avgRating],
  ["pageViewCount", before.pageViewCount, expected.pageViewCount, after.pageViewCount],
  ["visitCount", before.visitCount, expected.visitCount, after.visitCount],
  [
    "proximityVisitCount",
    before.proximityVisitCount,
    expected.proximityVisitCount,
    after.proximityVisitCount,
  ],
  ["favorites (users who see it)", 0, users, favorites.filter((f) => f?.isFavorite).length],
];
console.log(`${users * 7} writes in ${elapsed} ms`);
console.log("counter                       before   expected     actual");
let mismatches = 0;
for (const [name, was, want, got] of rows) {
  // Ratings are averaged in SQLite (REAL); equal to 1e-9 is equal.
  const ok = Math.abs(want - got) < 1e-9;
  if (!ok) mismatches += 1;
  const show = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(6));
  console.log(
    `${name.padEnd(28)} ${show(was).padStart(8)} ${show(want).padStart(10)} ${show(got).padStart(10)}${ok ? "" : "  MISMATCH"}`,
  );
}
// Failed requests by route and status (a failed write explains a missing count; a mismatch
// without failures is a lost or doubled update).
const byRoute = new Map<string, number>();
for (const failure of failures) {
  const key = /^[A-Z]+ [^:]+: \d+/.exec(failure)?.[0] ?? failure.slice(0, 80);
  byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
}
for (const [route, n] of byRoute) console.error(`failed ${n}x: ${route}`);
if (failures[0]) console.error(`first failure: ${failures[0].replace(/\s+/g, " ")}`);
const ok = mismatches === 0 && failures.length === 0;
console.log(
  ok ? "All counts exact." : `${mismatches} mismatches, ${failures.length} failed requests`,
);
process.exit(ok ? 0 : 1);
