/**
 * The site-content sanitizer against a battery of XSS payloads, and the public read path
 * (GET /api/site-content) sanitizing even a row written straight into D1.
 */
import { env } from "cloudflare:workers";
import { errorSchema } from "@contract/user";
import { describe, type ExpectStatic, it } from "vitest";
import { isSafeUrl, sanitizeHtml } from "../worker/lib/formats/sanitize-html";
import { expectJson } from "./expect-json";
import { api, json, newAdmin } from "./factories";

/** Nothing that can run script may survive: no tags, attributes or URLs of these kinds. */
function assertInert(expect: ExpectStatic, html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|img|style|link|meta|base|form|input|button|video|audio|source|body|frame|template)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/javascript\s*:/);
  expect(lower).not.toMatch(/vbscript\s*:/);
  expect(lower).not.toMatch(/data\s*:\s*text\/html/);
  expect(lower).not.toMatch(/expression\s*\(/);
  expect(lower).not.toMatch(/\sstyle\s*=/);
  expect(lower).not.toMatch(/\ssrcdoc\s*=/);
  expect(lower).not.toContain("[removed]");
}

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  '<IMG SRC="javascript:alert(1);">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<p onclick="alert(1)">hi</p>',
  "<p onmouseover=alert(1)>hi</p>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<span style="behavior: url(x.htc)">x</span>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload="alert(1)">',
  '<details open ontoggle="alert(1)">x</details>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'javascript:alert(1)';</style>",
  '"><script>alert(1)</script>',
  "<!--<script>alert(1)</script>-->",
  '<a href="#" onclick="alert(1)">x</a>',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

describe("sanitizeHtml", () => {
  for (const payload of PAYLOADS) {
    it(`neutralises ${payload}`, ({ expect }) => {
      assertInert(expect, sanitizeHtml(payload));
    });
  }

  it("keeps the allowed formatting and safe links", ({ expect }) => {
    const html =
      "<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>" +
      '<a href="https://example.com/x">web</a> <a href="mailto:support@lilights.example">mail</a> ' +
      '<a href="/privacy-policy">privacy</a> <a href="#top">top</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops a javascript: link's URL but keeps its text", ({ expect }) => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe("<a href>click</a>");
  });

  it("adds rel=noopener to links that open a new tab", ({ expect }) => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps an author's own [removed] text", ({ expect }) => {
    expect(sanitizeHtml("<p>[removed]</p>")).toBe("<p>&#91;removed]</p>");
  });

  it("leaves plain text alone", ({ expect }) => {
    expect(sanitizeHtml("Long Island's brightest & best")).toBe("Long Island's brightest & best");
  });

  it("judges URLs", ({ expect }) => {
    expect(isSafeUrl("https://a.example")).toBe(true);
    expect(isSafeUrl("/contact-us")).toBe(true);
    expect(isSafeUrl("//evil.example")).toBe(false);
    expect(isSafeUrl("java\nscript:alert(1)")).toBe(false);
    expect(isSafeUrl("data:text/html,x")).toBe(false);
  });
});

describe("site content is sanitized on write and on read", () => {
  it("strips a payload an admin saves", async ({ expect }) => {
    const admin = await newAdmin();
    const response = await api("/api/admin/content", {
      method: "POST",
      token: admin.token,
      body: {
        key: "privacy.xss.body",
        title: "XSS",
        content: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        page: "privacy",
      },
    });
    expect(response.status).toBe(201);
    const saved = (await json(response)).content;
    expect(saved.content).toBe("<p>Safe</p>");

    const update = await api(`/api/admin/content/${saved.id}`, {
      method: "PUT",
      token: admin.token,
      body: {
        title: "XSS",
        content: '<p onclick="x()">Edited</p><svg onload=alert(1)>',
        section: "xss",
      },
    });
    expect((await json(update)).content.content).toBe("<p>Edited</p>");
  });

  it("refuses content with nothing safe in it", async ({ expect }) => {
    const admin = await newAdmin();
    const response = await api("/api/admin/content", {
      method: "POST",
      token: admin.token,
      body: {
        key: "privacy.empty.body",
        title: "x",
        content: "<script>alert(1)</script>",
        page: "privacy",
      },
    });
    expect(response.status).toBe(400);
    expect((await expectJson(response, errorSchema)).message).toMatch(/unsafe/);
  });

  it("sanitizes rows that reached the database some other way", async ({ expect }) => {
    await env.DB.prepare(
      "INSERT INTO site_content (key, title, content, page, section) VALUES (?, ?, ?, ?, ?)",
    )
      .bind(
        "terms.raw.body",
        "Raw",
        '<p>Terms</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
        "terms",
        "raw",
      )
      .run();
    const response = await api("/api/site-content?page=terms");
    expect(response.status).toBe(200);
    const block = (await json(response)).content.find(
      (b: { key: string }) => b.key === "terms.raw.body",
    );
    expect(block.content).toBe("<p>Terms</p><a href>x</a>");
  });
});
