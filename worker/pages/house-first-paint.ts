/**
 * The house page's first paint, written by the worker into the HTML's #root: the site's header
 * bar, the main photo, the title and the address line, in the places and with the classes the app
 * gives them (src/components/layout/header.tsx, src/routes/house/gallery.tsx and house-header.tsx).
 * A phone paints the photo and the title as soon as the HTML, the CSS and the (preloaded) photo
 * are in, instead of after the app's JavaScript has loaded and run. It is a picture, not the app:
 * no controls, never hydrated; the app's first render replaces it whole (src/boot.tsx). Grey
 * placeholders stand where the app puts the header's Sign In, the rating, the actions with the
 * directions and the reviews, so a phone on a slow connection shows that more is coming (decision
 * 396): plain HTML, no script.
 */
import { brandMarkSvg } from "@contract/brand-mark";
import type { HouseDetail } from "@contract/house";
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { HOUSE_MAIN_PHOTO_SIZES } from "@contract/photo-sizes";
import { placeLine } from "@contract/place-line";
import { SITE_CONTENT_DEFAULTS } from "@contract/site-content-defaults";
import { escapeHtml } from "./escape-html";
import { photoImgHtml } from "./first-paint-photo";

/** The page's main photo: its URL and, when it has smaller copies, their srcset. */
export interface MainPhoto {
  url: string;
  srcset: string | undefined;
}

const BRAND_NAME =
  SITE_CONTENT_DEFAULTS.find((item) => item.key === "header.brand.name")?.content ?? "LI Lights";

/**
 * The site's header bar as the app draws it (src/components/layout/header.tsx), brand only: on a
 * touch screen its link is 44 px tall there too (decision 356); the name carries itself as its
 * title, as the app's does (decision 417).
 */
export function firstPaintHeaderHtml(): string {
  return [
    `<header class="sticky top-0 z-40 border-white/10 border-b bg-night text-white">`,
    `<div class="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 min-[360px]:gap-6 min-[360px]:px-4">`,
    `<a href="/" class="flex min-w-0 pointer-coarse:min-h-11 items-center gap-2 font-bold text-base tracking-tight min-[360px]:text-lg">${brandMarkSvg("size-8 shrink-0")}<span class="line-clamp-2 wrap-break-word leading-tight" title="${escapeHtml(BRAND_NAME)}">${escapeHtml(BRAND_NAME)}</span></a>`,
    `<div aria-hidden="true" class="ml-auto h-9 w-20 shrink-0 animate-pulse rounded-md bg-white/10"></div>`,
    `</div></header>`,
  ].join("");
}

/**
 * What the app shows under the title until its code has arrived (decision 396): on phones and
 * tablets the actions (Favorite, Share, Get Directions), then the reviews. One pulse for the group.
 */
const PLACEHOLDERS = [
  `<div aria-busy="true" class="animate-pulse space-y-8">`,
  `<div aria-hidden="true" class="space-y-4 lg:hidden"><div class="grid grid-cols-2 gap-2">`,
  `<div class="h-10 rounded-lg bg-muted"></div><div class="h-10 rounded-lg bg-muted"></div></div>`,
  `<div class="h-10 w-full rounded-lg bg-muted"></div></div>`,
  `<div aria-hidden="true" class="space-y-4"><div class="h-8 w-36 rounded-lg bg-muted"></div>`,
  `<div class="h-24 w-full rounded-lg bg-muted"></div><div class="h-24 w-full rounded-lg bg-muted"></div></div>`,
  `</div>`,
].join("");

export function houseFirstPaintHtml(house: HouseDetail, mainPhoto: MainPhoto | null): string {
  const photo = mainPhoto
    ? photoImgHtml(mainPhoto.url, {
        sizes: HOUSE_MAIN_PHOTO_SIZES,
        width: 16,
        height: 9,
        alt: house.title,
        className: "aspect-video w-full object-cover",
      })
    : `<div class="aspect-video w-full bg-gradient-to-br from-night to-night/70"></div>`;
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="house" class="flex min-h-dvh flex-col bg-background text-foreground">`,
    firstPaintHeaderHtml(),
    `<main class="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0">`,
    `<div class="mx-auto max-w-7xl px-4 py-8"><div class="grid gap-8 lg:grid-cols-3">`,
    `<div class="min-w-0 space-y-8 lg:col-span-2">`,
    `<div class="overflow-hidden rounded-xl bg-muted">${photo}</div>`,
    `<header class="space-y-2"><h1 class="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">${escapeHtml(house.title)}</h1>`,
    `<p class="text-muted-foreground">${escapeHtml(placeLine(house))}</p>`,
    `<div aria-hidden="true" class="h-5 w-36 animate-pulse rounded-lg bg-muted"></div></header>`,
    PLACEHOLDERS,
    `</div></div></div></main></div>`,
  ].join("");
}
