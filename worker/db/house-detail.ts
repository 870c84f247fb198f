/**
 * One house: does it exist, its id from its slugs, its location, and the full detail answer.
 */
import type { HouseDetail } from "@contract/house";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "./client";
import { addressHiddenSql } from "./homeowner-view";
import { toListItem } from "./house-list";
import { idIn } from "./id-list";
import { houseLitTonight, lightsReportsTonight, litClockAt } from "./lit-tonight";
import { houseFeatures, houses, photos, proximityVisits, reviews, users, videos } from "./schema";
import { userName, userNameColumns, type Viewer } from "./user-names";

export async function houseExists(db: Db, houseId: number): Promise<boolean> {
  const row = await db
    .select({ id: houses.id })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row.length > 0;
}

/**
 * The house a /house/{citySlug}/{streetSlug} link names. The street slug spells the address, so
 * while a removal request hides it the slug opens nothing (null, as for an unknown slug: a found
 * house would confirm a guessed address); its links use /house/{id} then. `withHidden` is for
 * admins, whose screens show the real address and link by it.
 */
export async function findHouseIdBySlugs(
  db: Db,
  citySlug: string,
  streetSlug: string,
  { withHidden = false }: { withHidden?: boolean } = {},
): Promise<number | null> {
  const [row] = await db
    .select({ id: houses.id })
    .from(houses)
    .where(
      and(
        eq(houses.citySlug, citySlug),
        eq(houses.streetSlug, streetSlug),
        withHidden ? undefined : isNull(houses.removalRequestedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** What a link to the house needs (contract/house-path.ts), or null when it does not exist. */
export async function houseLink(db: Db, houseId: number) {
  const [row] = await db
    .select({ id: houses.id, citySlug: houses.citySlug, streetSlug: houses.streetSlug })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row ?? null;
}

/** houseLink for many houses at once (ids that are gone are left out). */
export async function houseLinks(db: Db, houseIds: readonly number[]) {
  if (houseIds.length === 0) return [];
  return db
    .select({ id: houses.id, citySlug: houses.citySlug, streetSlug: houses.streetSlug })
    .from(houses)
    .where(idIn(houses.id, houseIds));
}

/**
 * The URL of the house's first photo in its gallery's order (the detail's `photos[0]`), or null:
 * the picture its page and share card show when it has no main image (a town page's card).
 */
export async function firstPhotoUrl(db: Db, houseId: number): Promise<string | null> {
  const [row] = await db
    .select({ imageUrl: photos.imageUrl })
    .from(photos)
    .where(eq(photos.houseId, houseId))
    .orderBy(photos.createdAt, photos.id)
    .limit(1);
  return row?.imageUrl ?? null;
}

/** Where the house truly is, for the proximity rule, and whether it is hidden (which refuses it). */
export async function houseLocation(db: Db, houseId: number) {
  const [row] = await db
    .select({
      latitude: houses.latitude,
      longitude: houses.longitude,
      addressHidden: addressHiddenSql(houses.removalRequestedAt).mapWith(Boolean),
    })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row ?? null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The full house answer (docs/product.md, Houses, search and sorting) for one viewer (null = signed out): features,
 * photos, videos, reviews with their authors' names, last description editor and the viewer's
 * last proximity visit. One round trip (db.batch). Null when the house does not exist.
 */
export async function getHouseDetail(
  db: Db,
  houseId: number,
  viewer: Viewer,
): Promise<HouseDetail | null> {
  const viewerId = viewer?.id ?? null;
  const clock = litClockAt();
  const [batch, litTonight, reports] = await Promise.all([
    detailBatch(db, houseId, viewerId),
    houseLitTonight(db, houseId, clock),
    lightsReportsTonight(db, houseId, viewerId, clock),
  ]);
  const [houseRows, featureRows, photoRows, videoRows, reviewRows, lastVisitRows, editorRows] =
    batch;
  const first = houseRows[0];
  if (!first) return null;
  const h = first.house;
  return {
    ...toListItem(
      h,
      featureRows.map((r) => r.feature),
      litTonight,
    ),
    userLastProximityVisit: viewerId ? iso(lastVisitRows[0]?.createdAt) : null,
    lastDescriptionEditAt: iso(h.lastDescriptionEditAt),
    lastDescriptionEditUser:
      h.lastDescriptionEditUserId && editorRows[0]
        ? userName(editorRows[0], h.lastDescriptionEditUserId, viewer)
        : null,
    photos: photoRows.map((p) => ({
      id: p.id,
      imageUrl: p.imageUrl,
      caption: p.caption,
      uploadedBy: p.uploadedBy,
      createdAt: p.createdAt.toISOString(),
    })),
    // The main photo the viewer sent with the house; an admin's removal may have made one of the
    // photos the main one (decision 366), which "Your Photos" lists as that photo.
    mainImageByViewer:
      viewerId !== null &&
      h.submittedBy === viewerId &&
      h.mainImageUrl !== null &&
      !photoRows.some((p) => p.imageUrl === h.mainImageUrl),
    videos: videoRows.map((v) => ({
      id: v.id,
      cloudflareStreamId: v.cloudflareStreamId,
      videoUrl: v.videoUrl,
      uploadedBy: v.uploadedBy,
      createdAt: v.createdAt.toISOString(),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.review.id,
      userId: r.review.userId,
      rating: r.review.rating,
      review: r.review.review,
      createdAt: r.review.createdAt.toISOString(),
      updatedAt: r.review.updatedAt.toISOString(),
      user: userName(r.author, r.review.userId, viewer),
      ownerAnswer: r.review.ownerAnswer,
      ownerAnswerAt: iso(r.review.ownerAnswerAt),
    })),
    lightsReports: reports,
    ownerId: h.ownerId,
    archived: h.archivedAt !== null,
    townListed: h.archivedAt === null || (await townHasListedHouse(db, h.citySlug)),
  };
}

/**
 * Whether a town still has a page: one house there that is not archived (only asked for an
 * archived house, whose own row does not count).
 */
async function townHasListedHouse(db: Db, citySlug: string | null) {
  if (!citySlug) return false;
  const [row] = await db
    .select({ id: houses.id })
    .from(houses)
    .where(and(eq(houses.citySlug, citySlug), isNull(houses.archivedAt)))
    .limit(1);
  return row !== undefined;
}

/** The house row and its lists in one round trip. */
function detailBatch(db: Db, houseId: number, viewerId: string | null) {
  return db.batch([
    db.select({ house: houses }).from(houses).where(eq(houses.id, houseId)).limit(1),
    db
      .select({ feature: houseFeatures.feature })
      .from(houseFeatures)
      .where(eq(houseFeatures.houseId, houseId)),
    db
      .select()
      .from(photos)
      .where(eq(photos.houseId, houseId))
      .orderBy(photos.createdAt, photos.id),
    db.select().from(videos).where(eq(videos.houseId, houseId)).orderBy(videos.createdAt),
    db
      .select({ review: reviews, author: userNameColumns })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.houseId, houseId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db
      .select({ createdAt: proximityVisits.createdAt })
      .from(proximityVisits)
      .where(
        and(
          eq(proximityVisits.houseId, houseId),
          eq(proximityVisits.userId, viewerId ?? "\u0000no-viewer"),
        ),
      )
      .orderBy(desc(proximityVisits.createdAt))
      .limit(1),
    // The last description editor, by a statement of its own rather than a left join of the
    // house row: drizzle reads a left-joined object as missing when its first column is null,
    // and an editor without a first name would vanish instead of showing as "A neighbor".
    db
      .select(userNameColumns)
      .from(users)
      .innerJoin(houses, eq(houses.lastDescriptionEditUserId, users.id))
      .where(eq(houses.id, houseId))
      .limit(1),
  ]);
}
