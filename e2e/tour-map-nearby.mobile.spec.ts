/** Two tour stops a few metres apart both show and open on a phone's tour map (tour-nearby-stops.ts). */
import { test } from "./fixtures";
import { nextDoorStopsPartOnTheMap } from "./tour-nearby-stops";

test.use({ accountName: "Ned Neighbour" });
test.describe.configure({ timeout: 180_000 });

test("two stops a few metres apart part on the map, and each opens its own stop", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  await nextDoorStopsPartOnTheMap({ page, account, makeHouse, phone: true });
});
