/**
 * Imports each lucide icon from its own module in the build: `import { Heart } from
 * "lucide-react"` becomes `import Heart from "lucide-react/dist/esm/icons/heart.mjs"`.
 *
 * Through the package's index, every module that imports an icon imports all 1,600 of them as far
 * as the module graph can tell. The first screens' chunks are named from that graph
 * (scripts/vite-screen-chunks.ts), so the app's chunk, which every page loads, took every icon any
 * screen uses (the admin's too): about 23 KB of its 60. Imported one by one, each icon goes with
 * the screens that draw it. Only the build: the dev server pre-bundles the package anyway.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Every name the package's index exports for an icon, with the icon's own module. */
function iconModules(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs");
  const modules = new Map<string, string>();
  const reexport = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g;
  for (const [, names = "", file] of readFileSync(index, "utf8").matchAll(reexport)) {
    const target = path.posix.join("lucide-react/dist/esm/icons", `${file}.mjs`);
    for (const name of names.split(",")) modules.set(name.replace("default as", "").trim(), target);
  }
  return modules;
}

export function lucideIconsOneByOne(): Plugin {
  let modules: Map<string, string>;
  return {
    name: "li-lights:lucide-icons-one-by-one",
    apply: "build",
    enforce: "pre",
    buildStart() {
      modules = iconModules();
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes("node_modules") || !code.includes("lucide-react")) {
        return null;
      }
      let changed = false;
      const result = code.replace(IMPORT, (statement, specifiers: string) => {
        const kept: string[] = [];
        const icons: string[] = [];
        for (const raw of specifiers
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)) {
          // Types go: the module that gave them is not needed at run time.
          if (raw.startsWith("type ")) continue;
          const [imported = raw, local = imported] = raw.split(/\s+as\s+/);
          const module = modules.get(imported);
          if (module) icons.push(`import ${local} from "${module}";`);
          else kept.push(raw);
        }
        if (icons.length === 0 && kept.length > 0) return statement;
        changed = true;
        const rest = kept.length > 0 ? `import { ${kept.join(", ")} } from "lucide-react";` : "";
        // As many lines as before, so the lines below keep their numbers.
        const lineBreaks = "\n".repeat(statement.split("\n").length - 1);
        return [...icons, rest].join(" ") + lineBreaks;
      });
      return changed ? { code: result, map: null } : null;
    },
  };
}
