/**
 * D1 Sessions API (worker/middleware/db.ts): every API answer carries the session's bookmark, a
 * caller that sends it back reads its own writes, and a malformed bookmark is ignored.
 */
import { D1_BOOKMARK_HEADER } from "@contract/d1-bookmark";
import { describe, it } from "vitest";
import { api, createHouse, newCaller, signedIn } from "./factories";

describe("D1 bookmarks", () => {
  it("answers carry a bookmark; sending it back reads the write it follows", async ({ expect }) => {
    const house = await createHouse({ description: "Before" });
    const editor = await signedIn(newCaller());
    const write = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "After the write" },
    });
    expect(write.status).toBe(200);
    const bookmark = write.headers.get(D1_BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)*$/i);

    const read = await api(`/api/houses/${house.id}`, {
      headers: { [D1_BOOKMARK_HEADER]: bookmark! },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { description: string }).description).toBe("After the write");
    expect(read.headers.get(D1_BOOKMARK_HEADER)! >= bookmark!).toBe(true);
  });

  it("ignores a malformed bookmark instead of failing", async ({ expect }) => {
    for (const bad of ["not a bookmark", "'; DROP TABLE houses; --", "x".repeat(5000)]) {
      const res = await api("/api/houses/stats", { headers: { [D1_BOOKMARK_HEADER]: bad } });
      expect(res.status, bad).toBe(200);
    }
  });
});
