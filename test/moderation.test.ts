import { validationOkSchema } from "@contract/media";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { workersAiModerator } from "../worker/services/moderation/image-moderator";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  GIF_DATA_URL,
  JPEG_DATA_URL,
  json,
  newCaller,
  PNG_DATA_URL,
  SVG_DATA_URL,
} from "./factories";

const REJECTED = "This content must be family-friendly. Inappropriate content is not allowed.";

describe("POST /api/validate-text", () => {
  it("passes clean text, including words that only look rude", async ({ expect }) => {
    for (const text of [
      "Beautiful lights on Main Street!",
      "We drove in from Scunthorpe",
      "The assassin bug inflatable is a classic",
      "Great for the whole class, visitors from Essex and Middlesex loved it",
      "",
    ]) {
      const res = await api("/api/validate-text", { method: "POST", body: { text } });
      expect(res.status, text).toBe(200);
      expect(await expectJson(res, validationOkSchema)).toEqual({ ok: true });
    }
  });

  it("passes house numbers and times that read as words in l33t (decision 423)", async ({
    expect,
  }) => {
    // Read letter for digit, 455 and 445 are "ass": house numbers, not words.
    for (const text of [
      "455 Merrick Rd has the best lights",
      "Holiday Lights at 445",
      "The 455th house on the left",
      "Show at 4:55 every night, #455",
    ]) {
      const res = await api("/api/validate-text", { method: "POST", body: { text } });
      expect(res.status, text).toBe(200);
    }
  });

  it("rejects profanity, also in disguise", async ({ expect }) => {
    for (const text of [
      "This is shit",
      "f*ck this",
      "sh1t show",
      "5h1t lights",
      "a55hole display",
      "FUUUUCK",
      "a$$hole display",
    ]) {
      const res = await api("/api/validate-text", { method: "POST", body: { text } });
      expect(res.status, text).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBe(REJECTED);
    }
  });

  it("400 names the field when the body is wrong", async ({ expect }) => {
    const res = await api("/api/validate-text", { method: "POST", body: { words: "x" } });
    expect(res.status).toBe(400);
    expect((await expectJson(res, errorSchema)).message).toMatch(/^text/);
  });
});

describe("POST /api/validate-image", () => {
  // The image model is paid: signed-in callers only.
  const caller = newCaller();

  it("needs sign-in", async ({ expect }) => {
    const res = await api("/api/validate-image", {
      method: "POST",
      body: { imageUrl: PNG_DATA_URL },
    });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBeTruthy();
  });

  it("passes JPEG, PNG, GIF; rejects SVG and disguised files", async ({ expect }) => {
    for (const imageUrl of [JPEG_DATA_URL, PNG_DATA_URL, GIF_DATA_URL]) {
      const res = await api("/api/validate-image", {
        method: "POST",
        token: caller.token,
        body: { imageUrl },
      });
      expect(res.status).toBe(200);
    }
    const svg = await api("/api/validate-image", {
      method: "POST",
      token: caller.token,
      body: { imageUrl: SVG_DATA_URL },
    });
    expect(svg.status).toBe(400);
    expect((await expectJson(svg, errorSchema)).message).toBe(
      "Only JPEG, PNG, WebP and GIF images are accepted",
    );
    const fake = await api("/api/validate-image", {
      method: "POST",
      token: caller.token,
      body: { imageUrl: `data:image/jpeg;base64,${btoa("GIF89a but not really")}` },
    });
    expect(fake.status).toBe(400);
  });

  it("rejects images larger than the dimension limit", async ({ expect }) => {
    // A PNG header claiming 9000 x 10 pixels.
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 9000);
    new DataView(png.buffer).setUint32(20, 10);
    const res = await api("/api/validate-image", {
      method: "POST",
      token: caller.token,
      body: { imageUrl: `data:image/png;base64,${btoa(String.fromCharCode(...png))}` },
    });
    expect(res.status).toBe(400);
    expect((await expectJson(res, errorSchema)).message).toMatch(/too large/);
  });
});

describe("moderation on every write path", () => {
  it("reviews, review edits and descriptions are checked server-side", async ({ expect }) => {
    const house = await createHouse();
    const caller = newCaller();
    const review = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: caller.token,
      body: { rating: 5, review: "holy shit" },
    });
    expect(review.status).toBe(400);
    expect((await expectJson(review, errorSchema)).message).toBe(REJECTED);
    const description = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: caller.token,
      body: { description: "a$$hole neighbours" },
    });
    expect(description.status).toBe(400);
    const caption = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: PNG_DATA_URL, caption: "bullshit" },
    });
    expect(caption.status).toBe(400);
    const svgPhoto = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: SVG_DATA_URL },
    });
    expect(svgPhoto.status).toBe(400);
  });
});

describe("Workers AI image moderator", () => {
  const png = new Uint8Array([1, 2, 3]);

  it("asks the vision model and rejects on 'no'", async ({ expect }) => {
    const calls: Array<{ model: string; input: Record<string, unknown> }> = [];
    const ai = {
      run: async (model: string, input: Record<string, unknown>) => {
        calls.push({ model, input });
        return { description: " No." };
      },
    };
    const verdict = await workersAiModerator(ai).check(png, "image/png");
    expect(verdict).toEqual({
      ok: false,
      message:
        "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.",
    });
    expect(calls[0]?.model).toBe("@cf/llava-hf/llava-1.5-7b-hf");
    expect(calls[0]?.input.image).toEqual([1, 2, 3]);
  });

  it("passes on 'yes'; holds for review when the model fails", async ({ expect }) => {
    const yes = { run: async () => ({ description: "Yes" }) };
    expect(await workersAiModerator(yes).check(png, "image/png")).toEqual({ ok: true });
    const broken = {
      run: async () => {
        throw new Error("model unavailable");
      },
    };
    expect(await workersAiModerator(broken).check(png, "image/png")).toEqual({
      held: true,
      reason: "model-error",
    });
  });
});
