/**
 * No merge-conflict markers in the project's text files. The docs merge with git's union driver
 * (.git/info/attributes in a working copy), which keeps both sides but can still leave markers
 * when two branches edit the same place; a stray marker in a doc reads as part of the rules.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEXT = /\.(md|ts|tsx|json|toml|sql|css|html|yml|yaml)$/;
const MARKER = /^(<{7} |={7}$|>{7} )/m;
/** Installed, generated or local-state folders: not the project's own text. */
const SKIP = new Set([
  ".git",
  "node_modules",
  "dist",
  ".wrangler",
  "test-results",
  "playwright-report",
]);

function textFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : textFiles(rel);
    return TEXT.test(entry.name) ? [rel] : [];
  });
}

it("no project text file holds a merge-conflict marker", () => {
  const files = textFiles(".");
  expect(files.length).toBeGreaterThan(100);
  const marked = files.filter((file) => MARKER.test(readFileSync(path.join(ROOT, file), "utf8")));
  expect(marked).toEqual([]);
});
