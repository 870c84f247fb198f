/** State of local tus uploads (the local stand-in for Cloudflare Stream). */
import { and, count, eq, gt, isNull, lt } from "drizzle-orm";
import type { VideoUploadRecord, VideoUploadStore } from "../services/video";
import type { Db } from "./client";
import { videoUploads } from "./schema";

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
    async create(record) {
      await db.insert(videoUploads).values({ ...record, parts: JSON.stringify(record.parts) });
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
    async countPending(userId, since) {
      const row = await db
        .select({ n: count() })
        .from(videoUploads)
        .where(
          and(
            eq(videoUploads.userId, userId),
            isNull(videoUploads.completedAt),
            gt(videoUploads.createdAt, since),
          ),
        )
        .get();
      return row?.n ?? 0;
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
