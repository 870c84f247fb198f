/**
 * The text pages' served HTML says what the app will say (worker/pages/served-texts.ts, decision
 * 330): an admin's texts are written into the prerendered page (the test pool's stand-ins:
 * vitest.config.ts), sanitized HTML into its blocks, one-line blocks as escaped text, the blocks
 * an admin added after the page's own, the header's and footer's texts too, and the same answers
 * come along as the data block the app's query cache starts from. The ETag follows the answers;
 * without them the page is the build's, not marked as prerendered.
 */
import { addedLegalBlocks } from "@contract/legal-blocks";
import { CONTACT_WORDING } from "@contract/legal-contact";
import { PRIVACY_WORDING } from "@contract/legal-privacy";
import type { SiteContentItem } from "@contract/site-content";
import { describe, it } from "vitest";
import { sanitizedHtmlText } from "../worker/lib/formats/plain-text";
import { api, apiWithEnv, json, newAdmin } from "./factories";
import { deleteSiteTexts, pageData, saveSiteText, UNREACHABLE_DB } from "./served-texts";

/** The source of the one-line block `key` (its text, escaped). */
function textSlot(html: string, key: string): string | null {
  return (
    new RegExp(`data-text-key="${key.replace(/\./g, "\\.")}">([^<]*)<`).exec(html)?.[1] ?? null
  );
}

/** The blocks of GET /api/site-content?page=... */
async function siteContent(page: string): Promise<SiteContentItem[]> {
  return (await json(await api(`/api/site-content?page=${page}`))).content;
}

const marker = () => Math.random().toString(36).slice(2, 8);

describe("GET /privacy-policy and /privacy", () => {
  it("carry an admin's title, body, added block and footer, sanitized, and their answers", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const mark = marker();
    const bodyKey = PRIVACY_WORDING.blocks.find((block) => block.section !== "header")!.key;
    const addedKey = `privacy.zz${mark}.note`;
    const ids = [
      await saveSiteText(
        admin,
        "privacy",
        "privacy.header.title",
        `<b>Privacy</b> &amp Cookies &copy ${mark}&nbsp;<script>alert(1)</script>`,
      ),
      await saveSiteText(
        admin,
        "privacy",
        bodyKey,
        `<p>Edited ${mark} <img src=x onerror=alert(2)></p>`,
      ),
      await saveSiteText(
        admin,
        "privacy",
        addedKey,
        `<p>Added ${mark}</p><script>alert(3)</script>`,
      ),
      await saveSiteText(admin, "footer", "footer.copyright", `© ${mark} <i>LI Lights</i>`),
    ];
    try {
      const privacy = await siteContent("privacy");
      const saved = (key: string) => privacy.find((block) => block.key === key)!.content;
      expect(saved(bodyKey)).toBe(`<p>Edited ${mark} </p>`);
      expect(saved(addedKey)).toBe(`<p>Added ${mark}</p>`);
      // Every block admins added (other files' too), in the page's order, made like the page's
      // last block, right before the end of the element that holds them.
      const added = addedLegalBlocks(PRIVACY_WORDING, privacy)
        .map(
          (block) =>
            `<div class="site-content space-y-3 [&amp;_a]:underline" data-key="${block.key}">${block.content}</div>`,
        )
        .join("");
      expect(added).toContain(addedKey);

      for (const path of ["/privacy-policy", "/privacy"]) {
        const res = await api(path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html, path).toContain(`data-prerendered-path="${path}"`);
        // The title as the app shows it: text, its entities read as a browser reads them.
        expect(textSlot(html, "privacy.header.title"), path).toBe(
          `Privacy &amp; Cookies © ${mark}`,
        );
        // Nobody edited the date: the build's.
        expect(textSlot(html, "privacy.header.lastUpdated"), path).toBe(
          "Last Updated: November 27, 2026",
        );
        expect(html, path).toContain(`data-key="${bodyKey}">${saved(bodyKey)}</div>`);
        expect(html, path).toContain(`${added}</div></article>`);
        expect(html, path).toContain(
          `data-key="footer.copyright">${(await siteContent("footer")).find((b) => b.key === "footer.copyright")!.content}</span>`,
        );
        expect(html, path).not.toMatch(/alert\(|onerror/);

        const data = pageData(html);
        expect(data?.['["site-content","privacy"]'], path).toEqual(
          await json(await api("/api/site-content?page=privacy")),
        );
        expect(data?.['["site-content","header"]'], path).toEqual(
          await json(await api("/api/site-content?page=header")),
        );
        expect(data?.['["site-content","footer"]'], path).toEqual(
          await json(await api("/api/site-content?page=footer")),
        );
      }
    } finally {
      await deleteSiteTexts(admin, ids);
    }
    // Deleted, the title is the build's again, at once.
    expect(textSlot(await (await api("/privacy-policy")).text(), "privacy.header.title")).toBe(
      "Privacy Policy",
    );
  });
});

describe("GET /contact-us", () => {
  it("carries an admin's address as the mail link's text and address, and a label as text", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const mark = marker();
    const ids = [
      await saveSiteText(
        admin,
        "contact",
        "contact.general.email",
        `<b>help&amp;${mark}@lilights.example</b>`,
      ),
      await saveSiteText(
        admin,
        "contact",
        "contact.business.label",
        `Partners <i>&amp;</i> ${mark}`,
      ),
    ];
    try {
      const html = await (await api("/contact-us")).text();
      expect(html).toContain(
        `<a class="underline" data-mailto-key="contact.general.email" href="mailto:help&amp;${mark}@lilights.example">help&amp;${mark}@lilights.example</a>`,
      );
      expect(textSlot(html, "contact.business.label")).toBe(`Partners &amp; ${mark}`);
      // The others stay the build's.
      expect(html).toContain(
        'href="mailto:issues@lilights.example" data-mailto-key="contact.issues.email">issues@lilights.example</a>',
      );
      expect(textSlot(html, "contact.issues.label")).toBe("Report an Issue");
      expect(pageData(html)?.['["site-content","contact"]']).toEqual(
        await json(await api("/api/site-content?page=contact")),
      );
      expect(addedLegalBlocks(CONTACT_WORDING, await siteContent("contact"))).toEqual([]);
    } finally {
      await deleteSiteTexts(admin, ids);
    }
  });
});

describe("GET /terms-of-service", () => {
  it("answers 304 while its file and answers are the same, and anew after an edit", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    // An edit drops what the worker kept, so the first visit reads the answers as they are.
    await deleteSiteTexts(admin, [
      await saveSiteText(admin, "terms", "terms.header.title", "Terms of Service"),
    ]);
    const first = await api("/terms-of-service");
    await first.body?.cancel();
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+-[0-9a-f]{16}"$/);
    const again = await api("/terms-of-service", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Content-Security-Policy")).toBeTruthy();

    const id = await saveSiteText(admin, "terms", "terms.header.title", "Rules of the Road");
    try {
      const edited = await api("/terms-of-service", { headers: { "If-None-Match": etag! } });
      expect(edited.status).toBe(200);
      expect(edited.headers.get("ETag")).not.toBe(etag);
      expect(textSlot(await edited.text(), "terms.header.title")).toBe("Rules of the Road");
    } finally {
      await deleteSiteTexts(admin, [id]);
    }
  });
});

describe("GET /contact without its answers", () => {
  it("is the build's page, which the app renders anew rather than hydrates", async ({ expect }) => {
    const admin = await newAdmin();
    // An edit drops what the worker kept, so the next visit reads D1, which fails.
    await deleteSiteTexts(admin, [
      await saveSiteText(admin, "contact", "contact.header.title", "Write to Us"),
    ]);
    const res = await apiWithEnv({ DB: UNREACHABLE_DB }, "/contact");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageData(html)).toBeNull();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("data-prerendered-path");
    expect(textSlot(html, "contact.header.title")).toBe("Contact Us");
    expect(html).toContain('<link rel="canonical" href="http://localhost/contact-us"');
  });
});

describe("a one-line block's text", () => {
  // Each expectation is what Chromium's `textContent` of the HTML in a template, trimmed, gave
  // (the app's plainText, src/components/site-content/legal-blocks.ts).
  it("is the text a browser reads from the sanitized HTML", ({ expect }) => {
    expect(sanitizedHtmlText("<b>Privacy</b> &amp; <em>Cookies</em> ")).toBe("Privacy & Cookies");
    expect(sanitizedHtmlText("December&nbsp;1, 2026&nbsp;")).toBe("December\u00a01, 2026");
    expect(sanitizedHtmlText("&copy 2026 &notit; &#x80; &amp")).toBe("© 2026 ¬it; € &");
    expect(sanitizedHtmlText("a&AMP;b&ampx&lt")).toBe("a&b&x<");
    expect(sanitizedHtmlText("a<pre>\n\nb</pre>")).toBe("a\nb");
    expect(sanitizedHtmlText("a<pre>&#10;b</pre>")).toBe("ab");
    expect(sanitizedHtmlText("a<pre><b>\nb</b></pre>")).toBe("a\nb");
    expect(sanitizedHtmlText("a\r\nb\rc&#13;d")).toBe("a\nb\nc\rd");
    expect(sanitizedHtmlText("x&#0;y")).toBe("x\ufffdy");
  });
});
