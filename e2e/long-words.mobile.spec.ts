/**
 * Text people write with no spaces in it (a pasted link, a made-up word, a one-word name) wraps
 * inside its card on a phone: no page grows wider than the screen for everyone who opens it.
 * The spaces-free texts go where other people read them: a review and its author's name, a house's
 * title and description, a tour's start, and the admin's review list.
 */
import { expect, test } from "./fixtures";
import { idTokenFor } from "./support";

const WORD = "Supercalifragilisticexpialidocious".repeat(3);
const LINK = `https://example.com/${"z".repeat(110)}`;

test.use({ accountName: `Wolfeschlegelsteinhausenbergerdorff${"x".repeat(60)}` });

/** The page is as wide as the phone's screen: nothing pushed it wider. */
async function expectScreenWide(page: import("@playwright/test").Page) {
  await expect
    .poll(() =>
      page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth].join(" x ")),
    )
    .toBe("412 x 412");
}

test("long words and links wrap on the house page, the shared tour, My Reviews and the admin's list", async ({
  asUser: page,
  account,
  makeHouse,
  pageSignedInAs,
}) => {
  const house = await makeHouse(account, {
    title: `Longword ${WORD}`,
    description: `Our lights: ${WORD} and more at ${LINK}`,
  });
  const token = await idTokenFor(account.email, account.password);
  const headers = { Authorization: `Bearer ${token}` };
  const review = await page.request.post(`/api/houses/${house.id}/ratings`, {
    headers,
    data: { rating: 4, review: `Wow ${WORD} see ${LINK}` },
  });
  expect(review.status()).toBe(201);
  const tour = await page.request.post("/api/tours", {
    headers,
    data: {
      name: `Tour ${WORD.slice(0, 70)}`,
      start: { kind: "place", label: `Start${"s".repeat(70)}`, latitude: 40.67, longitude: -73.5 },
      stopIds: [house.id],
    },
  });
  expect(tour.status()).toBe(201);
  const { shareId } = (await tour.json()) as { shareId: string };

  await page.goto(house.path);
  await expect(page.getByTestId("house-review").filter({ hasText: "Wow" })).toBeVisible();
  await expect(page.getByTestId("house-description")).toContainText("Our lights");
  await expectScreenWide(page);

  await page.goto(`/tours/shared/${shareId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tour");
  await expectScreenWide(page);

  await page.goto("/reviews");
  await expect(page.getByText(/^Wow /)).toBeVisible();
  await expectScreenWide(page);

  const admin = await pageSignedInAs("admin");
  await admin.goto("/admin/reviews");
  await expect(admin.getByText(/Wow Supercalifragilistic/).first()).toBeVisible();
  await expectScreenWide(admin);
});
