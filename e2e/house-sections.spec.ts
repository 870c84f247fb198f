/**
 * The house page's sections stand apart: each starts a clear gap below what is above it, signed
 * out (with the sign-up banner) and signed in (with the write buttons). The sections sit inside
 * the saved copy's read-only fieldset, which must pass the column's spacing on to them.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const QUINN_PATH = "/house/freeport/10-washington-ave";
/** Headings as they start: the reviews' carries its count. */
const SECTIONS = ["Features", "About This Display", "Lights Schedule", "Reviews"];
/** The column spaces its parts 32 px apart; anything under this reads as touching. */
const MIN_GAP_PX = 24;

/** Each section's gap to the nearest box drawn above it in the page's order. */
async function gapsAboveSections(page: Page) {
  return page.evaluate((names) => {
    const gaps: Record<string, number | null> = {};
    for (const name of names) {
      const heading = Array.from(document.querySelectorAll("h2, h3")).find((h) =>
        h.textContent?.trim().startsWith(name),
      );
      const section = heading?.closest("section");
      if (!section) {
        gaps[name] = null;
        continue;
      }
      let above: Element | null = section.previousElementSibling;
      while (above && above.getBoundingClientRect().height === 0) {
        above = above.previousElementSibling;
      }
      gaps[name] = above
        ? Math.round(section.getBoundingClientRect().top - above.getBoundingClientRect().bottom)
        : null;
    }
    return gaps;
  }, SECTIONS);
}

async function expectSectionsApart(page: Page) {
  await page.goto(QUINN_PATH);
  for (const name of SECTIONS) {
    await expect(page.getByRole("heading", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const gaps = await gapsAboveSections(page);
  for (const name of SECTIONS) {
    expect(gaps[name], `gap above ${name}`).toBeGreaterThanOrEqual(MIN_GAP_PX);
  }
}

test("signed out, each section of the house page starts clear of the part above it", async ({
  page,
}) => {
  await expectSectionsApart(page);
});

test("signed in, each section of the house page starts clear of the part above it", async ({
  asUser: page,
}) => {
  await expectSectionsApart(page);
});
