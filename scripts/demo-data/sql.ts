/** Demo data: the rows as SQL for D1 (INSERT OR IGNORE with fixed ids). */
import { addressKey, houseSlugs, latBand } from "../../contract/address.ts";
import { SITE_CONTENT_DEFAULTS } from "../../contract/site-content-defaults.ts";
import {
  logCounts,
  pageViewLog,
  photos,
  proximityLog,
  reviews,
  stats,
  topIds,
  videos,
  visitLog,
} from "./activity.ts";
import { houses } from "./houses.ts";
import { DAY, NOW } from "./random.ts";
import { scheduleColumns } from "./schedules.ts";
import { reportedDarkReports, seasonColumns } from "./seasons.ts";
import { MEMBERS, USERS } from "./users.ts";

// ---------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------

export type SqlValue = string | number | boolean | null;

export function sqlValue(v: SqlValue): string {
  if (v === null) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replaceAll("'", "''")}'`;
}

/** INSERT OR IGNORE in chunks of 20 rows: short statements, and a re-run skips existing ids. */
export function inserts(table: string, rows: Record<string, SqlValue>[]): string {
  if (rows.length === 0) return "";
  const columns = Object.keys(rows[0]!);
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 20) {
    const values = rows
      .slice(i, i + 20)
      .map((row) => `  (${columns.map((c) => sqlValue(row[c] ?? null)).join(", ")})`)
      .join(",\n");
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES\n${values};`);
  }
  return `-- ${table}: ${rows.length} rows\n${out.join("\n")}\n`;
}

export const userRows = USERS.map((u, i) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  profile_image_url: null,
  is_admin: u.isAdmin,
  created_at: NOW - (90 - i) * DAY,
  updated_at: NOW - (90 - i) * DAY,
}));

export const houseRows = houses.map((h) => {
  const { citySlug, streetSlug } = houseSlugs(h.address, h.city);
  const { avg, count } = stats.get(h.id)!;
  const top = topIds.has(h.id);
  const log = logCounts.get(h.id)!;
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    address: h.address,
    city: h.city,
    state: "New York",
    latitude: h.latitude,
    longitude: h.longitude,
    lat_band: latBand(h.latitude),
    address_key: addressKey(h.address, h.city),
    main_image_url: `/demo/house-${String(h.id).padStart(2, "0")}.jpg`,
    city_slug: citySlug,
    street_slug: streetSlug,
    is_top_house: top,
    avg_rating: avg,
    review_count: count,
    page_view_count: log.pageViews,
    visit_count: log.visits,
    proximity_visit_count: log.proximity,
    submitted_by: h.submittedBy,
    last_description_edit_at: null,
    last_description_edit_user_id: null,
    ...scheduleColumns(h),
    ...seasonColumns(h),
    reported_dark_at: null as number | null,
    created_at: h.createdAt,
    updated_at: h.createdAt,
  };
});

// The first house last confirmed in 2025 is the one reported dark this season.
const darkHouse = houseRows.find((h) => h.confirmed_season === 2025)!;
export const houseReportRows = reportedDarkReports(
  darkHouse.id,
  MEMBERS.map((m) => m.id),
);
darkHouse.reported_dark_at = Math.max(...houseReportRows.map((r) => r.created_at));

export const featureRows = houses.flatMap((h) =>
  h.features.map((feature) => ({ feature, house_id: h.id })),
);
export const photoRows = photos.map((p) => ({
  id: p.id,
  house_id: p.houseId,
  image_url: p.imageUrl,
  caption: p.caption,
  uploaded_by: p.uploadedBy,
  created_at: p.createdAt,
}));
export const videoRows = videos.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  cloudflare_stream_id: null,
  video_url: v.videoUrl,
  uploaded_by: v.uploadedBy,
  created_at: v.createdAt,
}));
export const reviewRows = reviews.map((r) => ({
  id: r.id,
  house_id: r.houseId,
  user_id: r.userId,
  rating: r.rating,
  review: r.review,
  created_at: r.createdAt,
  updated_at: r.createdAt,
}));
export const pageViewRows = pageViewLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  created_at: v.createdAt,
}));
export const visitRows = visitLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  created_at: v.createdAt,
}));
export const proximityRows = proximityLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  visit_day: v.visitDay,
  latitude: v.latitude,
  longitude: v.longitude,
  accuracy: v.accuracy,
  created_at: v.createdAt,
}));
export const contentRows = SITE_CONTENT_DEFAULTS.map((c, i) => ({
  id: i + 1,
  key: c.key,
  title: c.title,
  content: c.content,
  page: c.page,
  section: c.section,
  created_at: NOW - 90 * DAY,
  updated_at: NOW - 90 * DAY,
}));

export const sql = [
  "-- LI Lights demo data. Generated by scripts/demo-data/index.ts: edit the script, not this file.",
  "-- Load: wrangler d1 execute DB --local --file seed/demo.sql (safe to run twice).",
  `-- Demo accounts (seed/demo-users.json): admin@example.com and ${MEMBERS.length} members, password lights-demo-1.`,
  "-- Every counter on houses matches its rows: page views, visits and proximity visits their logs,",
  "-- avg_rating and review_count the reviews.",
  "",
  inserts("users", userRows),
  inserts("houses", houseRows),
  inserts("house_features", featureRows),
  inserts("photos", photoRows),
  inserts("videos", videoRows),
  inserts("reviews", reviewRows),
  inserts("page_views", pageViewRows),
  inserts("visits", visitRows),
  inserts("proximity_visits", proximityRows),
  inserts("house_reports", houseReportRows),
  // A state loaded before keeps its house rows: the dark mark follows the reports, as in the app.
  "UPDATE houses SET reported_dark_at = (SELECT MAX(created_at) FROM house_reports r WHERE r.house_id = houses.id)\n" +
    "  WHERE reported_dark_at IS NULL AND id IN (SELECT house_id FROM house_reports WHERE status = 'open'\n" +
    "    AND reason = 'no-longer-decorates' AND season = 2026 GROUP BY house_id HAVING COUNT(*) >= 3);\n",
  // A state loaded before (or holding people's own visits) keeps its counters equal to its rows.
  "UPDATE houses SET page_view_count = (SELECT COUNT(*) FROM page_views WHERE house_id = houses.id),\n" +
    "  visit_count = (SELECT COUNT(*) FROM visits WHERE house_id = houses.id),\n" +
    "  proximity_visit_count = (SELECT COUNT(*) FROM proximity_visits WHERE house_id = houses.id);\n",
  inserts("site_content", contentRows),
].join("\n");
