/**
 * A Submit form left without being sent keeps its work in the tab (decision 424), on a phone:
 * Back and Forward, and a bottom-bar tab then the Submit House tab. The desktop's are in
 * e2e/submit-draft.spec.ts.
 */
import { expect, test } from "./fixtures";
import {
  expectEmpty,
  expectKept,
  fillWork,
  leaveBy,
  leavingIsQuestioned,
  navLink,
  openSubmitFromHome,
  startOver,
  submitHeading,
} from "./submit-draft";

test.describe("a Submit form left unsent, on a phone", () => {
  // Photo compression in the browser.
  test.slow();

  test("Back then Forward brings back what was typed and picked, with a notice", async ({
    asUser: page,
  }) => {
    await openSubmitFromHome(page, true);
    const work = await fillWork(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(submitHeading(page)).toHaveCount(0);
    expect(await leavingIsQuestioned(page)).toBe(true);
    await page.goForward();
    await expectKept(page, work);
    await page.screenshot({ path: "/tmp/submit-draft-phone.png" });
    await page.screenshot({ path: "/tmp/submit-draft-phone-full.png", fullPage: true });
  });

  test("another tab, then the Submit House tab, brings it back; Start over clears it", async ({
    asUser: page,
  }) => {
    await openSubmitFromHome(page, true);
    const work = await fillWork(page);
    await leaveBy(page, true, "Favorites", /\/favorites$/);
    await navLink(page, true, "Submit House").click();
    await expectKept(page, work);
    await page.screenshot({ path: "/tmp/submit-draft-phone-tab.png" });

    await startOver(page, work);
    await page.screenshot({ path: "/tmp/submit-draft-phone-started-over.png" });
    await leaveBy(page, true, "Favorites", /\/favorites$/);
    expect(await leavingIsQuestioned(page)).toBe(false);
    await navLink(page, true, "Submit House").click();
    await expectEmpty(page);
  });
});
