/**
 * The tour planner opened by a press on another screen (Save a copy, Plan from this tour, a saved
 * tour's Open) takes the focus on its heading (decision 412): the pressed button goes with its
 * screen, and the focus would fall to the page's body, the next Tab starting from the top and a
 * screen reader saying nothing of the new screen. In memory, taken once: a reload or a Back to
 * the planner opens it as any other screen.
 */
let focusHeading = false;

/** The planner about to open puts the focus on its heading. */
export function focusPlannerHeadingNext() {
  focusHeading = true;
}

/** Whether the planner opening now was asked to put the focus on its heading; asks once. */
export function takePlannerHeadingFocus() {
  const asked = focusHeading;
  focusHeading = false;
  return asked;
}
