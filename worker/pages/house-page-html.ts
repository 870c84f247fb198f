/**
 * The SPA's index.html turned into one house's page with HTMLRewriter: the page tags
 * (page-tags.ts: title, description, canonical link, preview tags with the house's share card,
 * JSON-LD: a TouristAttraction and its breadcrumbs), a preload of the main photo, the first
 * paint, and the house as a JSON data block (never an executable script: the page CSP has no
 * 'unsafe-inline'). Pure: the caller fetches the shell and sends the answer; an unknown house is
 * the not-found page (app-page.ts).
 */
import type { HouseDetail } from "@contract/house";
import { HOUSE_DATA_ELEMENT_ID } from "@contract/house-page-data";
import { housePath } from "@contract/house-path";
import { HOUSE_MAIN_PHOTO_SIZES, photoSrcSet } from "@contract/photo-sizes";
import { placeLine } from "@contract/place-line";
import { townName } from "@contract/town-name";
import { TOWNS_PATH, townPath } from "@contract/town-path";
import { photoPreloadLink } from "./first-paint-photo";
import { houseFirstPaintHtml, type MainPhoto } from "./house-first-paint";
import { jsonForDataBlock, type PageTags, shorten, withPageTags } from "./page-tags";
import { houseShareImage } from "./share-image-paths";

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

/** The address as one line; the town alone while a removal request hides the street. */
export function houseAddressLine(
  house: Pick<HouseDetail, "address" | "city" | "state" | "addressHidden">,
) {
  return house.addressHidden ? townName(house) : placeLine(house);
}

function ratingLine(house: Pick<HouseDetail, "avgRating" | "reviewCount">) {
  if (house.reviewCount === 0) return "No reviews yet.";
  const reviews = house.reviewCount === 1 ? "1 review" : `${house.reviewCount} reviews`;
  return `Rated ${house.avgRating.toFixed(1)} of 5 (${reviews}).`;
}

/** schema.org TouristAttraction of the house, and its place in the site (Long Island > town). */
export function houseJsonLd(house: HouseDetail, origin: string, imageUrl: string | null) {
  const url = new URL(housePath(house), origin).href;
  const attraction = {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: house.title,
    url,
    ...(house.description ? { description: shorten(house.description, 500) } : {}),
    address: {
      "@type": "PostalAddress",
      ...(house.addressHidden ? {} : { streetAddress: house.address }),
      addressLocality: house.city,
      ...(house.state ? { addressRegion: house.state } : {}),
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: house.latitude, longitude: house.longitude },
    image: [
      houseShareImage(house, mainPhotoUrl(house), origin).url,
      ...(imageUrl ? [imageUrl] : []),
    ],
    isAccessibleForFree: true,
    ...(house.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(house.avgRating.toFixed(1)),
            reviewCount: house.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const crumbs = [
    { name: "Long Island", url: new URL(TOWNS_PATH, origin).href },
    // An archived house's town may have no page left (decision 168).
    ...(house.citySlug && house.townListed
      ? [{ name: house.city, url: new URL(townPath(house.citySlug), origin).href }]
      : []),
    { name: house.title, url },
  ];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [attraction, breadcrumbs];
}

export function houseTags(
  house: HouseDetail,
  origin: string,
): PageTags & { photoUrl: string | null } {
  const lead = `${houseAddressLine(house)}. ${ratingLine(house)}`;
  const photoUrl = absoluteUrl(mainPhotoUrl(house), origin);
  return {
    title: house.title,
    // Cut at a word to DESCRIPTION_MAX characters where the tags are written (page-tags.ts).
    description: house.description ? `${lead} ${house.description}` : lead,
    url: new URL(housePath(house), origin).href,
    image: houseShareImage(house, mainPhotoUrl(house), origin),
    jsonLd: houseJsonLd(house, origin, photoUrl),
    photoUrl,
  };
}

/**
 * The gallery's first picture as the gallery writes it (the stored URL, often a path on this
 * site, and for a hosted photo its srcset), so the preload, the first paint and the app's image
 * are one URL and one download whatever host name the request came in on. Null when there is
 * none or its URL is not http(s) once resolved (`imageUrl`, the card tags' absolute form).
 */
function mainPhoto(house: HouseDetail, imageUrl: string | null): MainPhoto | null {
  const url = mainPhotoUrl(house);
  return url && imageUrl ? { url, srcset: photoSrcSet(url) } : null;
}

/** The gallery's first picture is the page's largest paint: fetched with the HTML. */
function mainPhotoPreload(photo: MainPhoto | null): string {
  return photo ? photoPreloadLink(photo.url, HOUSE_MAIN_PHOTO_SIZES) : "";
}

/**
 * `house` must be the signed-out view (getHouseDetail with no viewer): the answer is shared by
 * everyone and cached at the edge.
 */
export function rewriteHouseShell(shell: Response, house: HouseDetail, origin: string): Response {
  const tags = houseTags(house, origin);
  const photo = mainPhoto(house, tags.photoUrl);
  const withFirstPaint = new HTMLRewriter()
    .on("#root", {
      element(element) {
        element.setInnerContent(houseFirstPaintHtml(house, photo), { html: true });
      },
    })
    .transform(shell);
  const extraHead = [
    mainPhotoPreload(photo),
    `<script type="application/json" id="${HOUSE_DATA_ELEMENT_ID}">${jsonForDataBlock(house)}</script>`,
  ].join("");
  return withPageTags(withFirstPaint, tags, extraHead);
}
