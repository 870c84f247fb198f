/** State of local tus uploads (the local stand-in for Cloudflare Stream). */
import { eq } from "drizzle-orm";
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
  };
}
