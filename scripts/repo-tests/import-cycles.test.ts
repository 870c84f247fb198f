/**
 * No two modules of the app, the worker or the contract import each other (type imports
 * included): such a pair is one module in two files, or a layer reaching up. Longer cycles are
 * left to review; the layer rules (import-rules.test.ts) keep most of them out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALIASES: Record<string, string> = { "@/": "src/", "@contract/": "contract/" };

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [relative] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find(
      (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile(),
    ) ?? null
  );
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("import cycles", () => {
  it("no two modules import each other", () => {
    const files = ["src", "worker", "contract"].flatMap(sourceFiles);
    const imports = new Map<string, Set<string>>();
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      const targets = new Set<string>();
      for (const match of source.matchAll(IMPORT)) {
        const target = resolveImport(file, match[1] ?? match[2]!);
        if (target) targets.add(target);
      }
      imports.set(file, targets);
    }
    const pairs = new Set<string>();
    for (const [file, targets] of imports) {
      for (const target of targets) {
        if (target !== file && imports.get(target)?.has(file)) {
          pairs.add([file, target].sort().join(" <-> "));
        }
      }
    }
    expect([...pairs]).toEqual([]);
  });
});
