/**
 * What the specs that walk every screen share (e2e/no-sideways-scroll.mobile.spec.ts on a phone,
 * e2e/tablet-widths.spec.ts from 320 to 1440 px): each screen's concrete path with what shows
 * once its content is in (contract/screen-paths.ts, so a new screen cannot be forgotten), and
 * what sticks out past the window's edges.
 */
import type { Locator, Page } from "@playwright/test";
import { SCREEN_PATHS, type ScreenName, SIGNED_IN_SCREENS } from "../contract/screen-paths";
import { expect } from "./fixtures";
import { idTokenFor } from "./support";

export const DEMO_HOUSE = "/house/bay-shore/233-linden-st";
export const ADMIN_SCREENS = (SIGNED_IN_SCREENS as readonly ScreenName[]).filter((name) =>
  name.startsWith("admin"),
);
export const PUBLIC_SCREENS = (Object.keys(SCREEN_PATHS) as ScreenName[]).filter(
  (name) => !(SIGNED_IN_SCREENS as readonly ScreenName[]).includes(name),
);
/** The signed-in screens a user who is not an admin has. */
export const USER_SCREENS = (SIGNED_IN_SCREENS as readonly ScreenName[]).filter(
  (name) => !ADMIN_SCREENS.includes(name),
);

export type ScreenVisit = { path: string; ready: Locator };

/**
 * The elements that stick out past the window's right or left edge, outermost first, after "page
 * is N px wide" when the page is wider than the window. Clipped by nothing that scrolls or hides
 * it, an element past the edge scrolls the page sideways.
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    // The layout viewport's width: on a phone, innerWidth grows to fit a page that is too wide.
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    }
    const clipsX = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== "visible" || style.clipPath !== "none" || style.clip !== "auto";
    };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // Visually hidden (a screen reader's 1 px live region, as dnd-kit's at -1 px): it shows
      // nothing and scrolls nothing.
      if (box.width <= 1 && box.height <= 1) return false;
      if (getComputedStyle(element).visibility === "hidden") return false;
      return box.right > width + 0.5 || box.left < -0.5;
    };
    const walk = (element: Element) => {
      if (sticksOut(element)) {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
          element.getAttribute("data-testid")
            ? `[data-testid=${element.getAttribute("data-testid")}]`
            : ""
        }.${String(element.getAttribute("class") ?? "").slice(0, 60)}`;
        found.push(
          `${name} "${(element.textContent ?? "").trim().slice(0, 40)}" spans ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
        return; // its children stick out with it
      }
      // What a scrolling or clipping box holds cannot widen the page: the box itself is checked.
      if (clipsX(element)) return;
      for (const child of Array.from(element.children)) walk(child);
    };
    for (const child of Array.from(document.body.children)) walk(child);
    return found;
  });
}

/** The boxes inside `part` that scroll sideways: a phone would hide their overflow. */
export function sidewaysScrollers(part: Locator) {
  return part.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll("*"))]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === "auto" || overflowX === "scroll") &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

/** A concrete path for each screen, with what shows once its content is in. */
export function screenVisits(
  names: ScreenName[],
  page: Page,
  extra: { sharedTourId: string; houseId: number },
): ScreenVisit[] {
  const heading = page.getByRole("heading", { level: 1 }).first();
  const concrete: Partial<Record<ScreenName, string>> = {
    houseBySlugs: DEMO_HOUSE,
    houseById: `/house/${extra.houseId}`,
    town: "/lights/bay-shore",
    sharedTour: `/tours/shared/${extra.sharedTourId}`,
  };
  const ready: Partial<Record<ScreenName, Locator>> = {
    home: page.getByTestId("house-card").first(),
    topHouses: page.getByTestId("house-card").first(),
    houseBySlugs: page.getByTestId("house-page"),
    houseById: page.getByTestId("house-page"),
    adminUsers: page.getByTestId("admin-user-row").first(),
    adminHouses: page.getByTestId("admin-house-row").first(),
    adminReviews: page.getByTestId("admin-review-row").first(),
    map: page.locator("[data-map-status]").first(),
  };
  return names.map((name) => ({
    path: concrete[name] ?? SCREEN_PATHS[name],
    ready: ready[name] ?? heading,
  }));
}

/** Any other path: the not-found screen. */
export const notFound = (page: Page): ScreenVisit => ({
  path: "/no-such-page",
  ready: page.getByRole("heading", { name: "Page Not Found", level: 1 }),
});

/** A shared tour of the test's own account (deleted after the test) and the demo house's id. */
export async function setUpScreens(page: Page, owner: { email: string; password: string }) {
  const token = await idTokenFor(owner.email, owner.password);
  const house = (await (await page.request.get(`/api/houses/bay-shore/233-linden-st`)).json()) as {
    id: number;
  };
  const tour = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Sideways check tour", stopIds: [house.id] },
  });
  expect(tour.ok(), await tour.text()).toBe(true);
  return { sharedTourId: ((await tour.json()) as { shareId: string }).shareId, houseId: house.id };
}
