/**
 * Benchmark (not a test): one large video through the local tus endpoint, as tus-js-client
 * sends it. Creates the upload (POST /api/video-uploads, signed in), PATCHes it in chunks
 * (default 50 MB), cuts the connection in the middle of the PATCH that crosses 50 %, asks HEAD
 * for the offset the server kept, continues from there to the end and checks the stored file:
 * its size, and bytes sampled around the start, the cut and the end. Reports throughput and
 * the resident memory of the workerd process, sampled every 250 ms: flat memory means the
 * worker streams the body into R2 parts instead of buffering it.
 *
 * The bytes are generated: an MP4 `ftyp` box first (the worker refuses files that do not start
 * like a video), then a 1 MiB + 7 byte pseudo-random pattern repeated, so a byte at any offset
 * is known without keeping the file.
 *
 *   node scripts/bench/tus-upload.ts              1024 MiB in 50 MiB chunks
 *   node scripts/bench/tus-upload.ts 256 25       256 MiB in 25 MiB chunks
 */
import http from "node:http";
import {
  emulatorToken,
  machineLine,
  mulberry32,
  startBenchWorker,
  workerdRss,
  workerdRssMiB,
} from "./harness.ts";

const args = process.argv.slice(2).map(Number);
const MIB = 2 ** 20;
const SIZE = (args[0] || 1024) * MIB;
const CHUNK = (args[1] || 50) * MIB;
const WRITE = MIB;

const PATTERN = (() => {
  const random = mulberry32(42);
  const bytes = Buffer.alloc(MIB + 7);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  // ISO base media file: size 0x20, "ftyp", brand "isom".
  Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes, 0);
  return bytes;
})();

/** The file's bytes [from, to). */
function bytesAt(from: number, to: number) {
  const out = Buffer.alloc(to - from);
  let at = 0;
  while (at < out.length) {
    const offset = (from + at) % PATTERN.length;
    at += PATTERN.copy(out, at, offset, Math.min(PATTERN.length, offset + out.length - at));
  }
  return out;
}

const TUS = { "Tus-Resumable": "1.0.0" };
/** Bytes of the file written so far (for the memory samples). */
let sent = 0;

/**
 * One PATCH of [offset, end) with backpressure. `cutAt` destroys the connection once that many
 * bytes of the file have been written (a dropped connection). Resolves with the new offset the
 * server answered, or null when the connection was cut.
 */
function patch(url: string, offset: number, end: number, cutAt?: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: "PATCH",
      headers: {
        ...TUS,
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(end - offset),
        "Upload-Offset": String(offset),
      },
    });
    let cut = false;
    request.on("response", (response) => {
      response.resume();
      if (response.statusCode !== 204) {
        reject(new Error(`PATCH ${response.statusCode}`));
        return;
      }
      resolve(Number(response.headers["upload-offset"]));
    });
    request.on("error", (error) => (cut ? resolve(null) : reject(error)));
    let at = offset;
    const pump = () => {
      while (at < end) {
        if (cutAt !== undefined && at >= cutAt) {
          cut = true;
          request.destroy();
          resolve(null);
          return;
        }
        const next = Math.min(end, at + WRITE);
        const more = request.write(bytesAt(at, next));
        at = next;
        sent = at;
        if (!more) {
          request.once("drain", pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

const bench = await startBenchWorker();
const { origin } = bench;
const token = emulatorToken("upload-bench-user");
const samples: { at: number; offset: number; rssMiB: number; byPid: Map<number, number> }[] = [];
const started = performance.now();
const sampler = setInterval(() => {
  const byPid = workerdRss();
  let total = 0;
  for (const bytes of byPid.values()) total += bytes;
  samples.push({ at: performance.now() - started, offset: sent, rssMiB: total / MIB, byPid });
}, 250);

async function head(url: string) {
  const res = await fetch(url, { method: "HEAD", headers: TUS });
  if (!res.ok) throw new Error(`HEAD ${res.status}`);
  return Number(res.headers.get("Upload-Offset"));
}

try {
  console.log(machineLine());
  console.log(`File: ${SIZE / MIB} MiB, PATCH chunks of ${CHUNK / MIB} MiB`);
  const rssBefore = workerdRssMiB();
  const created = await fetch(`${origin}/api/video-uploads`, {
    method: "POST",
    headers: {
      ...TUS,
      Authorization: `Bearer ${token}`,
      "Upload-Length": String(SIZE),
      "Upload-Metadata": `filename ${Buffer.from("bench.mp4").toString("base64")}`,
    },
  });
  if (created.status !== 201) throw new Error(`create ${created.status}: ${await created.text()}`);
  const location = created.headers.get("Location") ?? "";
  const streamId = created.headers.get("stream-media-id") ?? "";

  const half = Math.floor(SIZE / 2);
  let offset = 0;
  let cutReport = "";
  let pausedMs = 0;
  while (offset < SIZE) {
    const end = Math.min(SIZE, offset + CHUNK);
    const cutAt = !cutReport && end > half ? half : undefined;
    const answered = await patch(location, offset, end, cutAt);
    if (answered !== null) {
      offset = answered;
      sent = offset;
      continue;
    }
    // Cut: ask the server where it stands, as tus-js-client does before resuming. The server
    // notices the broken body a moment later, so wait until the offset moves or settles.
    const pauseStarted = performance.now();
    let kept = await head(location);
    for (let i = 0; i < 40 && kept === offset; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      kept = await head(location);
    }
    pausedMs = performance.now() - pauseStarted;
    cutReport = `Cut at ${(half / MIB).toFixed(1)} MiB written in a PATCH from ${(offset / MIB).toFixed(1)} MiB; HEAD reports ${(kept / MIB).toFixed(3)} MiB kept (${kept} bytes; ${((half - kept) / MIB).toFixed(3)} MiB to send again); offset found after ${pausedMs.toFixed(0)} ms`;
    offset = kept;
    sent = offset;
  }
  const seconds = (performance.now() - started - pausedMs) / 1000;
  clearInterval(sampler);

  // The stored file: size from Content-Range, bytes at the start, around the cut and the end.
  const checks = [0, half - 4096, SIZE - 4096];
  let intact = true;
  let storedSize = 0;
  for (const from of checks) {
    const res = await fetch(`${origin}/api/videos/${streamId}`, {
      headers: { Range: `bytes=${from}-${from + 4095}` },
    });
    storedSize = Number(res.headers.get("Content-Range")?.split("/")[1]);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 206 || !body.equals(bytesAt(from, from + 4096))) intact = false;
  }

  const rss = samples.map((s) => s.rssMiB);
  console.log(cutReport);
  console.log(
    `Uploaded ${SIZE / MIB} MiB in ${seconds.toFixed(1)} s (without the pause after the cut): ${(SIZE / MIB / seconds).toFixed(1)} MiB/s`,
  );
  console.log(
    `Stored file: ${storedSize} bytes (${storedSize === SIZE ? "the full size" : `EXPECTED ${SIZE}`}); sampled bytes ${intact ? "match" : "DO NOT match"}`,
  );
  console.log(
    `workerd RSS: ${rssBefore.toFixed(0)} MiB before; during the upload min ${Math.min(...rss).toFixed(0)}, max ${Math.max(...rss).toFixed(0)} MiB over ${samples.length} samples`,
  );
  const tenths = Array.from({ length: 11 }, (_, i) => {
    const target = (SIZE * i) / 10;
    const sample = samples.find((s) => s.offset >= target) ?? samples.at(-1);
    return `${i * 10}% ${sample?.rssMiB.toFixed(0) ?? "?"}`;
  });
  console.log(`workerd RSS (MiB, all processes) by progress: ${tenths.join(", ")}`);
  // unstable_dev runs two workerd processes: wrangler's proxy in front, and the worker itself.
  const pids = new Set(samples.flatMap((s) => [...s.byPid.keys()]));
  for (const pid of pids) {
    const values = samples.map((s) => (s.byPid.get(pid) ?? 0) / MIB).filter(Boolean);
    console.log(
      `  workerd pid ${pid}: first ${values[0]?.toFixed(0)}, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, last ${values.at(-1)?.toFixed(0)} MiB`,
    );
  }
} finally {
  clearInterval(sampler);
  await bench.stop();
}
