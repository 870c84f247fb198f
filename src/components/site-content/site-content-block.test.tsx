/**
 * A paragraph block (`as="p"`) is a `<p>` while its HTML is inline, and a `<div>` with the same
 * classes once an admin's HTML holds paragraphs, headings or lists, which a `<p>` cannot hold: the
 * browser would split it and hydration would fail (decision 409). The worker serves the same
 * element (test/landing-html.test.ts).
 */

import { holdsBlockElements } from "@contract/site-content-element";
import { shownSiteHtml, siteTextPlace } from "@contract/site-text-places";
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

/** The block `key` as the app renders it, with `html`. */
function renderedAt(key: string, html: string, as: "p" | "span" = "p") {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <SiteContentBlock as={as} html={html} data-key={key} />
    </MemoryRouter>,
  );
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return holder.firstElementChild as HTMLElement;
}

describe("a text where its links or headings cannot stand as written (decision 417)", () => {
  it("shows the brand name's and the button label's links as their text, and no other's", () => {
    const html = 'Glow <a href="/lights" title="x">Towns</a> <abbr>LI</abbr> <b>now</b>';
    for (const key of ["header.brand.name", "landing.hero.ctaLabel"]) {
      const element = renderedAt(key, html, "span");
      expect(element.querySelector("a"), key).toBeNull();
      expect(element.innerHTML, key).toBe("Glow Towns <abbr>LI</abbr> <b>now</b>");
    }
    expect(renderedAt("footer.about.text", html).querySelector("a")).not.toBeNull();
    expect(shownSiteHtml(html, {}), "nowhere special").toBe(html);
  });

  it("gives the brand name its whole text as its title, and no other block a title", () => {
    const brand = renderedAt("header.brand.name", 'Tom <a href="/x">&amp;</a> "Jerry"', "span");
    expect(brand.getAttribute("title")).toBe('Tom & "Jerry"');
    expect(renderedAt("footer.about.text", "About").hasAttribute("title")).toBe(false);
  });

  it("moves a text's headings under its place's heading, h6 the lowest", () => {
    const html = "<h2>A</h2><p>x</p><h3>B</h3><h5>C</h5><h6>D</h6>";
    expect(renderedAt("landing.features.subtitle", html).innerHTML).toBe(
      "<h3>A</h3><p>x</p><h4>B</h4><h6>C</h6><h6>D</h6>",
    );
    expect(renderedAt("landing.faq.a3", html).innerHTML).toBe(
      "<h3>A</h3><p>x</p><h4>B</h4><h6>C</h6><h6>D</h6>",
    );
    expect(renderedAt("home.topRated.subtitle", html).innerHTML).toBe(
      "<h3>A</h3><p>x</p><h4>B</h4><h6>C</h6><h6>D</h6>",
    );
    expect(renderedAt("landing.features.item2Text", html).innerHTML).toBe(
      "<h4>A</h4><p>x</p><h5>B</h5><h6>C</h6><h6>D</h6>",
    );
    // Under the page's h1 (the hero, the home's welcome, the footer): as written.
    for (const key of ["landing.hero.subtitle", "home.welcome.subtitle", "footer.about.text"]) {
      expect(renderedAt(key, html).innerHTML, key).toBe(html);
    }
    expect(siteTextPlace("landing.faq.q1")).toEqual({});
  });

  it("leaves every built-in text as it is", () => {
    for (const [key, text] of [...LANDING_SITE_TEXTS, ...HOME_SITE_TEXTS, ...SHELL_SITE_TEXTS]) {
      expect(shownSiteHtml(text, siteTextPlace(key)), key).toBe(text);
    }
  });
});
