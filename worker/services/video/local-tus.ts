/**
 * Local video host (docs/product.md, Media and moderation): the worker itself is the tus 1.0.0
 * endpoint (creation, HEAD, PATCH with Upload-Offset) and keeps the file in R2 through a multipart
 * upload.
 *
 * R2 wants every part but the last to have the same size, and at least 5 MiB. tus clients send
 * chunks of any size (100 MB here, or less after a dropped connection), so bytes are cut into
 * PART_SIZE parts as they arrive; a tail shorter than a part waits in a "<key>.pending" object
 * until the next PATCH. The reported offset counts parts + pending bytes, so a client that lost
 * its connection mid-PATCH resumes from exactly what was kept.
 *
 * Upload state lives in a store the route passes in, and so do the URL builders: this module
 * knows no database, routes or HTTP statuses (routes map the UploadError classes of uploads.ts).
 */
import { logWarning } from "../../lib/structured-log";
import type { VideoProvider } from "./types";
import {
  pendingLimit,
  TOO_MANY_PENDING_UPLOADS_MESSAGE,
  UploadConflictError,
  UploadError,
  UploadGoneError,
  UploadNotFoundError,
  UploadNotVideoError,
  UploadQuotaError,
  UploadTooLargeError,
  type VideoUploadRecord,
  type VideoUploadStore,
} from "./uploads";

export const PART_SIZE = 5 * 1024 * 1024;

/** Where a local upload's file lives in R2: "videos/<upload id>". */
export const LOCAL_VIDEO_KEY_PREFIX = "videos/";

export const NOT_A_VIDEO_MESSAGE = "Only video files can be uploaded";

/** Bytes needed to recognise a video container. */
const SNIFF_BYTES = 12;

/** True when the file starts like a video container (MP4/MOV/3GP, WebM/Matroska, AVI, Ogg). */
export function looksLikeVideo(head: Uint8Array) {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (["ftyp", "moov", "mdat", "wide", "free", "skip"].includes(ascii(4, 8))) return true;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") return true;
  return ascii(0, 4) === "OggS";
}

/** Where the worker serves an upload's tus endpoint and its playback. */
export interface VideoUrls {
  /** Absolute: tus clients need that. */
  upload(id: string): string;
  playback(id: string): string;
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  avi: "video/x-msvideo",
  mkv: "video/x-matroska",
  ogv: "video/ogg",
  "3gp": "video/3gpp",
};

export function videoContentType(fileName: string) {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return VIDEO_TYPES[ext] ?? "application/octet-stream";
}

function concat(chunks: Uint8Array[], total: number) {
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * How many times the local host was asked about each stream id (describe): the local stand-in
 * for Stream's API lookups, which cost requests from the account's budget there. Worker tests
 * read it to prove that playback asks the host at most once per cache window; it lives in the
 * module because a provider is made per request.
 */
const lookups = new Map<string, number>();

export function localHostLookups(streamId: string) {
  return lookups.get(streamId) ?? 0;
}

export interface LocalVideoProvider extends VideoProvider {
  status(id: string): Promise<{ uploadOffset: number; uploadLength: number }>;
  /**
   * PATCH: appends the body at `offset`; returns the new offset (also after a broken body). A
   * file that is no video is refused and the upload deleted, so it does not hold a place.
   */
  append(id: string, offset: number, body: ReadableStream<Uint8Array> | null): Promise<number>;
  read(id: string, range?: R2Range): Promise<R2ObjectBody | null>;
  head(id: string): Promise<R2Object | null>;
}

/**
 * Local uploads one night's cleanup removes at most: each costs a few R2 operations and no
 * outside API, so the cap only bounds the run's time; what is left waits for the next night.
 */
const MAX_EXPIRED_PER_NIGHT = 500;

export function createLocalVideoProvider(options: {
  bucket: R2Bucket;
  store: VideoUploadStore;
  urls: VideoUrls;
  /**
   * How long a finished upload stays "processing" before it is playable, as on Stream, so the
   * app's processing state can be seen and tested locally. 0 = playable at once.
   */
  processingMs?: number;
  /**
   * Hands a removed video's file to the nightly cleanup, which deletes it once the restore
   * window is over (decision 338): a restore of the database can bring its house back.
   */
  deleteFileLater: (key: string) => Promise<void>;
}): LocalVideoProvider {
  const { bucket, store } = options;
  const processingMs = options.processingMs ?? 0;
  const isPlayable = (record: VideoUploadRecord) =>
    record.completedAt !== null && record.completedAt.getTime() + processingMs <= Date.now();
  // Every local record has its key (only Stream records go without); the id's key is the same.
  const fileKey = (record: VideoUploadRecord) =>
    record.r2Key ?? `${LOCAL_VIDEO_KEY_PREFIX}${record.id}`;
  const pendingKey = (record: VideoUploadRecord) => `${fileKey(record)}.pending`;

  async function requireRecord(id: string) {
    const record = await store.get(id);
    if (!record) throw new UploadNotFoundError("Upload not found");
    return record;
  }

  /** Removes an upload's bytes: its multipart upload while unfinished, its file and tail. */
  async function deleteStoredBytes(record: VideoUploadRecord) {
    if (!record.completedAt && record.r2UploadId) {
      try {
        await bucket.resumeMultipartUpload(fileKey(record), record.r2UploadId).abort();
      } catch {
        // Already aborted or completed.
      }
    }
    await bucket.delete([fileKey(record), pendingKey(record)]);
  }

  return {
    name: "local",

    async createUpload({ fileSize, fileName, userId }) {
      const id = crypto.randomUUID().replaceAll("-", "");
      const r2Key = `${LOCAL_VIDEO_KEY_PREFIX}${id}`;
      const contentType = videoContentType(fileName);
      const multipart = await bucket.createMultipartUpload(r2Key, {
        httpMetadata: { contentType },
        customMetadata: { uploadedBy: userId, fileName },
      });
      const stored = await store.createWithinLimit(
        {
          id,
          userId,
          fileName,
          uploadLength: fileSize,
          uploadOffset: 0,
          r2Key,
          r2UploadId: multipart.uploadId,
          parts: [],
          contentType,
          completedAt: null,
        },
        pendingLimit(),
      );
      if (!stored) {
        await multipart.abort();
        throw new UploadQuotaError(TOO_MANY_PENDING_UPLOADS_MESSAGE);
      }
      return { uploadUrl: options.urls.upload(id), streamId: id };
    },

    async status(id) {
      const record = await requireRecord(id);
      return { uploadOffset: record.uploadOffset, uploadLength: record.uploadLength };
    },

    async append(id, offset, body) {
      const record = await requireRecord(id);
      if (record.completedAt) throw new UploadConflictError("Upload already complete");
      if (offset !== record.uploadOffset) {
        throw new UploadConflictError(
          `Upload-Offset ${offset} does not match ${record.uploadOffset}`,
        );
      }
      if (!record.r2UploadId) throw new UploadGoneError("Upload is gone");
      const multipart = bucket.resumeMultipartUpload(fileKey(record), record.r2UploadId);
      const parts = [...record.parts];

      // Bytes kept from earlier PATCHes that did not fill a whole part.
      const chunks: Uint8Array[] = [];
      let buffered = 0;
      const pendingBytes = record.uploadOffset - parts.length * PART_SIZE;
      if (pendingBytes > 0) {
        const pending = await bucket.get(pendingKey(record));
        if (!pending || pending.size !== pendingBytes)
          throw new UploadGoneError("Upload data lost");
        chunks.push(new Uint8Array(await pending.arrayBuffer()));
        buffered = pendingBytes;
      }

      const received = () => parts.length * PART_SIZE + buffered;
      // The first bytes decide whether this is a video at all (an HTML page posing as a video
      // must never be stored, let alone served back).
      let sniffed = record.uploadOffset >= Math.min(SNIFF_BYTES, record.uploadLength);
      const sniff = () => {
        if (sniffed || buffered < Math.min(SNIFF_BYTES, record.uploadLength)) return;
        sniffed = true;
        if (!looksLikeVideo(concat(chunks, buffered).subarray(0, SNIFF_BYTES))) {
          throw new UploadNotVideoError(NOT_A_VIDEO_MESSAGE);
        }
      };
      const flushFullParts = async () => {
        while (buffered >= PART_SIZE) {
          const all = concat(chunks, buffered);
          const part = await multipart.uploadPart(parts.length + 1, all.subarray(0, PART_SIZE));
          parts.push({ partNumber: part.partNumber, etag: part.etag });
          chunks.length = 0;
          const rest = all.slice(PART_SIZE);
          buffered = rest.byteLength;
          if (buffered) chunks.push(rest);
        }
      };

      let broken: unknown = null;
      if (body) {
        const reader = body.getReader();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (received() + value.byteLength > record.uploadLength) {
              throw new UploadTooLargeError("Body exceeds Upload-Length");
            }
            chunks.push(value);
            buffered += value.byteLength;
            sniff();
            await flushFullParts();
          }
        } catch (error) {
          if (error instanceof UploadNotVideoError) {
            // Refused for good: nothing of it is kept, and it no longer counts as pending.
            await deleteStoredBytes(record);
            await store.delete(id);
            throw error;
          }
          // A dropped connection: keep what arrived so the client can resume from there.
          if (error instanceof UploadError) throw error;
          broken = error;
        }
      }

      const newOffset = received();
      if (newOffset === record.uploadLength) {
        if (buffered > 0 || parts.length === 0) {
          const part = await multipart.uploadPart(parts.length + 1, concat(chunks, buffered));
          parts.push({ partNumber: part.partNumber, etag: part.etag });
        }
        await multipart.complete(parts);
        await bucket.delete(pendingKey(record));
        await store.update(id, { uploadOffset: newOffset, parts, completedAt: new Date() });
      } else {
        if (buffered > 0) await bucket.put(pendingKey(record), concat(chunks, buffered));
        else await bucket.delete(pendingKey(record));
        await store.update(id, { uploadOffset: newOffset, parts });
      }
      // Not the upload's id: its URL needs no sign-in, so the id is as good as a key. The line's
      // requestId leads to the request instead.
      if (broken) {
        logWarning("upload-interrupted", {
          offset: newOffset,
          reason: broken instanceof Error ? broken.message : String(broken),
        });
      }
      return newOffset;
    },

    async read(id, range) {
      const record = await store.get(id);
      if (!record?.completedAt) return null;
      return bucket.get(fileKey(record), range ? { range } : undefined);
    },

    async head(id) {
      const record = await store.get(id);
      if (!record?.completedAt) return null;
      return bucket.head(fileKey(record));
    },

    async describe(streamId) {
      lookups.set(streamId, localHostLookups(streamId) + 1);
      const record = await store.get(streamId);
      if (!record) return null;
      return {
        ownerId: record.userId,
        ready: isPlayable(record),
        uploaded: Boolean(record.completedAt),
      };
    },

    async uploader(streamId) {
      return (await store.get(streamId))?.userId ?? null;
    },

    async attached() {
      // The record stays: it holds the file's key and state, and the file is served from it.
    },

    player(streamId) {
      return { kind: "file", src: options.urls.playback(streamId) };
    },

    async delete(streamId) {
      const record = await store.get(streamId);
      if (!record) return;
      // A finished file (a video on a house) outlives its record for the restore window; without
      // the record it is served no more. An unfinished upload holds nothing anyone could restore.
      if (record.completedAt) await options.deleteFileLater(fileKey(record));
      else await deleteStoredBytes(record);
      await store.delete(streamId);
    },

    async expiredUploads(before) {
      // The record knows each upload's end: nothing is kept past its day.
      return { uploads: await store.listExpired(before, MAX_EXPIRED_PER_NIGHT), kept: 0 };
    },

    async deleteUnattached(id) {
      const record = await store.get(id);
      // The record goes first, in a write that checks no house has the video: a video attached
      // at this moment keeps its file.
      if (!record || !(await store.deleteUnattached(id))) return false;
      try {
        await deleteStoredBytes(record);
      } catch (error) {
        // Back for the next night, rather than bytes no record points at.
        await store.restore(record);
        throw error;
      }
      return true;
    },
  };
}
