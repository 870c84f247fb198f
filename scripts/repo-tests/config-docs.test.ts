/**
 * README, .dev.vars.example and the worker agree on the settings: every variable or secret the
 * worker reads is listed in both, so a deploy that follows the README cannot miss one. Bindings
 * (D1, R2, Durable Objects, AI, rate limiters...) are declared in wrangler.toml, not set as vars.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** Names read as `env.X` / `c.env.X`, destructured from env, or typed as an env shape. */
function settingsReadBy(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b/g)) names.add(m[1]!);
  for (const m of source.matchAll(/\{([^{}]+)\}\s*=\s*(?:c\.)?env\b/g)) {
    for (const n of m[1]!.matchAll(/\b([A-Z][A-Z0-9_]{2,})\b/g)) names.add(n[1]!);
  }
  for (const m of source.matchAll(/\benv\s*:\s*\{([^{}]+)\}/g)) {
    for (const n of m[1]!.matchAll(/\b([A-Z][A-Z0-9_]{2,})\??\s*:/g)) names.add(n[1]!);
  }
  return names;
}

/** Binding names: `binding = "X"` and `name = "X"` keys of wrangler.toml (commented ones too). */
function wranglerBindings(toml: string): Set<string> {
  const names = new Set<string>();
  for (const m of toml.matchAll(/^[#\s]*(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]*)"/gm)) {
    names.add(m[1]!);
  }
  return names;
}

/** The README's "## Configuration" table: names in backticks, and which rows are bindings. */
function readmeConfiguration(readme: string) {
  const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("|"));
  const listed = new Set<string>();
  const bindings = new Set<string>();
  for (const row of rows) {
    const firstCell = row.split("|")[1] ?? "";
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) {
      listed.add(m[1]!);
      if (/\bbinding\b/.test(firstCell)) bindings.add(m[1]!);
    }
  }
  return { listed, bindings };
}

const devVarsNames = (text: string) =>
  new Set([...text.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

describe("configuration docs match the worker", () => {
  const read_ = new Set(sourceFiles("worker").flatMap((f) => [...settingsReadBy(read(f))]));
  const readme = readmeConfiguration(read("README.md"));
  const bindings = new Set([...wranglerBindings(read("wrangler.toml")), ...readme.bindings]);
  const settings = [...read_].filter((name) => !bindings.has(name)).sort();

  it("finds the settings the worker reads", () => {
    // Guards the scanner itself: these are read today in three different ways.
    expect(settings).toEqual(
      expect.arrayContaining(["ADMIN_EMAILS", "CLOUDFLARE_STREAM_API_TOKEN"]),
    );
    expect(settings).toEqual(expect.arrayContaining(["GOOGLE_PLACES_API_KEY"]));
    expect(settings).not.toContain("DB");
  });

  it("lists every setting in .dev.vars.example", () => {
    const documented = devVarsNames(read(".dev.vars.example"));
    expect(settings.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists every setting in the README's configuration table", () => {
    expect(settings.filter((name) => !readme.listed.has(name))).toEqual([]);
  });

  it("the scanner sees each way of reading a setting", () => {
    const sample = [
      "c.env.ONE; env?.TWO;",
      "const { THREE, FOUR } = env as Env;",
      "function f(env: { FIVE?: string }) {}",
    ].join("\n");
    expect([...settingsReadBy(sample)].sort()).toEqual(["FIVE", "FOUR", "ONE", "THREE", "TWO"]);
  });
});
