/**
 * The PNG share cards of link previews (share-cards/render.ts draws them). A card is named with
 * its version (share-image-paths.ts: a hash of what it draws), and only the current version is
 * answered with the card, cached for good; no version or another one is a 302 to the current URL
 * that nothing keeps, so a removed photo or a hidden street never lingers in a preview
 * (decision 393). Each card is drawn once and kept in R2: a house's under its id with its version
 * beside it (houseChanged deletes it too), a tour's under its version, so a stop's house deleted,
 * archived or moved, like an edit of the tour, draws it anew.
 */
import { env as workerEnv } from "cloudflare:workers";
import type { Context } from "hono";
import { createDb } from "../db/client";
import { getHouseDetail } from "../db/house-detail";
import { findSharedTour } from "../db/tours";
import { type AppEnv, factory } from "../factory";
import { purgeOnHouseChange } from "../lib/house-changed";
import { keyFromMediaUrl } from "../lib/media-urls";
import { siteOrigin } from "../lib/site-origin";
import { sizedPhotoKey } from "../services/media-storage";
import { notFoundPage } from "./app-page";
import { mainPhotoUrl } from "./house-page-html";
import {
  houseCardFacts,
  houseShareImagePath,
  SHARE_CARD_LAYOUT_VERSION,
  SHARE_CARD_VERSION_PARAM,
  shareCardVersion,
  tourCardInput,
  tourShareImagePath,
} from "./share-image-paths";

const CARD_PREFIX = `share-cards/v${SHARE_CARD_LAYOUT_VERSION}/`;
const houseCardKey = (id: number) => `${CARD_PREFIX}house/${id}.png`;
const tourCardKey = (shareId: string, version: string) =>
  `${CARD_PREFIX}tour/${shareId}/${version}.png`;
const siteCardKey = () => `${CARD_PREFIX}site.png`;

/** The site's card changes only with the layout: a day in a browser or a preview's cache. */
const SITE_CARD_CACHE_CONTROL = "public, max-age=86400";
/** A card at its version never changes: a new drawing is a new URL. */
const VERSIONED_CARD_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The way from an old or plain URL to the current one is asked for again every time. */
const REDIRECT_CACHE_CONTROL = "no-cache";
/** Photos larger than this are not drawn into a card (memory); the branded card stands in. */
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;

purgeOnHouseChange(async (_origin, link) => {
  await workerEnv.MEDIA.delete(houseCardKey(link.id));
});

function png(body: ArrayBuffer | Uint8Array | ReadableStream, cacheControl: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The stored card when it is of `version` (any card under a key of its own version is), else one
 * drawn now and stored for the next preview.
 */
async function storedCard(
  env: Env,
  key: string,
  version: string,
  cacheControl: string,
  draw: () => Promise<Uint8Array>,
) {
  const stored = await env.MEDIA.get(key);
  if (stored && stored.customMetadata?.version === version) return png(stored.body, cacheControl);
  await stored?.body.cancel();
  const card = await draw();
  await env.MEDIA.put(key, card, {
    httpMetadata: { contentType: "image/png" },
    customMetadata: { version },
  });
  return png(card, cacheControl);
}

/**
 * The card's answer at `currentPath` (its path with the current version): the card itself when
 * the request names that version, else a redirect to it.
 */
async function versionedCard(
  c: Context<AppEnv>,
  currentPath: string,
  key: string,
  draw: () => Promise<Uint8Array>,
) {
  const current = new URL(currentPath, "http://card");
  const version = current.searchParams.get(SHARE_CARD_VERSION_PARAM) ?? "";
  if (c.req.query(SHARE_CARD_VERSION_PARAM) !== version) {
    const origin = siteOrigin(c.env, new URL(c.req.url));
    return new Response(null, {
      status: 302,
      headers: {
        Location: new URL(currentPath, origin).href,
        "Cache-Control": REDIRECT_CACHE_CONTROL,
      },
    });
  }
  return storedCard(c.env, key, version, VERSIONED_CARD_CACHE_CONTROL, draw);
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

export const shareImageRoutes = factory
  .createApp()
  .get("/site.png", async (c) =>
    storedCard(c.env, siteCardKey(), "site", SITE_CARD_CACHE_CONTROL, async () =>
      (await render()).renderSiteCard(),
    ),
  )
  .get("/house/:file{[0-9]{1,10}\\.png}", async (c) => {
    const id = Number(c.req.param("file").slice(0, -4));
    const house = await getHouseDetail(createDb(c.env.DB), id, null);
    if (!house) return notFoundPage(c.env, c.req.raw);
    const facts = houseCardFacts(house, mainPhotoUrl(house));
    return versionedCard(
      c,
      houseShareImagePath(house.id, facts),
      houseCardKey(house.id),
      async () => {
        const { renderHouseCard } = await render();
        return renderHouseCard({
          title: facts.title,
          place: facts.place,
          avgRating: facts.avgRating,
          reviewCount: facts.reviewCount,
          photo: await housePhoto(c, facts.photoUrl),
        });
      },
    );
  })
  .get("/tour/:file{[A-Za-z0-9_-]{1,64}\\.png}", async (c) => {
    const shareId = c.req.param("file").slice(0, -4);
    const tour = await findSharedTour(createDb(c.env.DB), shareId);
    if (!tour) return notFoundPage(c.env, c.req.raw);
    const input = tourCardInput(tour);
    return versionedCard(
      c,
      tourShareImagePath(shareId, input),
      tourCardKey(shareId, shareCardVersion(input)),
      async () => (await render()).renderTourCard(input),
    );
  });
