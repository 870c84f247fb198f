/**
 * A failed download is told apart by the browser's message, and reloads the page once per path
 * within a minute, only online (src/lib/failed-download.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isFailedDownload, reloadForFailedDownload } from "./failed-download";

describe("a failed download", () => {
  it("is known by Chromium's, Firefox's, Safari's and Vite's messages, and only by those", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://lights.example/assets/map-1a2b.js",
      "error loading dynamically imported module: https://lights.example/assets/map-1a2b.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/app-1a2b.css",
    ]) {
      expect(isFailedDownload(new TypeError(message)), message).toBe(true);
    }
    expect(isFailedDownload(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isFailedDownload("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("the reload for a failed download", () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/favorites",
      reload,
    } as Location);
  });
  afterEach(() => vi.restoreAllMocks());

  it("reloads once per path within a minute, keeping what the next page should do first", () => {
    const keep = vi.fn(() => expect(reload).not.toHaveBeenCalled());
    expect(reloadForFailedDownload(keep)).toBe(true);
    expect(keep).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();

    expect(reloadForFailedDownload(keep)).toBe(false);
    expect(keep).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();

    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 61_000);
    expect(reloadForFailedDownload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadForFailedDownload()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
