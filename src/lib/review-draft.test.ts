/**
 * A review draft comes back only to the account that wrote it (decision 144), and logging out
 * deletes the tab's drafts (decision 309). An edit of one's review open when the review was
 * deleted elsewhere becomes the draft (decision 347); a draft held when one's review appears,
 * posted elsewhere, goes to that review's edit (decision 351).
 */
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  deleteReviewDrafts,
  keepUnsavedEdit,
  useReviewDraft,
  useUnsentReview,
} from "./review-draft";

const HOUSE = 10;

beforeEach(() => sessionStorage.clear());

/** The form of house 10 opened (mounted) for `uid`; write in it with `result.current[1]`. */
function openForm(uid: string | null) {
  return renderHook(({ author }) => useReviewDraft(HOUSE, author), {
    initialProps: { author: uid },
  });
}

describe("useReviewDraft", () => {
  it("restores a draft for the account that wrote it", () => {
    const writing = openForm("b");
    act(() => writing.result.current[1]({ rating: 2, text: "Too dim" }));
    writing.unmount();
    expect(openForm("b").result.current[0]).toEqual({ rating: 2, text: "Too dim" });
  });

  it("shows another account an empty form, from storage or from the open form", () => {
    const writing = openForm("b");
    act(() => writing.result.current[1]({ rating: 2, text: "Too dim" }));
    // The same form after B's session expired and A signed in on the page.
    writing.rerender({ author: null });
    expect(writing.result.current[0]).toEqual({ rating: 5, text: "" });
    writing.rerender({ author: "a" });
    expect(writing.result.current[0]).toEqual({ rating: 5, text: "" });
    expect(openForm("a").result.current[0]).toEqual({ rating: 5, text: "" });
  });

  it("gives the form to the account writing in it now", () => {
    const writing = openForm("b");
    act(() => writing.result.current[1]({ rating: 2, text: "Too dim" }));
    writing.rerender({ author: "a" });
    act(() => writing.result.current[1]({ text: "Lovely" }));
    expect(writing.result.current[0]).toEqual({ rating: 5, text: "Lovely" });
    expect(openForm("b").result.current[0]).toEqual({ rating: 5, text: "" });
  });

  it("ignores a draft stored without its author", () => {
    sessionStorage.setItem(
      `lights:review-draft:${HOUSE}`,
      JSON.stringify({ rating: 2, text: "x" }),
    );
    expect(openForm("b").result.current[0]).toEqual({ rating: 5, text: "" });
  });
});

describe("deleteReviewDrafts", () => {
  it("deletes every house's draft and nothing else of the tab", () => {
    for (const houseId of [10, 11]) {
      const writing = renderHook(() => useReviewDraft(houseId, "b"));
      act(() => writing.result.current[1]({ text: "Bright" }));
      writing.unmount();
    }
    sessionStorage.setItem("li-lights:d1-bookmark", "00000001");
    deleteReviewDrafts();
    expect(Object.keys(sessionStorage)).toEqual(["li-lights:d1-bookmark"]);
    expect(openForm("b").result.current[0]).toEqual({ rating: 5, text: "" });
  });
});

describe("an edit kept as its review left the page", () => {
  /** The house's review form for `uid`, with the account's review listed or not. */
  function formWithReview(uid: string | null, ownReviewListed: boolean) {
    return renderHook(({ author, listed }) => useReviewDraft(HOUSE, author, listed), {
      initialProps: { author: uid, listed: ownReviewListed },
    });
  }

  it("becomes the draft, said so, once the review is gone; submitting clears both", () => {
    const form = formWithReview("b", true);
    keepUnsavedEdit(HOUSE, "b", { rating: 3, text: "Half-typed" });
    form.rerender({ author: "b", listed: false });
    expect(form.result.current[0]).toEqual({ rating: 3, text: "Half-typed" });
    expect(form.result.current[3]).toBe(true);
    act(() => form.result.current[2]());
    expect(form.result.current[0]).toEqual({ rating: 5, text: "" });
    expect(form.result.current[3]).toBe(false);
  });

  it("is forgotten while the review is still there, and never goes to another account", () => {
    keepUnsavedEdit(HOUSE, "b", { rating: 3, text: "Left the page" });
    formWithReview("b", true).unmount();
    expect(formWithReview("b", false).result.current[3]).toBe(false);

    keepUnsavedEdit(HOUSE, "b", { rating: 3, text: "Not for a" });
    const other = formWithReview("a", false);
    expect(other.result.current).toEqual([
      { rating: 5, text: "" },
      expect.anything(),
      expect.anything(),
      false,
    ]);
    deleteReviewDrafts();
    expect(formWithReview("b", false).result.current[3]).toBe(false);
  });
});

describe("a draft held when one's review appears", () => {
  /** The house's review form for "b", and what the review's edit would take up. */
  function formAndEdit() {
    const form = renderHook(({ listed, sending }) => useReviewDraft(HOUSE, "b", listed, sending), {
      initialProps: { listed: false, sending: false },
    });
    const edit = renderHook(({ author }) => useUnsentReview(HOUSE, author), {
      initialProps: { author: "b" },
    });
    return { form, edit };
  }

  it("goes to the review's edit, once, and leaves the form empty", () => {
    const { form, edit } = formAndEdit();
    act(() => form.result.current[1]({ rating: 3, text: "Written here" }));
    form.rerender({ listed: true, sending: false });
    expect(edit.result.current[0]).toMatchObject({ rating: 3, text: "Written here" });
    expect(form.result.current[0]).toEqual({ rating: 5, text: "" });
    expect(sessionStorage.length).toBe(0);
    // Another account's review edit never gets it.
    edit.rerender({ author: "a" });
    expect(edit.result.current[0]).toBeNull();
    edit.rerender({ author: "b" });
    act(() => edit.result.current[1]());
    edit.rerender({ author: "b" });
    expect(edit.result.current[0]).toBeNull();
  });

  it("stays while the form sends it, and an empty form hands nothing over", () => {
    const { form, edit } = formAndEdit();
    act(() => form.result.current[1]({ text: "Being sent" }));
    form.rerender({ listed: true, sending: true });
    expect(edit.result.current[0]).toBeNull();
    act(() => form.result.current[2]());
    form.rerender({ listed: true, sending: false });
    expect(edit.result.current[0]).toBeNull();
    deleteReviewDrafts();
  });
});
