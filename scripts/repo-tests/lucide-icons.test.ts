/** The build's one-by-one icon imports (scripts/vite-lucide-icons.ts). */
import { describe, expect, it } from "vitest";
import { lucideIconsOneByOne } from "../vite-lucide-icons.ts";

function transform(code: string) {
  const plugin = lucideIconsOneByOne();
  (plugin.buildStart as () => void)();
  const run = plugin.transform as (code: string, id: string) => { code: string } | null;
  return run(code, "/app/src/example.tsx")?.code ?? null;
}

describe("lucide icons one by one", () => {
  it("imports each icon from its own module, keeps other names and line numbers, drops types", () => {
    const code = [
      "import {",
      "  HeartIcon,",
      "  Map as MapGlyph,",
      "  type LucideIcon,",
      "  createLucideIcon,",
      '} from "lucide-react";',
      "export const x = 1;",
    ].join("\n");
    const out = transform(code) ?? "";
    expect(out).toContain('import HeartIcon from "lucide-react/dist/esm/icons/heart.mjs";');
    expect(out).toContain('import MapGlyph from "lucide-react/dist/esm/icons/map.mjs";');
    expect(out).toContain('import { createLucideIcon } from "lucide-react";');
    expect(out).not.toContain("LucideIcon,");
    expect(out.split("\n").indexOf("export const x = 1;")).toBe(6);
  });

  it("leaves a file without icons alone", () => {
    expect(transform('import { type LucideIcon } from "lucide-react";\n')).toBe("\n");
    expect(transform('import { useState } from "react";\n')).toBeNull();
  });
});
