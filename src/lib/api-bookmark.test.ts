/**
 * The API helper keeps the newest D1 bookmark an answer carried and sends it with every later
 * request (read-your-own-writes with read replicas). The network is the only stand-in here.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";

const sent: Headers[] = [];

function answerWith(bookmark: string | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      const headers = new Headers({ "Content-Type": "application/json" });
      if (bookmark) headers.set("X-D1-Bookmark", bookmark);
      return new Response(JSON.stringify({ styleUrl: null }), { status: 200, headers });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe("D1 bookmark", () => {
  it("sends none before any answer, then the newest one seen, never an older one", async () => {
    answerWith("00000002-0000");
    await api("GET /api/map-config");
    expect(sent[0]?.get("X-D1-Bookmark")).toBeNull();

    answerWith("00000001-0000");
    await api("GET /api/map-config");
    expect(sent[1]?.get("X-D1-Bookmark")).toBe("00000002-0000");

    answerWith("00000003-0000");
    await api("GET /api/map-config");
    await api("GET /api/map-config");
    expect(sent[3]?.get("X-D1-Bookmark")).toBe("00000003-0000");
    expect(sessionStorage.getItem("li-lights:d1-bookmark")).toBe("00000003-0000");
  });
});
