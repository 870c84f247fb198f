import { HelpUsCheck } from "./help-us-check";
import { PopularToursPreview } from "./popular-tours-preview";

/** The landing's community parts: published tours, and houses the community is asked about. */
export function CommunitySections() {
  return (
    <>
      <PopularToursPreview />
      <HelpUsCheck />
    </>
  );
}
