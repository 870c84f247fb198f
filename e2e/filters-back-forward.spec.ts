/**
 * Back and Forward on a desktop show each entry's own filters, as its address names them
 * (decision 401): a town page reached from a nearby town, and the home opened again from the menu.
 */

import { homeBackAndForward, townBackAndForward } from "./filters-back-forward";
import { test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("Back to a town from a nearby town shows its own filters, Forward the nearby town's", async ({
  page,
}) => {
  await townBackAndForward(page, false);
});

test("Back to the home's search before Find Lights shows its own filters, Forward the later ones", async ({
  asUser: page,
}) => {
  await homeBackAndForward(page, false);
});
