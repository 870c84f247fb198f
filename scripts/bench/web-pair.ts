/**
 * Benchmark (not a test): Lighthouse's simulated main-thread work of this tree against another
 * commit, the two measured in turns (`npm run bench:web:pair -- <commit>`).
 *
 * On a shared 2-core host the same build's figure moves by 10-40 % from one hour to the next
 * (docs/performance-log.md, "Side by side with the tree the issue was filed on"): a figure compared
 * with one taken at another time says more about the host than about the change. This checks the
 * other commit out into a worktree (sharing node_modules through hard links), then runs each
 * tree's own `npm run bench:web` in turns (other, this, other, this, ...), keeping every
 * Lighthouse report, and prints per page each set's median and the ratio this / other.
 *
 *   npm run bench:web:pair -- 2109cad                        5 runs per page, 2 sets per tree
 *   BENCH_WEB_PAGES=/,/privacy npm run bench:web:pair -- HEAD~3 3 3     pages, runs, sets
 *
 * The other commit's bench must know BENCH_WEB_REPORTS and BENCH_WEB_PAGES (2026-11-25 and later).
 * The working tree is measured as it is, uncommitted changes included.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { machineLine, median, ROOT } from "./harness.ts";

const [ref, runsArg, setsArg] = process.argv.slice(2);
if (!ref) {
  console.error("Usage: npm run bench:web:pair -- <commit> [runs per page, 5] [sets per tree, 2]");
  process.exit(2);
}
const RUNS = Number(runsArg) || 5;
const SETS = Number(setsArg) || 2;

function git(...args: string[]) {
  const result = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-web-pair-"));
const otherTree = path.join(scratch, "tree");
const reportsRoot = path.join(scratch, "reports");
mkdirSync(reportsRoot);

function removeWorktree() {
  spawnSync("git", ["worktree", "remove", "--force", otherTree], { cwd: ROOT });
}
process.on("SIGINT", () => {
  removeWorktree();
  process.exit(130);
});

git("worktree", "add", "--detach", otherTree, commit);
// Hard links: the other tree runs on this tree's packages without a copy or an install; a
// symbolic link where hard links cannot be made (another file system).
const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), otherTree]);
if (linked.status !== 0) {
  symlinkSync(path.join(ROOT, "node_modules"), path.join(otherTree, "node_modules"), "dir");
}
if (existsSync(path.join(ROOT, ".dev.vars"))) {
  copyFileSync(path.join(ROOT, ".dev.vars"), path.join(otherTree, ".dev.vars"));
}

function benchSet(tree: string, label: string): Promise<void> {
  const reports = path.join(reportsRoot, label);
  const log = openSync(`${reports}.log`, "w");
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "bench:web", "--", String(RUNS)], {
      cwd: tree,
      env: { ...process.env, BENCH_WEB_REPORTS: reports },
      stdio: ["ignore", log, log],
    });
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${label}: bench:web exited ${code}, see ${reports}.log`)),
    );
  });
}

/** A page's name in the table: its path, with a shared tour's id (new in every run) left out. */
function pageOf(url: string) {
  return new URL(url).pathname.replace(/^\/tours\/shared\/.+$/, "/tours/shared/*");
}

/** Main-thread work of each run of each page in one set's reports. */
function readSet(label: string): Map<string, number[]> {
  const dir = path.join(reportsRoot, label);
  const byPage = new Map<string, number[]>();
  for (const file of readdirSync(dir).filter(
    (f) => f.endsWith(".json") && !f.endsWith(".trace.json"),
  )) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const work = report.audits["mainthread-work-breakdown"].numericValue as number;
    const page = pageOf(report.requestedUrl);
    byPage.set(page, [...(byPage.get(page) ?? []), work]);
  }
  return byPage;
}

try {
  console.log(machineLine());
  console.log(
    `Other: ${commit.slice(0, 7)} (${git("log", "-1", "--format=%s", commit).slice(0, 70)})`,
  );
  console.log(`This: the working tree at ${git("rev-parse", "--short", "HEAD")}`);
  const labels: Array<{ other: string; self: string }> = [];
  for (let set = 1; set <= SETS; set++) {
    const pair = { other: `other-${set}`, self: `this-${set}` };
    for (const [tree, label] of [
      [otherTree, pair.other],
      [ROOT, pair.self],
    ] as const) {
      console.log(`${new Date().toISOString()} set ${label}...`);
      await benchSet(tree, label);
    }
    labels.push(pair);
  }

  const sets = labels.map(({ other, self }) => ({ other: readSet(other), self: readSet(self) }));
  const pages = [...sets[0]!.self.keys()];
  const header = sets.flatMap((_, i) => [`other ${i + 1}`, `this ${i + 1}`]);
  console.log(`\nSimulated main-thread work (ms), median of ${RUNS} runs per set:\n`);
  console.log(`| page | ${header.join(" | ")} | this / other |`);
  console.log(`|---|${header.map(() => "---:").join("|")}|---|`);
  for (const page of pages) {
    const cells: string[] = [];
    const ratios: string[] = [];
    for (const { other, self } of sets) {
      // A page only one tree measures (a newer bench measures more pages) has no ratio.
      const a = other.has(page) ? median(other.get(page)!) : null;
      const b = self.has(page) ? median(self.get(page)!) : null;
      cells.push(
        ...[a, b].map((work) => (work === null ? "-" : Math.round(work).toLocaleString("en-US"))),
      );
      ratios.push(a && b ? (b / a).toFixed(2) : "-");
    }
    console.log(`| ${page} | ${cells.join(" | ")} | ${ratios.join(", ")} |`);
  }
  console.log(`\nReports and logs: ${reportsRoot}`);
} finally {
  removeWorktree();
}
