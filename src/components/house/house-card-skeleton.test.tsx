/**
 * A placeholder card starts two animations (its picture and its text lines together), not one per
 * line: a screen of placeholders is a phone's first render of the home screen (docs/performance-log.md).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";
import { HouseCardSkeleton, HouseGridSkeleton } from "./house-card-skeleton";

function animatedElements(html: string) {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder.querySelectorAll('[class~="animate-pulse"]').length;
}

describe("house card placeholders", () => {
  it("animate twice per card, in either layout", () => {
    expect(animatedElements(renderToStaticMarkup(<HouseCardSkeleton />))).toBe(2);
    expect(animatedElements(renderToStaticMarkup(<HouseCardSkeleton layout="list" />))).toBe(2);
    expect(animatedElements(renderToStaticMarkup(<HouseGridSkeleton count={6} />))).toBe(12);
  });

  it("stay still in a prerendered page's HTML, where nothing loads until the app runs", () => {
    const html = renderToStaticMarkup(
      <RendersPrerenderedHtml value={true}>
        <HouseGridSkeleton count={3} />
      </RendersPrerenderedHtml>,
    );
    expect(html).toContain('data-testid="house-card-skeleton"');
    expect(animatedElements(html)).toBe(0);
  });
});
