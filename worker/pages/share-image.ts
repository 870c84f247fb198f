/**
 * The PNG share cards of link previews (share-cards/render.ts draws them). Each card is drawn once
 * and kept in R2: houseChanged deletes a house's card, so the next preview draws it again; a
 * tour's key is a digest of what its card draws (its name, the stops on its route, its totals),
 * so a stop's house deleted, archived or moved, like an edit of the tour, draws it anew.
 */
import { env as workerEnv } from "cloudflare:workers";
import { placeLine } from "@contract/place-line";
import { tourStopCountText, tourTotals } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import type { Context } from "hono";
import { createDb } from "../db/client";
import { getHouseDetail } from "../db/house-detail";
import { findSharedTour } from "../db/tours";
import { type AppEnv, factory } from "../factory";
import { purgeOnHouseChange } from "../lib/house-changed";
import { keyFromMediaUrl } from "../lib/media-urls";
import { sizedPhotoKey } from "../services/media-storage";
import type { TourCardInput } from "../share-cards/render";
import { notFoundPage } from "./app-page";
import { mainPhotoUrl } from "./house-page-html";

const CARD_PREFIX = "share-cards/";
/** Bump to draw every stored card again after a change of their layout. */
const LAYOUT_VERSION = 4;
const houseCardKey = (id: number) => `${CARD_PREFIX}v${LAYOUT_VERSION}/house/${id}.png`;
const tourCardKey = (shareId: string, digest: string) =>
  `${CARD_PREFIX}v${LAYOUT_VERSION}/tour/${shareId}/${digest}.png`;
const siteCardKey = () => `${CARD_PREFIX}v${LAYOUT_VERSION}/site.png`;

/** Previews fetch a card rarely; a day in a browser or a preview service's cache is fine. */
const CARD_CACHE_CONTROL = "public, max-age=86400";
/** Photos larger than this are not drawn into a card (memory); the branded card stands in. */
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

purgeOnHouseChange(async (_origin, link) => {
  await workerEnv.MEDIA.delete(houseCardKey(link.id));
});

function png(body: ArrayBuffer | Uint8Array | ReadableStream) {
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": CARD_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The stored card, else one drawn now and stored for the next preview. */
async function storedCard(env: Env, key: string, draw: () => Promise<Uint8Array>) {
  const stored = await env.MEDIA.get(key);
  if (stored) return png(stored.body);
  const card = await draw();
  await env.MEDIA.put(key, card, { httpMetadata: { contentType: "image/png" } });
  return png(card);
}

function isRaster(bytes: Uint8Array) {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return jpeg ? "image/jpeg" : png ? "image/png" : null;
}

function dataUrl(bytes: Uint8Array, type: string) {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The house's first picture as a data: URL when it is a JPEG or PNG we hold: an uploaded photo
 * from R2 (its 800 px copy when there is one), a demo photo from the static assets.
 */
async function housePhoto(c: Context<AppEnv>, url: string | null): Promise<string | null> {
  if (!url) return null;
  let bytes: Uint8Array | null = null;
  const key = keyFromMediaUrl(url);
  if (key) {
    const object = (await c.env.MEDIA.get(sizedPhotoKey(key, 800))) ?? (await c.env.MEDIA.get(key));
    if (object && object.size <= MAX_PHOTO_BYTES)
      bytes = new Uint8Array(await object.arrayBuffer());
  } else if (url.startsWith("/") && !url.startsWith("//")) {
    const asset = await c.env.ASSETS.fetch(new URL(url, c.req.url));
    if (asset.ok) {
      const body = new Uint8Array(await asset.arrayBuffer());
      if (body.length <= MAX_PHOTO_BYTES) bytes = body;
    }
  }
  const type = bytes ? isRaster(bytes) : null;
  return bytes && type ? dataUrl(bytes, type) : null;
}

const render = () => import("../share-cards/render");

/**
 * What a shared tour's card draws, as its page shows it (contract/tour-totals.ts): the stops on
 * the route (archived ones and those the time budget leaves out are not), its count and miles.
 */
function tourCardInput(tour: Tour): TourCardInput {
  const totals = tourTotals(tour.start, tour.stops, tour.budgetMinutes);
  return {
    name: tour.name,
    stops: totals.kept.map(({ latitude, longitude }) => ({ latitude, longitude })),
    stopCountText: tourStopCountText(totals),
    miles: totals.miles,
  };
}

/** SHA-256 of the card's input, hex: the same drawing, the same key. */
async function digestOf(input: TourCardInput) {
  const bytes = new TextEncoder().encode(JSON.stringify(input));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const shareImageRoutes = factory
  .createApp()
  .get("/site.png", async (c) =>
    storedCard(c.env, siteCardKey(), async () => (await render()).renderSiteCard()),
  )
  .get("/house/:file{[0-9]{1,10}\\.png}", async (c) => {
    const id = Number(c.req.param("file").slice(0, -4));
    const house = await getHouseDetail(createDb(c.env.DB), id, null);
    if (!house) return notFoundPage(c.env, new URL(c.req.url));
    return storedCard(c.env, houseCardKey(house.id), async () => {
      const { renderHouseCard } = await render();
      return renderHouseCard({
        title: house.title,
        place: placeLine(house),
        avgRating: house.avgRating,
        reviewCount: house.reviewCount,
        photo: await housePhoto(c, mainPhotoUrl(house)),
      });
    });
  })
  .get("/tour/:file{[A-Za-z0-9_-]{1,64}\\.png}", async (c) => {
    const shareId = c.req.param("file").slice(0, -4);
    const tour = await findSharedTour(createDb(c.env.DB), shareId);
    if (!tour) return notFoundPage(c.env, new URL(c.req.url));
    const input = tourCardInput(tour);
    return storedCard(c.env, tourCardKey(shareId, await digestOf(input)), async () =>
      (await render()).renderTourCard(input),
    );
  });
