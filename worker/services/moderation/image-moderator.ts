/**
 * Image family-friendliness after the structural checks: Workers AI (the `AI` binding), the local
 * moderator of demo projects, or "unavailable", which holds every image. docs/security.md, Image
 * moderation, has the table of which runs where. Model: @cf/llava-hf/llava-1.5-7b-hf, asked a
 * yes/no question; a failed or slow call holds the image, never passes it unchecked.
 */

import { logError } from "../../lib/structured-log";

export const IMAGE_REJECTED_MESSAGE =
  "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.";

export const IMAGE_MODERATION_MODEL = "@cf/llava-hf/llava-1.5-7b-hf";

/** A model answer slower than this counts as a failure (the image is held). */
export const MODEL_TIMEOUT_MS = 20_000;

/** Why an image waits for an admin: no model configured, or the model call failed. */
export type HoldReason = "moderation-unavailable" | "model-error";

export type ModerationVerdict =
  | { ok: true }
  | { ok: false; message: string }
  | { held: true; reason: HoldReason };

/** What the admin area reports: which moderator this worker runs. */
export type ModerationMode = "workers-ai" | "local" | "unavailable";

export interface ImageModerator {
  readonly mode: ModerationMode;
  check(bytes: Uint8Array, type: string): Promise<ModerationVerdict>;
}

/** Minimal shape of the Workers AI binding we use (env.AI.run). */
export interface AiBinding {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

export const localModerator: ImageModerator = {
  mode: "local",
  async check() {
    return { ok: true };
  },
};

export const unavailableModerator: ImageModerator = {
  mode: "unavailable",
  async check() {
    return { held: true, reason: "moderation-unavailable" };
  },
};

const QUESTION =
  "Is this image appropriate for a family-friendly website about Christmas light displays, with no nudity, sexual content, violence, gore or hateful symbols? Answer only yes or no.";

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Image model took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== null) clearTimeout(timer);
  });
}

export function workersAiModerator(ai: AiBinding, timeoutMs = MODEL_TIMEOUT_MS): ImageModerator {
  return {
    mode: "workers-ai",
    async check(bytes) {
      try {
        const answer = (await withTimeout(
          ai.run(IMAGE_MODERATION_MODEL, { image: [...bytes], prompt: QUESTION, max_tokens: 5 }),
          timeoutMs,
        )) as { description?: unknown } | null;
        const text = answer?.description;
        if (typeof text !== "string" || !text.trim()) {
          throw new Error("Image model gave no answer");
        }
        if (text.trim().toLowerCase().startsWith("no")) {
          return { ok: false, message: IMAGE_REJECTED_MESSAGE };
        }
        return { ok: true };
      } catch (error) {
        logError("image-moderation-failed", error, { outcome: "held for review" });
        return { held: true, reason: "model-error" };
      }
    },
  };
}

/** Emulator-only projects (`demo-*`) cannot have real users; see docs/security.md, Sign-in. */
function isDemoProject(env: Env) {
  return env.FIREBASE_PROJECT_ID.startsWith("demo-");
}

export function imageModeratorFor(env: Env): ImageModerator {
  if (env.AI) return workersAiModerator(env.AI);
  return isDemoProject(env) ? localModerator : unavailableModerator;
}
