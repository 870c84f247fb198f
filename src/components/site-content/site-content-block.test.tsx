/**
 * A paragraph block (`as="p"`) is a `<p>` while its HTML is inline, and a `<div>` with the same
 * classes once an admin's HTML holds paragraphs, headings or lists, which a `<p>` cannot hold: the
 * browser would split it and hydration would fail (decision 409). The worker serves the same
 * element (test/landing-html.test.ts).
 */

import { holdsBlockElements } from "@contract/site-content-element";
import { HOME_SITE_TEXTS } from "@contract/site-texts-home";
import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { SHELL_SITE_TEXTS } from "@contract/site-texts-shell";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteContentBlock } from "./site-content-block";

function rendered(html: string, as: "p" | "span" | "div" = "p") {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <SiteContentBlock as={as} html={html} className="text-sm" data-key="footer.about.text" />
    </MemoryRouter>,
  );
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return { markup, element: holder.firstElementChild as HTMLElement };
}

describe("a paragraph block", () => {
  it("is a p while its HTML is inline: text, bold, links, line breaks", () => {
    for (const html of [
      "Plain words.",
      'Find <b>bold</b> <a href="/lights">towns</a>.<br>Next line',
      "<em>x</em> <span>y</span> <code>&lt;p&gt;</code> <small>z</small>",
      "",
    ]) {
      const { element } = rendered(html);
      expect(element.tagName, html).toBe("P");
      expect(element.innerHTML, html).toBe(html);
    }
  });

  it("is a div with the same classes and key once its HTML holds paragraphs, headings or lists", () => {
    const html =
      '<p>First paragraph <b>bold</b> <a href="/lights">towns</a></p><ul><li>One</li><li>Two</li></ul>';
    const inline = rendered("Plain words.").element;
    for (const blocks of [
      html,
      "<h3>Title</h3>Text",
      "Text<ol><li>One</li></ol>",
      "<BLOCKQUOTE>quoted</BLOCKQUOTE>",
      "<div>a</div>",
      "one<hr>two",
      "<pre>code</pre>",
      "<section>s</section>",
    ]) {
      const { element } = rendered(blocks);
      expect(element.tagName, blocks).toBe("DIV");
      expect(element.className, blocks).toBe(inline.className);
      expect(element.getAttribute("data-key"), blocks).toBe("footer.about.text");
      expect(element.innerHTML.toLowerCase(), blocks).toBe(blocks.toLowerCase());
    }
    expect(rendered(html).element.querySelectorAll("li")).toHaveLength(2);
  });

  it("does not take a tag's name in text, or a longer tag name, for a block", () => {
    for (const html of ["5 &lt;p&gt; 6", "<param>", "a <pa", "<u>under</u> <sub>2</sub>"]) {
      expect(holdsBlockElements(html), html).toBe(false);
    }
  });

  it("leaves other blocks' elements as they are", () => {
    expect(rendered("<p>a</p>", "span").element.tagName).toBe("SPAN");
    expect(rendered("<p>a</p>", "div").element.tagName).toBe("DIV");
  });

  it("is a p in the build's HTML for every built-in text (the worker only ever makes a p a div)", () => {
    for (const [key, text] of [...LANDING_SITE_TEXTS, ...HOME_SITE_TEXTS, ...SHELL_SITE_TEXTS]) {
      expect(holdsBlockElements(text), key).toBe(false);
    }
  });
});
