/**
 * worker-configuration.d.ts (the worker's Env type and the Workers runtime types) is generated from
 * wrangler.toml by `npm run cf-typegen`. A config change without a fresh generation would let the
 * code read a binding the type invents or miss one it gained, so the committed file must equal
 * what wrangler generates now.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, TOOL_ENV } from "../lib/services.ts";

const COMMITTED = path.join(ROOT, "worker-configuration.d.ts");
// Beside the committed file, so the relative imports wrangler writes (the main module) match.
const FRESH = path.join(ROOT, `.worker-configuration.fresh-${process.pid}.d.ts`);

/** The generation header names the output path; everything else must match. */
const withoutOutputPath = (text: string, file: string) =>
  text.replace(` ${path.basename(file)}\``, "`");

function cfTypegenCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const script: string = pkg.scripts["cf-typegen"];
  const args = script.split(/\s+/);
  expect(args.slice(0, 2)).toEqual(["wrangler", "types"]);
  expect(args.at(-1)).toBe("worker-configuration.d.ts");
  return args.slice(1, -1);
}

describe("worker-configuration.d.ts", () => {
  afterAll(() => rmSync(FRESH, { force: true }));

  it("is where Cloudflare's templates keep it, once", () => {
    expect(existsSync(COMMITTED)).toBe(true);
    expect(existsSync(path.join(ROOT, "worker/worker-configuration.d.ts"))).toBe(false);
  });

  it("is what `npm run cf-typegen` generates from wrangler.toml today", () => {
    const result = spawnSync(
      path.join(ROOT, "node_modules/.bin/wrangler"),
      [...cfTypegenCommand(), path.basename(FRESH)],
      { cwd: ROOT, env: TOOL_ENV, encoding: "utf8" },
    );
    expect(result.status, result.stderr).toBe(0);
    const fresh = withoutOutputPath(readFileSync(FRESH, "utf8"), FRESH);
    const committed = readFileSync(COMMITTED, "utf8");
    // A plain equality would print 16,000 lines; name the first line that differs instead.
    const freshLines = fresh.split("\n");
    const committedLines = committed.split("\n");
    const firstDifference = freshLines.findIndex((line, i) => line !== committedLines[i]);
    expect(
      firstDifference === -1 && freshLines.length === committedLines.length
        ? "up to date"
        : `stale from line ${firstDifference + 1}: run \`npm run cf-typegen\` (expected ${JSON.stringify(freshLines[firstDifference])})`,
    ).toBe("up to date");
  }, 120_000);

  it("declares what production binds: Workers AI and the Stream settings", () => {
    const committed = readFileSync(COMMITTED, "utf8");
    const production = committed.split("interface ProductionEnv {")[1]?.split("}")[0] ?? "";
    expect(production).toMatch(/\bAI: Ai;/);
    expect(production).toMatch(/\bCLOUDFLARE_ACCOUNT_ID: string;/);
    expect(production).toMatch(/\bCLOUDFLARE_STREAM_API_TOKEN: string;/);
  });
});
