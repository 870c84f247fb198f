import { legalWording } from "@contract/legal-defaults";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mergeLegalBlocks, plainText } from "./legal-blocks";

describe("mergeLegalBlocks", () => {
  const wording = legalWording("terms", [
    ["terms.header.title", "Page title", "Terms"],
    ["terms.use.body", "Use", "<p>Built-in use</p>"],
    ["terms.contact.body", "Contact", "<p>Built-in contact</p>"],
  ]);
  const saved = (key: string, content: string) => {
    const [, ...rest] = key.split(".");
    return { key, content, section: rest.length > 1 ? rest.slice(0, -1).join(".") : "default" };
  };

  it("keeps the built-in order, an admin's block in place of the built-in one of its key", () => {
    const shown = mergeLegalBlocks(wording, [saved("terms.use.body", "<p>Edited use</p>")]);
    expect(shown.map((block) => [block.key, block.content])).toEqual([
      ["terms.header.title", "Terms"],
      ["terms.use.body", "<p>Edited use</p>"],
      ["terms.contact.body", "<p>Built-in contact</p>"],
    ]);
  });

  it("puts added blocks after the built-in ones: known sections in page order, then the rest", () => {
    const shown = mergeLegalBlocks(wording, [
      saved("terms.zeta.body", "z"),
      saved("terms.note", "default section"),
      saved("terms.contact.extra", "contact"),
      saved("terms.alpha.body", "a"),
      saved("terms.use.b", "use b"),
      saved("terms.use.a", "use a"),
    ]);
    expect(shown.slice(3).map((block) => block.key)).toEqual([
      "terms.use.a",
      "terms.use.b",
      "terms.contact.extra",
      "terms.note",
      "terms.alpha.body",
      "terms.zeta.body",
    ]);
  });

  it("shows the built-in wording while the page's blocks are loading", () => {
    expect(mergeLegalBlocks(wording, undefined)).toHaveLength(3);
  });
});

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
