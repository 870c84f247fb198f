/**
 * The SPA's index.html turned into one house's page with HTMLRewriter: title and meta
 * description, Open Graph and Twitter card tags, a canonical link, a preload of the main photo,
 * and the house as a JSON data block (never an executable script: the page CSP has no
 * 'unsafe-inline'). Without a house, the page keeps the shell's generic title and description
 * and gets generic card tags made from them. Pure: the caller fetches the shell and sends the
 * answer.
 */
import type { HouseDetail } from "@contract/house";
import { HOUSE_DATA_ELEMENT_ID } from "@contract/house-page-data";
import { housePath } from "@contract/house-path";
import { HOUSE_MAIN_PHOTO_SIZES, photoSrcSet } from "@contract/photo-sizes";
import { escapeHtml } from "./escape-html";
import { houseFirstPaintHtml } from "./house-first-paint";

const SITE_NAME = "LI Lights";
const DESCRIPTION_LENGTH = 200;

/**
 * JSON for a `<script type="application/json">` block: with every "<" escaped, no text in the
 * data ("</script>", "<!--") can end the block early. JSON.parse reads the escapes back.
 */
export function jsonForDataBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The first picture the house page shows (its gallery order: main photo, then photos). */
export function mainPhotoUrl(house: Pick<HouseDetail, "mainImageUrl" | "photos">) {
  return house.mainImageUrl ?? house.photos[0]?.imageUrl ?? null;
}

/** An absolute http(s) URL for a stored or external picture; null for anything else. */
function absoluteUrl(url: string | null, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === "https:" || absolute.protocol === "http:" ? absolute.href : null;
  } catch {
    return null;
  }
}

function shorten(text: string, length: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

export function houseAddressLine(house: Pick<HouseDetail, "address" | "city" | "state">) {
  return [house.address, house.city, house.state].filter(Boolean).join(", ");
}

function ratingLine(house: Pick<HouseDetail, "avgRating" | "reviewCount">) {
  if (house.reviewCount === 0) return "No reviews yet.";
  const reviews = house.reviewCount === 1 ? "1 review" : `${house.reviewCount} reviews`;
  return `Rated ${house.avgRating.toFixed(1)} of 5 (${reviews}).`;
}

interface CardTags {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
}

export function houseCardTags(house: HouseDetail, origin: string): CardTags {
  const lead = `${houseAddressLine(house)}. ${ratingLine(house)}`;
  return {
    title: house.title,
    description: shorten(
      house.description ? `${lead} ${house.description}` : lead,
      DESCRIPTION_LENGTH,
    ),
    url: new URL(housePath(house), origin).href,
    imageUrl: absoluteUrl(mainPhotoUrl(house), origin),
  };
}

function cardTagsHtml(tags: CardTags): string {
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "website"),
    meta("property", "og:title", tags.title),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.url),
    ...(tags.imageUrl ? [meta("property", "og:image", tags.imageUrl)] : []),
    meta("name", "twitter:card", tags.imageUrl ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", tags.title),
    meta("name", "twitter:description", tags.description),
    ...(tags.imageUrl ? [meta("name", "twitter:image", tags.imageUrl)] : []),
  ].join("");
}

/**
 * The gallery's first picture as the gallery writes it (the stored URL, often a path on this
 * site, and for a hosted photo its srcset), so the preload, the first paint and the app's image
 * are one URL and one download whatever host name the request came in on. Null when there is
 * none or its URL is not http(s) once resolved (`imageUrl`, the card tags' absolute form).
 */
export interface MainPhoto {
  url: string;
  srcset: string | undefined;
}

function mainPhoto(house: HouseDetail, imageUrl: string | null): MainPhoto | null {
  const url = mainPhotoUrl(house);
  return url && imageUrl ? { url, srcset: photoSrcSet(url) } : null;
}

/**
 * The gallery's first picture is the page's largest paint: fetch it with the HTML, in the size
 * the gallery will pick (the same srcset and sizes), or the phone would load the photo twice.
 */
function mainPhotoPreload(photo: MainPhoto | null): string {
  if (!photo) return "";
  const responsive = photo.srcset
    ? ` imagesrcset="${escapeHtml(photo.srcset)}" imagesizes="${escapeHtml(HOUSE_MAIN_PHOTO_SIZES)}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHtml(photo.url)}"${responsive} fetchpriority="high" />`;
}

function houseHeadHtml(house: HouseDetail, tags: CardTags, photo: MainPhoto | null): string {
  return [
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    mainPhotoPreload(photo),
    cardTagsHtml(tags),
    `<script type="application/json" id="${HOUSE_DATA_ELEMENT_ID}">${jsonForDataBlock(house)}</script>`,
  ].join("");
}

/**
 * `house` must be the signed-out view (getHouseDetail with no viewer): the answer is shared by
 * everyone and cached at the edge.
 */
export function rewriteHouseShell(
  shell: Response,
  page: { house: HouseDetail | null; origin: string; path: string },
): Response {
  const { house } = page;
  const tags = house ? houseCardTags(house, page.origin) : null;
  const photo = house && tags ? mainPhoto(house, tags.imageUrl) : null;
  // Generic card tags come from the shell's own title and description.
  let shellTitle = "";
  let shellDescription = "";
  return (
    new HTMLRewriter()
      .on("head > title", {
        element(element) {
          // Written whole, through the one escaping function of this file.
          if (tags)
            element.replace(`<title>${escapeHtml(`${tags.title} · ${SITE_NAME}`)}</title>`, {
              html: true,
            });
        },
        text(chunk) {
          shellTitle += chunk.text;
        },
      })
      .on('head > meta[name="description"]', {
        element(element) {
          shellDescription = element.getAttribute("content") ?? "";
          if (tags) {
            element.replace(
              `<meta name="description" content="${escapeHtml(tags.description)}" />`,
              {
                html: true,
              },
            );
          }
        },
      })
      // index.html may hold the prerendered landing: a house page starts from its own first
      // paint (or, for an unknown house, an empty root).
      .on("#root", {
        element(element) {
          element.setInnerContent(house && tags ? houseFirstPaintHtml(house, photo) : "", {
            html: true,
          });
        },
      })
      .on("head", {
        element(element) {
          element.onEndTag((end) => {
            const html =
              house && tags
                ? houseHeadHtml(house, tags, photo)
                : cardTagsHtml({
                    title: shellTitle.trim() || SITE_NAME,
                    description: shellDescription,
                    url: new URL(page.path, page.origin).href,
                    imageUrl: null,
                  });
            end.before(html, { html: true });
          });
        },
      })
      .transform(shell)
  );
}
