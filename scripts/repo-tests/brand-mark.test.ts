/**
 * The tab icon is the mark the pages draw inline (contract/brand-mark.ts): one drawing, so the
 * favicon cannot drift from the logo beside it in the header.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { BRAND_MARK_SHAPES, BRAND_MARK_VIEW_BOX } from "../../contract/brand-mark.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

it("public/favicon.svg draws the brand mark", () => {
  expect(readFileSync(path.join(ROOT, "public/favicon.svg"), "utf8").trim()).toBe(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${BRAND_MARK_VIEW_BOX}">${BRAND_MARK_SHAPES}</svg>`,
  );
});
