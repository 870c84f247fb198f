import { describe, expect, it } from "vitest";
import { isHeic } from "./image-processing";
import {
  embedUrl,
  VIDEO_URL_INVALID,
  VIDEO_URL_REQUIRED,
  VIDEO_URL_UNSUPPORTED,
  validateVideoUrl,
} from "./video-links";

describe("embedUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
  ])("%s", (url, expected) => {
    expect(embedUrl(url)).toBe(expected);
  });

  it.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/",
    "https://vimeo.com/about",
    "https://www.dailymotion.com/video/x7tgad0",
    "https://evil.example/youtu.be/dQw4w9WgXcQ",
    "",
    null,
  ])("renders nothing for %s", (url) => {
    expect(embedUrl(url)).toBeNull();
  });
});

describe("validateVideoUrl", () => {
  it("gives the three messages", () => {
    expect(validateVideoUrl("  ")).toBe(VIDEO_URL_REQUIRED);
    expect(validateVideoUrl("not a url")).toBe(VIDEO_URL_INVALID);
    expect(validateVideoUrl("ftp://youtu.be/dQw4w9WgXcQ")).toBe(VIDEO_URL_INVALID);
    expect(validateVideoUrl("https://example.com/video.mp4")).toBe(VIDEO_URL_UNSUPPORTED);
    expect(validateVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect([VIDEO_URL_REQUIRED, VIDEO_URL_UNSUPPORTED, VIDEO_URL_INVALID]).toEqual([
      "Please enter a video URL",
      "Please enter a valid YouTube or Vimeo URL",
      "Please enter a valid URL",
    ]);
  });
});

describe("isHeic", () => {
  it("spots HEIC/HEIF by type or by name (Chrome leaves the type empty)", () => {
    expect(isHeic(new File([], "a.HEIC", { type: "" }))).toBe(true);
    expect(isHeic(new File([], "a.bin", { type: "image/heif" }))).toBe(true);
    expect(isHeic(new File([], "a.jpg", { type: "image/jpeg" }))).toBe(false);
  });
});
