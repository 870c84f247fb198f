/**
 * D1 schema (drizzle, snake_case in SQL). Every filter and sort the product uses has an index
 * here. Counters on `houses` (avgRating, reviewCount, ...) are denormalised for list speed and are
 * rewritten in the same batch as the rows they count, so they never drift.
 *
 * One file on purpose, although it passes 400 lines: it is the whole database in one place, the
 * single input of drizzle-kit's migration diff (drizzle.config.ts), and tables reference each
 * other; the queries live in the other db/ modules, one per job.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer({ mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable("users", {
  /** Firebase uid */
  id: text().primaryKey(),
  email: text(),
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  isAdmin: integer({ mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

export const houses = sqliteTable(
  "houses",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text().notNull(),
    description: text(),
    /** Street line as shown (the part of a full address before the first comma). */
    address: text().notNull(),
    city: text().notNull(),
    state: text(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    /** floor(latitude * 50): 1.4-mile bands so radius search reads a few index ranges. */
    latBand: integer().notNull(),
    /** Normalised "street|city" key for duplicate detection (USPS suffix, no unit). */
    addressKey: text().notNull(),
    mainImageUrl: text(),
    citySlug: text(),
    streetSlug: text(),
    isTopHouse: integer({ mode: "boolean" }).notNull().default(false),
    avgRating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    pageViewCount: integer().notNull().default(0),
    visitCount: integer().notNull().default(0),
    proximityVisitCount: integer().notNull().default(0),
    submittedBy: text().references(() => users.id, { onDelete: "set null" }),
    lastDescriptionEditAt: integer({ mode: "timestamp_ms" }),
    lastDescriptionEditUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** Nightly hours in night minutes (contract/lit-tonight.ts): 16:30-00:30 = 990-1470. */
    litFromMinute: integer(),
    litUntilMinute: integer(),
    /** Season as MMDD (1128 = Nov 28); wraps over New Year when start > end. */
    seasonStart: integer(),
    seasonEnd: integer(),
    /** JSON list of "HH:MM" show start times (at most 12). */
    showTimes: text(),
    /** FM frequency for music-synced shows, tenths of MHz (887 = 88.7). */
    fmTenths: integer(),
    /**
     * The house's features as bits (contract/features.ts), kept by triggers on house_features
     * (migration 0011), so a search tests features on the geo index instead of probing
     * house_features once per candidate.
     */
    featureMask: integer().notNull().default(0),
    /** The file an admin imported the house from (house_imports.file_name); null otherwise. */
    importSource: text(),
    /**
     * The latest season (its November's year, contract/season.ts) in which someone confirmed the
     * lights: a "Lights on" report near it, a photo, its submission, an admin. Null: never.
     */
    confirmedSeason: integer(),
    lastConfirmedAt: integer({ mode: "timestamp_ms" }),
    /** Archived houses are kept (restorable) but hidden from search, the map and house pages. */
    archivedAt: integer({ mode: "timestamp_ms" }),
    /** When an admin asked the community to check it (the landing's "Help us check" strip). */
    askCommunityAt: integer({ mode: "timestamp_ms" }),
    /** The homeowner an admin approved (docs/homeowners.md): edits the house's own texts. */
    ownerId: text().references(() => users.id, { onDelete: "set null" }),
    /** The owner's answer for one season: "decorating" | "not-this-year" (with its season). */
    seasonPlan: text({ enum: ["decorating", "not-this-year"] }),
    seasonPlanSeason: integer(),
    /** Set while a removal request waits: public answers show the town and map area only. */
    removalRequestedAt: integer({ mode: "timestamp_ms" }),
    /**
     * Set when enough people reported "No longer decorates" this season
     * (docs/house-reports.md); cleared when someone confirms the lights again or an admin
     * dismisses the reports. Cards, the popup and the house page show "Reported dark".
     */
    reportedDarkAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("houses_slug_idx").on(t.citySlug, t.streetSlug),
    // The admin's "not confirmed since last season" list and the "Help us check" strip.
    index("houses_confirmed_idx").on(t.confirmedSeason, t.id),
    index("houses_ask_community_idx").on(t.askCommunityAt),
    // Latitude and features too: the radius search tests the circle and the features on the
    // index alone and reads a house's row only when it matches (docs/performance.md, House search).
    index("houses_geo_idx").on(t.latBand, t.longitude, t.latitude, t.featureMask),
    // Unique: two submissions of one address at the same moment cannot both land.
    uniqueIndex("houses_address_key_idx").on(t.addressKey),
    index("houses_rating_idx").on(t.avgRating, t.reviewCount),
    index("houses_created_idx").on(t.createdAt),
    index("houses_page_views_idx").on(t.pageViewCount),
    index("houses_visits_idx").on(t.visitCount),
    index("houses_top_idx").on(t.isTopHouse, t.avgRating),
    // Reference checks before an image's storage is deleted.
    index("houses_main_image_idx").on(t.mainImageUrl),
    // The "Lit tonight" filter: houses whose hours hold the current night minute.
    index("houses_lit_hours_idx").on(t.litFromMinute, t.litUntilMinute),
  ],
);

/** Feature ids of the catalogue, one row per house and feature. */
export const houseFeatures = sqliteTable(
  "house_features",
  {
    feature: text().notNull(),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.feature, t.houseId] }),
    index("house_features_house_idx").on(t.houseId),
  ],
);

export const photos = sqliteTable(
  "photos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    caption: text(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("photos_house_idx").on(t.houseId, t.createdAt),
    index("photos_image_url_idx").on(t.imageUrl),
  ],
);

export const videos = sqliteTable(
  "videos",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    cloudflareStreamId: text(),
    videoUrl: text(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    /**
     * The video host's last answer about the uploaded video (null: never asked), so playback asks
     * the host (on Stream, an API call) at most once per window: "ready" is asked again after a
     * day, the others after a few seconds (worker/lib/video-playback.ts).
     */
    streamState: text({ enum: ["processing", "ready", "missing", "failed"] }),
    /** When the host was last asked, or when a request took its turn to ask. */
    streamCheckedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  // A house's videos in order; a stream id's rows (playback only answers for attached videos).
  (t) => [
    index("videos_house_idx").on(t.houseId, t.createdAt),
    index("videos_stream_idx").on(t.cloudflareStreamId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull().default(5),
    review: text(),
    /** The house owner's one answer to this review, shown under it. */
    ownerAnswer: text(),
    ownerAnswerAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_house_user_idx").on(t.houseId, t.userId),
    index("reviews_user_idx").on(t.userId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
  ],
);

/**
 * An admin's removal of a homeowner's answer (decision 389): who removed it, when, and the reason
 * the admin gave, if any, for the homeowner whose answer it was, who reads it under the review
 * (no one else does) until they answer again. One row per review: the latest removal, kept after
 * a new answer for the admins, who read it on Manage Reviews (decision 402); the review's delete
 * takes it along.
 */
export const ownerAnswerRemovals = sqliteTable(
  "owner_answer_removals",
  {
    reviewId: integer()
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** The house's owner when the answer was removed: whose answer it was. */
    ownerId: text().references(() => users.id, { onDelete: "cascade" }),
    /** The admin who removed it. */
    removedBy: text().references(() => users.id, { onDelete: "set null" }),
    removedAt: integer({ mode: "timestamp_ms" }).notNull(),
    /** Shown to the homeowner; null when the admin gave none. */
    reason: text(),
    /**
     * The homeowner's next answer to the review: their note of the removal ends (decision 389),
     * the admins' record stays (decision 402). Null until then; a later removal clears it.
     */
    answeredAgainAt: integer({ mode: "timestamp_ms" }),
  },
  // The homeowner's removed answers on their house's page.
  (t) => [index("owner_answer_removals_owner_idx").on(t.ownerId)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_house_idx").on(t.userId, t.houseId),
    // The favorites page: one user's favorites, newest first.
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
    index("favorites_house_idx").on(t.houseId),
  ],
);

/** Directions clicks. */
export const visits = sqliteTable(
  "visits",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** YYYY-MM-DD in America/New_York; null on rows from before the once-a-day rule. */
    visitDay: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("visits_house_idx").on(t.houseId),
    // One directions click counts per user, house and day.
    uniqueIndex("visits_user_house_day_idx").on(t.userId, t.houseId, t.visitDay),
  ],
);

/** GPS-detected visits: once per user, house and America/New_York calendar day. */
export const proximityVisits = sqliteTable(
  "proximity_visits",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in America/New_York */
    visitDay: text().notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    accuracy: real().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("proximity_visits_user_house_day_idx").on(t.userId, t.houseId, t.visitDay),
    index("proximity_visits_house_idx").on(t.houseId),
  ],
);

/**
 * "Lights on" / "lights off" reports from people at the house: one row per user, house and night
 * (a second report the same night replaces the first).
 */
export const lightsReports = sqliteTable(
  "lights_reports",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD of the night's evening in America/New_York (nights run noon to noon). */
    nightKey: text().notNull(),
    /** "on" | "off" */
    status: text().notNull(),
    /** Set by the worker (not SQL) so the report window and the night share one clock. */
    createdAt: integer({ mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("lights_reports_house_user_night_idx").on(t.houseId, t.userId, t.nightKey),
    // The newest report of the last hours for one house (badge, detail).
    index("lights_reports_house_created_idx").on(t.houseId, t.createdAt),
    // Houses with a report in the last hours (the filter's candidates).
    index("lights_reports_created_idx").on(t.createdAt, t.houseId),
  ],
);

export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /**
     * Who viewed: "user:<id>", or "ip:<sha-256 of day and IP>" when signed out (never the raw
     * IP). Null on rows from before the once-a-day rule.
     */
    viewerKey: text(),
    /** YYYY-MM-DD in America/New_York; null on rows from before the once-a-day rule. */
    viewDay: text(),
    /**
     * "ip:<sha-256 of day and IP>" of the address the view came from, signed in or not (the
     * signed-out viewer key of that address): a person who views a house signed out and signed
     * in the same day counts once (decision 389). Needed only that day: the nightly cleanup
     * clears it on earlier days' rows (forgetViewAddresses), so no signed-in view stays tied to
     * an address. Null on older rows, and when the address was not known.
     */
    ipKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_house_idx").on(t.houseId),
    // One view counts per visitor, house and day.
    uniqueIndex("page_views_viewer_house_day_idx").on(t.viewerKey, t.houseId, t.viewDay),
    // The views of a house from one address that day, signed in or not.
    index("page_views_house_day_ip_idx").on(t.houseId, t.viewDay, t.ipKey),
    // The rows whose address the nightly cleanup clears: only the last day's carry one.
    index("page_views_ip_day_idx").on(t.viewDay).where(sql`${t.ipKey} IS NOT NULL`),
  ],
);

export const siteContent = sqliteTable(
  "site_content",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** Dotted key, unique; its last segment is the item name. */
    key: text().notNull().unique(),
    title: text().notNull(),
    content: text().notNull(),
    page: text().notNull(),
    section: text().notNull().default("default"),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index("site_content_page_idx").on(t.page, t.section, t.key)],
);

/**
 * One row per video upload a person started, on either video host (decisions 326 and 327): it
 * holds one of their places until a house has the video, and the nightly cleanup removes it (and
 * the video) when its day ends on no house. Local uploads (the worker's own tus endpoint, bytes in
 * an R2 multipart upload) keep their tus state here too; a Cloudflare Stream upload has its Stream
 * uid as id and no R2 state (Stream holds the bytes and says nothing about them without a call:
 * its `completed_at` is set only when the nightly cleanup asks, decision 331).
 */
export const videoUploads = sqliteTable(
  "video_uploads",
  {
    /** The stream id handed to the client (a Stream upload's uid). */
    id: text().primaryKey(),
    /** Which video host holds the upload: each host's adapter only sees and deletes its own. */
    host: text({ enum: ["local", "cloudflare"] })
      .notNull()
      .default("local"),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    uploadLength: integer().notNull(),
    uploadOffset: integer().notNull().default(0),
    /** Local uploads only: where the file goes in R2. */
    r2Key: text(),
    r2UploadId: text(),
    /** JSON list of {partNumber, etag} */
    parts: text().notNull().default("[]"),
    contentType: text(),
    completedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  // Pending uploads per user (quota) and uploads by age (nightly cleanup).
  (t) => [
    index("video_uploads_user_pending_idx").on(t.userId, t.completedAt),
    index("video_uploads_pending_age_idx").on(t.completedAt, t.createdAt),
  ],
);

/**
 * Saved tours (docs/product.md, Tours): a named, ordered list of houses with a start and an
 * optional time budget. `shareId` is the unguessable id of the read-only share link.
 * Start: kind "none" | "myLocation" (each viewer's own position, never stored) | "place"
 * (label and coordinates stored).
 */
export const tours = sqliteTable(
  "tours",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    shareId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    startKind: text({ enum: ["none", "myLocation", "place"] })
      .notNull()
      .default("none"),
    startLabel: text(),
    startLatitude: real(),
    startLongitude: real(),
    /** Null = any length. */
    budgetMinutes: integer(),
    /**
     * When an admin took the tour off Popular Tours (decision 294): its owner may not publish it
     * again. Null while no admin has; an owner's own unpublish leaves it null.
     */
    takenDownAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tours_share_idx").on(t.shareId),
    // The tours screen (one user's tours, last changed first) and the per-user limit.
    index("tours_user_updated_idx").on(t.userId, t.updatedAt),
  ],
);

/** A tour's stops; `position` orders them (gaps allowed). A deleted house leaves its tours. */
export const tourStops = sqliteTable(
  "tour_stops",
  {
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.position] }),
    uniqueIndex("tour_stops_tour_house_idx").on(t.tourId, t.houseId),
    // The cascade when a house is deleted.
    index("tour_stops_house_idx").on(t.houseId),
  ],
);

/**
 * Tours their owners published to /tours/popular, under a name and a town of their choosing.
 * Unpublishing (the owner or an admin) deletes the row; the tour and its share link stay, and an
 * admin's also sets `tours.takenDownAt`.
 */
export const publishedTours = sqliteTable(
  "published_tours",
  {
    tourId: integer()
      .primaryKey()
      .references(() => tours.id, { onDelete: "cascade" }),
    name: text().notNull(),
    town: text().notNull(),
    publishedAt: createdAt(),
  },
  (t) => [index("published_tours_published_idx").on(t.publishedAt)],
);

/**
 * People who opened a published tour or saved a copy: one row per tour, person ("user:<id>" or
 * a daily hash of the IP, as page views) and New York day, so each counts once a day. `season`
 * (the year the season began) keeps the popular list to this season.
 */
export const tourOpens = sqliteTable(
  "tour_opens",
  {
    tourId: integer()
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    viewerKey: text().notNull(),
    openDay: text().notNull(),
    season: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.viewerKey, t.openDay] }),
    // The popular list counts one season's opens per tour.
    index("tour_opens_season_tour_idx").on(t.season, t.tourId),
  ],
);

/**
 * Images the moderator could not judge (docs/security.md, Image moderation): stored, but served
 * only as a "waiting for review" placeholder until an admin approves them. One row per image.
 */
export const heldImages = sqliteTable(
  "held_images",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    imageUrl: text().notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** "moderation-unavailable" | "model-error" */
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("held_images_image_url_idx").on(t.imageUrl),
    index("held_images_created_idx").on(t.createdAt),
  ],
);

/**
 * Stored files the app has deleted (decision 338): a photo's R2 key ("photos/<uuid>.<ext>", its
 * smaller copies go with it) or a local video file's ("videos/<id>"), with when the delete was
 * asked. The file stays in R2 for the restore window, never served; the nightly cleanup then
 * deletes it unless a row points at it again. A restore of the database to before the delete
 * brings this table back without the row, so the restored rows find their files.
 *
 * Also a Cloudflare Stream video whose delete Stream refused when it was taken off its house
 * (decision 355), by its uid (32 hex digits, never an R2 key): not kept for a window (Stream's are
 * deleted at once), but tried again by each nightly cleanup until it goes or has failed
 * `attempts` times in all. An R2 file whose delete fails is tried again the same way.
 */
export const mediaDeletions = sqliteTable(
  "media_deletions",
  {
    key: text().primaryKey(),
    /** Where the file is: in the photos' R2 bucket, or at Cloudflare Stream. */
    storage: text({ enum: ["r2", "stream"] })
      .notNull()
      .default("r2"),
    askedAt: integer({ mode: "timestamp_ms" }).notNull(),
    /**
     * Failed deletes of the file so far: a Stream video's refusals, the request's own included;
     * an R2 file's failed nightly deletes (decision 355).
     */
    attempts: integer().notNull().default(0),
    /** The storage's answer to the last of them, for an operator reading the table. */
    lastError: text(),
  },
  // The nightly cleanup takes the oldest R2 deletions past the window, and Stream's to retry.
  (t) => [index("media_deletions_due_idx").on(t.storage, t.askedAt)],
);

/**
 * A photo or video its uploader removed from a house, kept for the few minutes its Undo can be
 * pressed (decision 373): the removed row as it was, so the Undo puts it back with its id, its
 * time (its place in the gallery) and its caption. An uploaded video's delete at its host
 * (`held_stream_id`) waits for the window too; the house's Durable Object's alarm, or else the
 * nightly cleanup, makes it once the window is over and clears the column. The nightly cleanup
 * drops the rows a day old (until then a late Undo hears it is too late). No foreign key to the
 * house: a held delete outlives a house deleted meanwhile.
 */
export const mediaRemovals = sqliteTable(
  "media_removals",
  {
    kind: text({ enum: ["photo", "video"] }).notNull(),
    /** The photo's or video's id, which the Undo gives back. */
    mediaId: integer().notNull(),
    houseId: integer().notNull(),
    /** Who removed it (its uploader): the Undo is theirs, or an admin's. */
    removedBy: text().notNull(),
    removedAt: integer({ mode: "timestamp_ms" }).notNull(),
    /** The removed row's fields, JSON (worker/db/media-removals.ts reads it). */
    removedRow: text().notNull(),
    /** An uploaded video's id at its host, deleted there once the window is over. */
    heldStreamId: text(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.mediaId] }),
    // The windows that ended (the alarm's and the night's), and a house's next one.
    index("media_removals_removed_idx").on(t.removedAt),
    index("media_removals_house_idx").on(t.houseId, t.removedAt),
    // An upload whose host delete waits is on no house, but no cleanup may take it meanwhile.
    index("media_removals_held_stream_idx").on(t.heldStreamId),
  ],
);

/**
 * Db-sync runs (docs/security.md, Db-sync), kept in the development database that drives them:
 * the cursor says where the next batch starts, so a run cut off between batches is resumed, and
 * the totals say how far it got.
 */
export const dbSyncRuns = sqliteTable(
  "db_sync_runs",
  {
    id: text().primaryKey(),
    /** "houses" | "images" */
    kind: text().notNull(),
    /** "running" | "done" */
    status: text().notNull().default("running"),
    /** Last development house id handled; the next batch reads ids above it. */
    cursor: integer().notNull().default(0),
    /** Highest development house id when the run started: houses added later wait for the next run. */
    lastHouseId: integer().notNull(),
    total: integer().notNull(),
    processed: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    created: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** JSON array of failure texts (at most 100). */
    errors: text().notNull().default("[]"),
    startedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index("db_sync_runs_kind_idx").on(t.kind, t.createdAt)],
);

/**
 * One row per run of a scheduled job (worker/scheduled.ts): the admin dashboard shows the last
 * run of each job, so a backup or cleanup that stopped working is seen without reading logs.
 * A row is written when the run starts (ok null) and completed when it ends.
 */
export const scheduledJobRuns = sqliteTable(
  "scheduled_job_runs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** "cleanup" | "backup" */
    job: text().notNull(),
    startedAt: integer({ mode: "timestamp_ms" }).notNull(),
    finishedAt: integer({ mode: "timestamp_ms" }),
    /** Null while the run is going (or when it was cut off before it could record its end). */
    ok: integer({ mode: "boolean" }),
    /** What the run did, as one line (counts, the backup folder). */
    summary: text(),
    /** The error message when it failed. */
    error: text(),
  },
  // The dashboard: the newest run of each job.
  (t) => [index("scheduled_job_runs_job_started_idx").on(t.job, t.startedAt)],
);

/**
 * A house list an admin uploaded (KML, KMZ, CSV or GeoJSON), kept as a preview until committed.
 * The commit runs in batches (like db-sync): `commitIndexes` is the selection, `commitCursor` the
 * last row index handled, and the counts add up over the batches of the current commit.
 */
export const houseImports = sqliteTable(
  "house_imports",
  {
    id: text().primaryKey(),
    fileName: text().notNull(),
    /** "kml" | "kmz" | "csv" | "geojson" */
    format: text().notNull(),
    rowCount: integer().notNull(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Null before the first commit, then "running" | "done". */
    commitStatus: text(),
    /** JSON array of the row indexes the current commit takes, ascending. */
    commitIndexes: text().notNull().default("[]"),
    commitCursor: integer().notNull().default(-1),
    created: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** JSON array of failure and skip texts (at most 100). */
    errors: text().notNull().default("[]"),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index("house_imports_created_idx").on(t.createdAt)],
);

/** One entry of an import: what was read, how it was judged, and the house it became. */
export const houseImportRows = sqliteTable(
  "house_import_rows",
  {
    importId: text()
      .notNull()
      .references(() => houseImports.id, { onDelete: "cascade" }),
    rowIndex: integer().notNull(),
    /** "new" | "duplicate" | "needs-location" | "off-island" | "invalid" */
    status: text().notNull(),
    problem: text(),
    duplicateOfHouseId: integer(),
    latitude: real(),
    longitude: real(),
    /** JSON of the entry as read (contract/house-import.ts ImportEntry). */
    entry: text().notNull(),
    /** Set in the same batch that creates the house, so a second commit skips the row. */
    houseId: integer().references(() => houses.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowIndex] })],
);

/**
 * "This is my house" and "Remove my house" (docs/homeowners.md): a signed-in user's request about
 * one house, waiting in the admin's queue until approved or declined. One waiting request per
 * user, house and kind.
 */
export const homeownerRequests = sqliteTable(
  "homeowner_requests",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["claim", "removal"] }).notNull(),
    note: text().notNull(),
    status: text({ enum: ["pending", "approved", "declined"] })
      .notNull()
      .default("pending"),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin queue: waiting requests, oldest first.
    index("homeowner_requests_status_created_idx").on(t.status, t.createdAt),
    index("homeowner_requests_house_idx").on(t.houseId, t.kind, t.status),
    uniqueIndex("homeowner_requests_one_pending_idx")
      .on(t.houseId, t.userId, t.kind)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * Addresses whose owners asked to be removed: their normalised key (houses.addressKey) refuses
 * new submissions and imports of the address.
 */
export const doNotListAddresses = sqliteTable("do_not_list_addresses", {
  addressKey: text().primaryKey(),
  createdAt: createdAt(),
});

/**
 * "Report a problem" (docs/house-reports.md): a signed-in user's report about one house, open
 * until an admin acts on the house (or, for "No longer decorates", someone confirms the lights
 * again), then resolved with its outcome, which the reporter reads under "My Reports".
 */
export const houseReports = sqliteTable(
  "house_reports",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    houseId: integer()
      .notNull()
      .references(() => houses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text({
      enum: ["no-longer-decorates", "wrong-location", "duplicate", "inappropriate", "other"],
    }).notNull(),
    note: text(),
    /** For "duplicate": the house the reporter says this one repeats. */
    duplicateOfHouseId: integer().references(() => houses.id, { onDelete: "set null" }),
    /** The season (contract/season.ts currentSeason) the report was filed in. */
    season: integer().notNull(),
    status: text({ enum: ["open", "resolved"] })
      .notNull()
      .default("open"),
    outcome: text({
      enum: ["archived", "moved", "merged", "content-removed", "dismissed", "confirmed-lit"],
    }),
    resolvedAt: integer({ mode: "timestamp_ms" }),
    resolvedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** Set by the worker: the daily cap counts reports by it. */
    createdAt: integer({ mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // One open report per user, house and reason: a second is refused until the first is closed.
    uniqueIndex("house_reports_one_open_idx")
      .on(t.houseId, t.userId, t.reason)
      .where(sql`status = 'open'`),
    // The admin queue (open reports by house) and the "Reported dark" count.
    index("house_reports_status_house_idx").on(t.status, t.houseId, t.reason, t.season),
    // "My Reports" and the daily cap.
    index("house_reports_user_created_idx").on(t.userId, t.createdAt),
    // A merge moves the reports that name the dropped house.
    index("house_reports_duplicate_of_idx").on(t.duplicateOfHouseId),
  ],
);
