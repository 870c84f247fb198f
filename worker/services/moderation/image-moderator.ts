/**
 * Image family-friendliness. With a Workers AI binding (`AI`, production only: add
 * `[ai] binding = "AI"` under [env.production]) a vision model judges each image; without one,
 * structurally valid images pass (the checks in image-inspect.ts always run first).
 *
 * Model: @cf/llava-hf/llava-1.5-7b-hf (image-to-text). It is asked a yes/no question and an
 * answer starting with "no" rejects. If the model call fails the image passes and the failure is
 * logged: an outage of the classifier should not stop everyone from adding photos.
 */

export const IMAGE_REJECTED_MESSAGE =
  "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.";

export const IMAGE_MODERATION_MODEL = "@cf/llava-hf/llava-1.5-7b-hf";

export type ModerationVerdict = { ok: true } | { ok: false; message: string };

export interface ImageModerator {
  readonly name: string;
  check(bytes: Uint8Array, type: string): Promise<ModerationVerdict>;
}

/** Minimal shape of the Workers AI binding we use (env.AI.run). */
export interface AiBinding {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

export const passThroughModerator: ImageModerator = {
  name: "structural-only",
  async check() {
    return { ok: true };
  },
};

const QUESTION =
  "Is this image appropriate for a family-friendly website about Christmas light displays, with no nudity, sexual content, violence, gore or hateful symbols? Answer only yes or no.";

export function workersAiModerator(ai: AiBinding): ImageModerator {
  return {
    name: `workers-ai:${IMAGE_MODERATION_MODEL}`,
    async check(bytes) {
      try {
        const answer = (await ai.run(IMAGE_MODERATION_MODEL, {
          image: [...bytes],
          prompt: QUESTION,
          max_tokens: 5,
        })) as { description?: string };
        const text = (answer.description ?? "").trim().toLowerCase();
        if (text.startsWith("no")) return { ok: false, message: IMAGE_REJECTED_MESSAGE };
        return { ok: true };
      } catch (error) {
        console.error("Image moderation model failed; passing the image", error);
        return { ok: true };
      }
    },
  };
}

export function imageModeratorFor(env: Env): ImageModerator {
  const ai = (env as Env & { AI?: AiBinding }).AI;
  return ai ? workersAiModerator(ai) : passThroughModerator;
}
