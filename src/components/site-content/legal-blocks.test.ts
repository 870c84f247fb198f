import { afterEach, describe, expect, it, vi } from "vitest";
import { plainText } from "./legal-blocks";

describe("plainText", () => {
  afterEach(() => vi.restoreAllMocks());

  it("drops the tags and decodes the entities of a one-line block", () => {
    expect(plainText("<strong>Privacy</strong> &amp; <em>Cookies</em> ")).toBe("Privacy & Cookies");
    expect(plainText("Last updated: December&nbsp;1, 2026")).toBe(
      "Last updated: December\u00a01, 2026",
    );
    expect(plainText("")).toBe("");
  });

  it("parses a text once however often a page renders it", () => {
    const createElement = vi.spyOn(document, "createElement");
    const html =
      "<p>Contact us at <a href='mailto:hello@lilights.example'>hello@lilights.example</a></p>";
    for (let render = 0; render < 5; render++) {
      expect(plainText(html)).toBe("Contact us at hello@lilights.example");
    }
    expect(createElement).toHaveBeenCalledTimes(1);
  });
});
