import { addedLegalBlocks, legalTexts } from "@contract/legal-blocks";
import { legalWording } from "@contract/legal-defaults";
import { afterEach, describe, expect, it, vi } from "vitest";
import { plainText } from "./legal-blocks";

describe("a text page's blocks", () => {
  const wording = legalWording("terms", [
    ["terms.header.title", "Page title", "Terms"],
    ["terms.use.body", "Use", "<p>Built-in use</p>"],
    ["terms.contact.body", "Contact", "<p>Built-in contact</p>"],
  ]);
  const saved = (key: string, content: string) => {
    const [, ...rest] = key.split(".");
    return { key, content, section: rest.length > 1 ? rest.slice(0, -1).join(".") : "default" };
  };

  it("shows an admin's block in place of the built-in one of its key", () => {
    const text = legalTexts(wording, [saved("terms.use.body", "<p>Edited use</p>")]);
    expect(wording.blocks.map((block) => [block.key, text(block.key)])).toEqual([
      ["terms.header.title", "Terms"],
      ["terms.use.body", "<p>Edited use</p>"],
      ["terms.contact.body", "<p>Built-in contact</p>"],
    ]);
  });

  it("puts added blocks after the built-in ones: known sections in page order, then the rest", () => {
    const added = addedLegalBlocks(wording, [
      saved("terms.zeta.body", "z"),
      saved("terms.note", "default section"),
      saved("terms.contact.extra", "contact"),
      saved("terms.alpha.body", "a"),
      saved("terms.use.b", "use b"),
      saved("terms.use.body", "<p>Edited use</p>"),
      saved("terms.header.subtitle", "header"),
      saved("terms.use.a", "use a"),
    ]);
    expect(added.map((block) => block.key)).toEqual([
      "terms.header.subtitle",
      "terms.use.a",
      "terms.use.b",
      "terms.contact.extra",
      "terms.note",
      "terms.alpha.body",
      "terms.zeta.body",
    ]);
  });

  it("shows the built-in wording while the page's blocks are loading", () => {
    expect(legalTexts(wording, undefined)("terms.use.body")).toBe("<p>Built-in use</p>");
    expect(addedLegalBlocks(wording, undefined)).toEqual([]);
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
