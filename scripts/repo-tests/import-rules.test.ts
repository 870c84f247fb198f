/**
 * The import rules of biome.json (`noRestrictedImports` per folder) really fail `npm run lint`:
 * each probe writes one deliberately wrong import into the folder it guards, runs Biome on it and
 * expects the rule to fire; the allowed imports beside it must pass. Probes are deleted afterwards.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
const written: string[] = [];

function lint(folder: string, source: string) {
  const file = path.join(folder, `import-rule-probe-${process.pid}-${written.length}.ts`);
  writeFileSync(path.join(ROOT, file), source);
  written.push(file);
  const run = spawnSync(BIOME, ["lint", "--max-diagnostics=50", file], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

afterAll(() => {
  for (const file of written) rmSync(path.join(ROOT, file), { force: true });
});

const cases: { rule: string; folder: string; wrong: string; allowed: string }[] = [
  {
    rule: "screens never import worker code",
    folder: "src/routes",
    wrong: `import { houseRoutes } from "../../worker/routes/houses";\nexport const a = houseRoutes;\n`,
    allowed: `import type { AppType } from "../../worker/index";\nexport type A = AppType;\n`,
  },
  {
    rule: "ui/ primitives import nothing of the app",
    folder: "src/components/ui",
    wrong: `import { houseKeys } from "@/lib/queries/houses";\nexport const a = houseKeys;\n`,
    allowed: `import { X } from "lucide-react";\nimport { cn } from "@/lib/cn";\nexport const a = [X, cn];\n`,
  },
  {
    rule: "routes never import services' internals",
    folder: "worker/routes",
    wrong: `import { createLocalVideoProvider } from "../services/video/local-tus";\nexport const a = createLocalVideoProvider;\n`,
    allowed: `import { videoProviderFor } from "../services/video";\nexport const a = videoProviderFor;\n`,
  },
  {
    rule: "db/ never imports routes",
    folder: "worker/db",
    wrong: `import { houseRoutes } from "../routes/houses";\nexport const a = houseRoutes;\n`,
    allowed: `import { sql } from "drizzle-orm";\nexport const a = sql;\n`,
  },
  {
    rule: "db/ never imports lib, middleware or pages",
    folder: "worker/db",
    wrong: `import { houseChanged } from "../lib/house-changed";\nimport { requireUser } from "../middleware/auth";\nimport { housePageRoutes } from "../pages/house-page";\nexport const a = [houseChanged, requireUser, housePageRoutes];\n`,
    allowed: `import { greatCircle } from "@contract/great-circle";\nimport { houses } from "./schema";\nexport const a = [greatCircle, houses];\n`,
  },
  {
    rule: "worker/lib never imports routes or pages",
    folder: "worker/lib/http",
    wrong: `import { houseRoutes } from "../../routes/houses";\nimport { housePageRoutes } from "../../pages/house-page";\nexport const a = [houseRoutes, housePageRoutes];\n`,
    allowed: `import { HTTPException } from "hono/http-exception";\nimport { houses } from "../../db/schema";\nimport { logError } from "../structured-log";\nexport const a = [HTTPException, houses, logError];\n`,
  },
  {
    rule: "worker/lib/formats holds pure conversions",
    folder: "worker/lib/formats/import-file",
    wrong: `import { HTTPException } from "hono/http-exception";\nimport { validate } from "../../http/validate";\nexport const a = [HTTPException, validate];\n`,
    allowed: `import { LIST_SEPARATOR } from "@contract/house-import";\nimport Papa from "papaparse";\nimport type { ExportedHouse } from "../../../db/house-export";\nimport { htmlToText } from "../html-to-text";\nexport const a = [LIST_SEPARATOR, Papa, htmlToText];\nexport type B = ExportedHouse;\n`,
  },
  {
    rule: "services never import db or routes",
    folder: "worker/services",
    wrong: `import { houses } from "../db/schema";\nexport const a = houses;\n`,
    allowed: `import { MAX_IMAGE_BYTES } from "@contract/media";\nexport const a = MAX_IMAGE_BYTES;\n`,
  },
  {
    rule: "src/lib never imports components or routes",
    folder: "src/lib",
    wrong: `import { Button } from "@/components/ui/button";\nimport { AppRoutes } from "../routes/app-routes";\nexport const a = [Button, AppRoutes];\n`,
    allowed: `import { api } from "./api";\nimport { cn } from "@/lib/cn";\nexport const a = [api, cn];\n`,
  },
  {
    rule: "components never import routes",
    folder: "src/components",
    wrong: `import { ReviewsSection } from "@/routes/house/reviews-section";\nexport const a = ReviewsSection;\n`,
    allowed: `import { Button } from "@/components/ui/button";\nimport { api } from "@/lib/api";\nexport const a = [Button, api];\n`,
  },
  ...["src/routes", "src/components", "src/lib"].map((folder) => ({
    rule: `writes go through useSingleFlightMutation (${folder})`,
    folder,
    wrong: `import { useMutation } from "@tanstack/react-query";\nexport const a = useMutation;\n`,
    allowed: `import { useQuery } from "@tanstack/react-query";\nimport { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";\nexport const a = [useQuery, useSingleFlightMutation];\n`,
  })),
  // Each worker folder with rules of its own must keep this one too (Biome replaces the options).
  ...["worker/db", "worker/routes", "worker/lib", "worker/lib/formats", "worker/jobs"].map(
    (folder) => ({
      rule: `lists reach D1 as one bound list, never inArray (${folder})`,
      folder,
      wrong: `import { inArray } from "drizzle-orm";\nexport const a = inArray;\n`,
      allowed: `import { eq, sql } from "drizzle-orm";\nexport const a = [eq, sql];\n`,
    }),
  ),
  {
    rule: "contract/ imports nothing but zod and contract modules",
    folder: "contract",
    wrong: `import { Hono } from "hono";\nexport const a = Hono;\n`,
    allowed: `import { z } from "zod";\nimport { FEATURES } from "./features";\nexport const a = [z, FEATURES];\n`,
  },
];

describe("import rules fail the lint", () => {
  for (const { rule, folder, wrong, allowed } of cases) {
    it(`${rule}: a wrong import fails, the allowed ones pass`, () => {
      const bad = lint(folder, wrong);
      expect(bad.ok).toBe(false);
      expect(bad.output).toContain("noRestrictedImports");
      const good = lint(folder, allowed);
      expect(good.output).not.toContain("noRestrictedImports");
    });
  }
});
