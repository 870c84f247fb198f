/**
 * What the content dialog says under a text's field about how the site will show it (decision
 * 417): hints, never a refusal. A text shown inside a link or a button shows its links as their
 * text (contract/site-text-places.ts); a brand name longer than a phone's header shows is cut
 * short there.
 */
import { holdsLinks, siteTextPlace } from "@contract/site-text-places";
import { useEffect, useState } from "react";
import { plainText } from "@/components/site-content/legal-blocks";

const BRAND_NAME_KEY = "header.brand.name";

/**
 * The width the brand's name has in the header of a 360 px phone, signed out (Sign In and Get
 * Started beside it, the narrowest it gets there): 97.3 px. e2e/brand-name-served-texts.spec.ts
 * checks the hint against that header.
 */
const BRAND_NAME_ROOM_AT_360_PX = 97;

/**
 * The brand name's type in that header (src/components/layout/header.tsx: the link's font from 360
 * px, the name's box), without its two-line clamp, so its lines can be counted.
 */
const BRAND_NAME_TYPE = "block font-bold text-lg tracking-tight leading-tight wrap-break-word";

export const CONTENT_HINTS = {
  linkInLink: "The brand name is a link to the home page: links in it are shown as plain text.",
  linkInButton: "This text is a button's label: links in it are shown as plain text.",
  longBrandName:
    "On a phone (360 px wide) the header cuts this name short after two lines, with an ellipsis (…).",
} as const;

/** How many lines `name` takes in the header of a 360 px phone. */
function brandNameLines(name: string): number {
  const probe = document.createElement("span");
  probe.className = BRAND_NAME_TYPE;
  probe.style.cssText = `position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;width:${BRAND_NAME_ROOM_AT_360_PX}px`;
  probe.textContent = name;
  document.body.append(probe);
  const lines =
    probe.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(probe).lineHeight);
  probe.remove();
  return Math.round(lines);
}

/** The hints for the text `key` holding `content`, as the admin types it. */
export function useContentHints(key: string, content: string): string[] {
  const isBrand = key === BRAND_NAME_KEY;
  const [longBrand, setLongBrand] = useState(false);
  useEffect(() => {
    if (!isBrand) {
      setLongBrand(false);
      return;
    }
    let current = true;
    // Counted in the site's font, once it has loaded.
    void document.fonts.ready.then(() => {
      if (current) setLongBrand(brandNameLines(plainText(content)) > 2);
    });
    return () => {
      current = false;
    };
  }, [isBrand, content]);

  const hints: string[] = [];
  const { inside } = siteTextPlace(key);
  if (inside && holdsLinks(content)) {
    hints.push(inside === "link" ? CONTENT_HINTS.linkInLink : CONTENT_HINTS.linkInButton);
  }
  if (isBrand && longBrand) hints.push(CONTENT_HINTS.longBrandName);
  return hints;
}
