/** State of local tus uploads (the local stand-in for Cloudflare Stream). */
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { VideoUploadRecord, VideoUploadStore } from "../services/video";
import type { Db } from "./client";
import { countBelow, selectedRow } from "./insert-within-limit";
import { users, videoUploads } from "./schema";

export function videoUploadStore(db: Db): VideoUploadStore {
  return {
    async get(id) {
      const row = await db.select().from(videoUploads).where(eq(videoUploads.id, id)).get();
      if (!row) return null;
      return {
        ...row,
        parts: JSON.parse(row.parts) as VideoUploadRecord["parts"],
      };
    },
    async createWithinLimit(record, { pendingSince, maxPending }) {
      const pending = and(
        eq(videoUploads.userId, record.userId),
        isNull(videoUploads.completedAt),
        gt(videoUploads.createdAt, pendingSince),
      );
      const row = selectedRow(videoUploads, { ...record, parts: JSON.stringify(record.parts) });
      const added = await db
        .insert(videoUploads)
        .select((qb) =>
          qb
            .select(row)
            .from(users)
            .where(
              and(
                eq(users.id, record.userId),
                // video_uploads_user_pending_idx
                countBelow(videoUploads, pending, maxPending),
              ),
            ),
        )
        .returning({ id: videoUploads.id });
      return added.length > 0;
    },
    async update(id, patch) {
      await db
        .update(videoUploads)
        .set({
          uploadOffset: patch.uploadOffset,
          parts: JSON.stringify(patch.parts),
          ...(patch.completedAt !== undefined ? { completedAt: patch.completedAt } : {}),
        })
        .where(eq(videoUploads.id, id));
    },
    async delete(id) {
      await db.delete(videoUploads).where(eq(videoUploads.id, id));
    },
    async listUnfinished(before, limit) {
      const rows = await db
        .select({ id: videoUploads.id })
        .from(videoUploads)
        .where(and(isNull(videoUploads.completedAt), lt(videoUploads.createdAt, before)))
        .limit(limit)
        .all();
      return rows.map((row) => row.id);
    },
  };
}
