/**
 * Benchmark (not a test): live events of one house. Opens N server-sent-event subscribers
 * (GET /api/houses/:id/stream, default 500) on one house, then edits the description once as a
 * signed-in user (PUT /api/houses/:id/description) and measures, from the moment the PUT is
 * sent, when each subscriber has the `description-updated` event: p50 / p99 / max and how many
 * got it. Then it leaves everything idle for longer than workerd's eviction timeout and asks
 * the house's Durable Object which instance answers: a new instance with all sockets still
 * attached shows the object was evicted (hibernated) without dropping anyone; a second edit
 * shows delivery after that wake-up. workerd's resident memory is sampled along the way.
 *
 * The bench worker has no rate-limit bindings (scripts/bench/harness.ts), so the per-IP limit on
 * live connections (RATE_LIMIT_LIVE) does not apply here; production would refuse most of 500
 * connections from one IP.
 *
 *   node scripts/bench/live-events.ts            500 subscribers, 15 s idle
 *   node scripts/bench/live-events.ts 100 12     100 subscribers, 12 s idle
 */
import http from "node:http";
import {
  emulatorToken,
  machineLine,
  percentile,
  startBenchWorker,
  workerdRssMiB,
} from "./harness.ts";

const args = process.argv.slice(2).map(Number);
const SUBSCRIBERS = args[0] || 500;
/** workerd evicts an idle Durable Object after about 10 s (workerd pull request 1138). */
const IDLE_SECONDS = args[1] || 15;
const HOUSE_ID = 1;
const OPEN_AT_ONCE = 25;
const DELIVERY_TIMEOUT_MS = 60_000;

interface Subscriber {
  /** performance.now() of each description-updated event received. */
  events: number[];
  connectedMs: number;
  closed: boolean;
  request: http.ClientRequest;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/** Opens one SSE stream; resolves once the "connected" event arrived. */
function subscribe(origin: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let buffer = "";
    let connected = false;
    const request = http.get(
      `${origin}/api/houses/${HOUSE_ID}/stream`,
      { agent, headers: { Accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.includes("event: description-updated")) {
              subscriber.events.push(performance.now());
            } else if (!connected && frame.includes('"type":"connected"')) {
              connected = true;
              subscriber.connectedMs = performance.now() - started;
              resolve(subscriber);
            }
            end = buffer.indexOf("\n\n");
          }
        });
        response.on("close", () => {
          subscriber.closed = true;
        });
      },
    );
    const subscriber: Subscriber = { events: [], connectedMs: 0, closed: false, request };
    request.on("error", (error) => {
      subscriber.closed = true;
      if (!connected) reject(error);
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const bench = await startBenchWorker();
const { worker, origin, exec } = bench;
const token = emulatorToken("live-bench-user");

async function houseEvents() {
  const res = await worker.fetch(`/__bench/house-events/${HOUSE_ID}`);
  return (await res.json()) as { instance: string; constructedAt: number; sockets: number };
}

/** One description edit; answers the delivery figures for edit number `index`. */
async function edit(subscribers: Subscriber[], index: number) {
  const sent = performance.now();
  const res = await fetch(`${origin}/api/houses/${HOUSE_ID}/description`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ description: `Bench edit ${index} at ${new Date().toISOString()}` }),
  });
  if (!res.ok) throw new Error(`PUT description ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  const answeredMs = performance.now() - sent;
  await waitFor(
    () => subscribers.every((s) => s.events.length > index || s.closed),
    DELIVERY_TIMEOUT_MS,
  );
  const latencies = subscribers
    .map((s) => s.events[index])
    .filter((t): t is number => t !== undefined)
    .map((t) => t - sent)
    .sort((a, b) => a - b);
  return {
    answeredMs,
    received: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (value: number) => `${value.toFixed(0)} MiB`;

try {
  console.log(machineLine());
  const now = Date.now();
  await exec([
    `INSERT INTO houses (id,title,address,city,state,latitude,longitude,lat_band,address_key,city_slug,street_slug,created_at,updated_at) VALUES (${HOUSE_ID},'Live Bench House','1 Bench Street','Benchville','NY',40.75,-73.4,2037,'1 bench st|benchville','benchville','1-bench-st',${now},${now})`,
  ]);
  // Warm-up edit with nobody watching: creates the user row and compiles the paths.
  const rssIdle = workerdRssMiB();
  await edit([], 0);

  const opened = performance.now();
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < SUBSCRIBERS; start += OPEN_AT_ONCE) {
    const batch = Math.min(OPEN_AT_ONCE, SUBSCRIBERS - start);
    subscribers.push(
      ...(await Promise.all(Array.from({ length: batch }, () => subscribe(origin)))),
    );
  }
  const openSeconds = (performance.now() - opened) / 1000;
  const connectMs = subscribers.map((s) => s.connectedMs).sort((a, b) => a - b);
  const before = await houseEvents();
  const rssConnected = workerdRssMiB();
  console.log(
    `${SUBSCRIBERS} subscribers connected in ${openSeconds.toFixed(1)} s (${OPEN_AT_ONCE} at a time; ` +
      `connect p50 ${ms(percentile(connectMs, 50))}, p99 ${ms(percentile(connectMs, 99))}); ` +
      `the Durable Object holds ${before.sockets} sockets; workerd RSS ${mib(rssIdle)} idle -> ${mib(rssConnected)} connected`,
  );

  // Edit index 0 was the warm-up (no subscribers yet), so subscribers count from 0 again.
  const hot = await edit(subscribers, 0);
  const line = (label: string, r: Awaited<ReturnType<typeof edit>>) =>
    `${label}: PUT answered in ${ms(r.answeredMs)}; ${r.received}/${SUBSCRIBERS} got the event; ` +
    `delivery p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`;
  console.log(line("Edit, object awake", hot));

  const afterHot = await houseEvents();
  console.log(`Idle for ${IDLE_SECONDS} s (nothing reaches the Durable Object)...`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const closedDuringIdle = subscribers.filter((s) => s.closed).length;
  const afterIdle = await houseEvents();
  const evicted = afterIdle.instance !== afterHot.instance;
  console.log(
    `After idle: ${evicted ? "a NEW instance answers (the object was evicted and rebuilt)" : "the SAME instance answers (not evicted)"}; ` +
      `instance constructed ${((afterIdle.constructedAt - now) / 1000).toFixed(1)} s after start; ` +
      `it holds ${afterIdle.sockets} sockets; ${closedDuringIdle} subscribers closed; workerd RSS ${mib(workerdRssMiB())}`,
  );
  // Let the object go idle again so the next edit wakes it from hibernation.
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const woken = await edit(subscribers, 1);
  console.log(line(`Edit after ${IDLE_SECONDS} s idle`, woken));
  const afterWake = await houseEvents();
  console.log(
    `Instance after that edit: ${afterWake.instance === afterIdle.instance ? "same as after the first idle (not evicted again)" : "new again (evicted during the second idle)"}; sockets ${afterWake.sockets}`,
  );
  for (const s of subscribers) s.request.destroy();
} finally {
  agent.destroy();
  await bench.stop();
}
