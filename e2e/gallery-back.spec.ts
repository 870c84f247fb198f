/** The browser's Back closes the house page's full-screen photo, with a mouse (decision 328). */
import { test } from "./fixtures";
import { expectBackClosesFullScreen } from "./gallery-back";

test("Back closes the full-screen photo and stays on the house page; after Close one Back leaves", async ({
  asUser: page,
}) => {
  await expectBackClosesFullScreen(page, (control) => control.click());
});
