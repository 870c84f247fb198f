/**
 * Reporting the lights from the house: each tap reads a fresh position (a position cached from
 * before the user arrived would be refused as too far), and the refusal gives the distance as
 * people read it.
 */
import { expect, test } from "./fixtures";

test.use({ accountName: "Lumi Arriving" });

test("a report right after arriving uses the position at the house; too far says how far in miles", async ({
  asUser: page,
  ownHouse: house,
  context,
}) => {
  test.slow();
  await page.goto(house.path);
  const detail = (await (await page.request.get(`/api/houses/${house.id}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  await context.grantPermissions(["geolocation"]);
  // On the way: about 25 miles north-west of the house.
  await context.setGeolocation({
    latitude: detail.latitude + 0.26,
    longitude: detail.longitude - 0.3,
    accuracy: 5,
  });
  const report = page.getByTestId("lights-report");
  await report.getByRole("button", { name: "Lights on" }).click();
  const refusal = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Too far from this house" });
  await expect(refusal.first()).toContainText(
    /Too far from this house \(2\d mi away\): you need to be within 98 ft to report its lights\./,
  );
  await page.screenshot({ path: "/tmp/ux-lights-too-far.png" });

  // Arrived: the next tap counts at once, though the last position is only seconds old.
  await context.setGeolocation({
    latitude: detail.latitude,
    longitude: detail.longitude,
    accuracy: 5,
  });
  await report.getByRole("button", { name: "Lights on" }).click();
  await expect(page.getByText("Thanks for reporting").first()).toBeVisible();
  await expect(report.getByTestId("report-counts")).toHaveText(
    "Tonight: 1 report of lights on, 0 of lights off.",
  );
});
