/**
 * POST /api/image-uploads: the app sends each photo's bytes once (multipart), the worker checks,
 * moderates and stores them in that request, and the forms then attach the URL. The Workers AI
 * binding is swapped for a stand-in that counts its calls, so "moderated once" is what the
 * outside service saw.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MAX_IMAGE_BYTES, uploadImageResponseSchema } from "@contract/media";
import { describe, it } from "vitest";
import LIGHTS_JPEG from "../e2e/fixtures/lights.jpg?inline";
import worker from "../worker/index";
import { expectJson } from "./expect-json";
import {
  apiWithEnv,
  createHouse,
  failingWorkersAi,
  json,
  newCaller,
  signedIn,
  type TestCaller,
  uniqueTownName,
} from "./factories";

const NOT_FAMILY_FRIENDLY =
  "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.";

/** A Workers AI stand-in that answers every image with `answer` and counts the calls. */
function countingModel(answer: "Yes" | "No") {
  const model = {
    calls: 0,
    binding: {
      run: async () => {
        model.calls += 1;
        return { description: answer };
      },
    } as unknown as Ai,
  };
  return model;
}

function bytesOf(dataUrl: string) {
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (ch) => ch.charCodeAt(0));
}

function imageForm(bytes: Uint8Array, name = "lights.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.set("image", new File([bytes], name, { type }));
  return form;
}

/** The upload as the app sends it, with `overrides` on top of the worker's bindings. */
async function upload(
  body: BodyInit,
  caller: TestCaller | null,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  if (caller) headers.Authorization = `Bearer ${caller.token}`;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request("http://localhost/api/image-uploads", { method: "POST", headers, body }),
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("POST /api/image-uploads", () => {
  it("stores the bytes, moderates them once, and attaching the URL runs no second check", async ({
    expect,
  }) => {
    const caller = await signedIn(newCaller());
    const model = countingModel("Yes");
    const ai = { AI: model.binding };

    const res = await upload(imageForm(bytesOf(LIGHTS_JPEG)), caller, ai);
    expect(res.status).toBe(201);
    const stored = await expectJson(res, uploadImageResponseSchema);
    expect(stored.pendingReview).toBe(false);
    expect(stored.imageUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f-]+\.jpg$/);
    const object = await env.MEDIA.head(stored.imageUrl.replace("/api/media/", ""));
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(object?.customMetadata?.uploadedBy).toBe(caller.uid);
    expect(model.calls).toBe(1);

    // The house page's photo panel: attach by URL.
    const house = await createHouse();
    const added = await apiWithEnv(ai, `/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: stored.imageUrl },
    });
    expect(added.status).toBe(201);
    expect(await json(added)).toMatchObject({ imageUrl: stored.imageUrl, pendingReview: false });

    // The submit form: the main photo by URL too.
    const second = await expectJson(
      await upload(imageForm(bytesOf(LIGHTS_JPEG)), caller, ai),
      uploadImageResponseSchema,
    );
    const created = await apiWithEnv(ai, "/api/houses", {
      method: "POST",
      token: caller.token,
      body: {
        title: "The Once Uploaded House",
        address: `${Math.floor(Math.random() * 9000) + 100} ${uniqueTownName("Upload").replace(" ", "")} Lane`,
        mainImageUrl: second.imageUrl,
        features: ["Music-Sync"],
        latitude: 40.6807,
        longitude: -73.4743,
        // A town the app knows (decision 419); the street makes the address this test's own.
        city: "Massapequa",
        state: "NY",
      },
    });
    expect(created.status).toBe(201);
    // One model call per photo, none when a stored photo is attached.
    expect(model.calls).toBe(2);
  });

  it("answers the moderation verdict in the same request", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const rejecting = countingModel("No");
    const rejected = await upload(imageForm(bytesOf(LIGHTS_JPEG)), caller, {
      AI: rejecting.binding,
    });
    expect(rejected.status).toBe(400);
    expect(await json(rejected)).toEqual({ message: NOT_FAMILY_FRIENDLY });
    expect(rejecting.calls).toBe(1);

    // A model that fails holds the image for an admin instead of passing it.
    const held = await upload(imageForm(bytesOf(LIGHTS_JPEG)), caller, {
      AI: failingWorkersAi("3040: Capacity temporarily exceeded"),
    });
    expect(held.status).toBe(201);
    expect((await expectJson(held, uploadImageResponseSchema)).pendingReview).toBe(true);
  });

  it("refuses what is not one image file, and anonymous callers", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    const text = new TextEncoder().encode("this is not an image at all");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const [body, message] of [
      [imageForm(text, "lights.png", "image/png"), /image/i],
      [imageForm(svg, "lights.svg", "image/svg+xml"), /image/i],
      [new FormData(), /^image: choose an image file$/],
      [JSON.stringify({ imageData: LIGHTS_JPEG }), /multipart\/form-data/],
    ] as const) {
      const res = await upload(
        body,
        caller,
        {},
        typeof body === "string" ? { "Content-Type": "application/json" } : {},
      );
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    const anonymous = await upload(imageForm(bytesOf(LIGHTS_JPEG)), null);
    expect(anonymous.status).toBe(401);
  });

  it("refuses an image over 10 MB, and stops reading a body far beyond it", async ({ expect }) => {
    const caller = await signedIn(newCaller());
    for (const [size, status] of [
      [MAX_IMAGE_BYTES + 1, 400],
      [MAX_IMAGE_BYTES + 256 * 1024, 413],
    ] as const) {
      const big = new Uint8Array(size);
      big.set(bytesOf(LIGHTS_JPEG));
      const res = await upload(imageForm(big), caller);
      expect(res.status).toBe(status);
      expect(await json(res)).toEqual({ message: "Image is larger than 10 MB" });
    }
  });
});
