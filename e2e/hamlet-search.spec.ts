/** A hamlet the Post Office does not name is a known town on a desktop (e2e/hamlet-search.ts). */
import { test } from "./fixtures";
import { searchNearHamlet } from "./hamlet-search";

test("a hamlet with no post office (Dix Hills) is suggested, and an empty search for it offers a search near it", async ({
  asUser: page,
}, testInfo) => {
  await searchNearHamlet(page, testInfo);
});
