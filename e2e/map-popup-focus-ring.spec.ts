/**
 * On a computer, a click on a house marker opens its popup without ringing View Details; the
 * keyboard still rings it (decision 400).
 */
import { test } from "./fixtures";
import { popupRingsOnlyForKeys } from "./map-popup-focus-ring";

test.use({ accountName: "Rina Ringless" });

test("a click on a house marker rings no control of its popup; Enter on the marker rings View Details", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  await popupRingsOnlyForKeys(page, (x, y) => page.mouse.click(x, y), "click");
});
