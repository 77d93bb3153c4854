import { describe, expect, it } from "vitest";
import { sanitizeHtml, type HtmlUse } from "./sanitize-html.ts";

const USES: HtmlUse[] = ["richText", "advert", "communityPost"];

/** What must never come out of any list, whatever went in. */
function expectHarmless(out: string) {
  expect(out).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<math|<form|<input|<base|<meta|<link|<textarea|<noscript/i);
  expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/javascript:|vbscript:|data:|livescript:/i);
  expect(out).not.toMatch(/\sstyle\s*=|\sid\s*=|\ssrcdoc\s*=|\sformaction\s*=/i);
  expect(out).not.toMatch(/(?:href|src|srcset)="\/\//i);
}

describe("HTML sanitiser: hostile input, every allow-list (decision 0056)", () => {
  const hostile: Array<{ case: string; html: string }> = [
    { case: "script element", html: "<p>a</p><script>alert(1)</script>" },
    { case: "script in upper case with attributes", html: '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>' },
    { case: "event handler", html: '<p onclick="alert(1)" onmouseover=alert(2)>x</p>' },
    { case: "handler on an image", html: '<img src="https://a.example/x.png" onerror="alert(1)">' },
    { case: "javascript: link", html: '<a href="javascript:alert(1)">x</a>' },
    { case: "javascript: link, mixed case and entities", html: '<a href="JaVa&#x53;cript&colon;alert(1)">x</a>' },
    { case: "javascript: link with tab and newline", html: '<a href="java\tscr\nipt:alert(1)">x</a>' },
    { case: "javascript: link with leading spaces", html: '<a href="   javascript:alert(1)">x</a>' },
    { case: "vbscript: link", html: '<a href="vbscript:msgbox(1)">x</a>' },
    { case: "data: link", html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
    { case: "data: image", html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
    { case: "protocol-relative image", html: '<img src="//evil.example/x.png">' },
    { case: "svg with onload", html: '<svg onload="alert(1)"><circle r="1"/></svg>' },
    { case: "svg with script inside", html: "<svg><script>alert(1)</script></svg>" },
    { case: "svg foreignObject", html: '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>' },
    {
      case: "math mglyph style trick",
      html: "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    },
    { case: "style element", html: "<style>body{background:url(https://evil.example/)}</style><p>x</p>" },
    { case: "style attribute", html: '<p style="background:url(javascript:alert(1))">x</p>' },
    { case: "iframe srcdoc", html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
    { case: "object and embed", html: '<object data="x.swf"></object><embed src="x.swf">' },
    { case: "form with formaction", html: '<form><button formaction="javascript:alert(1)">x</button><input name="a"></form>' },
    {
      case: "base and meta refresh",
      html: '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
    },
    { case: "unclosed tags", html: '<p><b><i>text <a href="https://a.example/">link' },
    { case: "unclosed attribute quote", html: '<img src="https://a.example/x.png onerror="alert(1)' },
    { case: "unclosed script", html: "<p>x</p><script>alert(1)" },
    { case: "comment hiding a script", html: "<!--<script>alert(1)</script>--><p>x</p>" },
    { case: "conditional comment", html: "<!--[if IE]><script>alert(1)</script><![endif]-->" },
    { case: "noscript breakout", html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
    { case: "textarea breakout", html: "<textarea></textarea><script>alert(1)</script></textarea>" },
    { case: "id clobbering", html: '<img id="config" src="https://a.example/x.png"><a id="location" href="https://a.example/">x</a>' },
    { case: "srcset with javascript", html: '<img srcset="javascript:alert(1) 1x, https://a.example/x.png 2x">' },
    { case: "srcset with data", html: '<img srcset="data:image/png;base64,AAA 1x">' },
    { case: "deep nesting", html: `${"<div>".repeat(5_000)}x${"</div>".repeat(5_000)}` },
  ];
  for (const use of USES) {
    it.each(hostile)(`${use}: $case`, ({ html }) => {
      expectHarmless(sanitizeHtml(html, use));
    });
  }
});

describe("HTML sanitiser: what each list keeps (decision 0056)", () => {
  it("richText keeps headings, lists, tables, images on https and our own paths, links with rel", () => {
    const html =
      '<h2>Titel</h2><p>Text <strong>fett</strong> <a href="https://heizoel.example/x" target="_blank">Link</a></p>' +
      '<ul><li>eins</li></ul><table><tr><td colspan="2">Zelle</td></tr></table>' +
      '<img src="https://cdn.example/bild.webp" alt="Bild"><img src="/media/abc.webp" alt="Eigen">';
    expect(sanitizeHtml(html, "richText")).toBe(
      '<h2>Titel</h2><p>Text <strong>fett</strong> <a href="https://heizoel.example/x" rel="noopener noreferrer">Link</a></p>' +
        '<ul><li>eins</li></ul><table><tr><td colspan="2">Zelle</td></tr></table>' +
        '<img src="https://cdn.example/bild.webp" alt="Bild" /><img src="/media/abc.webp" alt="Eigen" />',
    );
  });

  it("richText drops images over plain http (mixed content) but keeps mailto and tel links", () => {
    expect(
      sanitizeHtml('<img src="http://a.example/x.png"><a href="mailto:info@example.de">M</a><a href="tel:+49301234">T</a>', "richText"),
    ).toBe(
      '<img /><a href="mailto:info@example.de" rel="noopener noreferrer">M</a><a href="tel:+49301234" rel="noopener noreferrer">T</a>',
    );
  });

  it("advert keeps boxes with classes and opens links in a new window marked sponsored", () => {
    expect(
      sanitizeHtml(
        '<div class="ad box" id="x" style="color:red"><a href="https://partner.example/" rel="dofollow">Jetzt</a></div>',
        "advert",
      ),
    ).toBe('<div class="ad box"><a href="https://partner.example/" rel="sponsored noopener noreferrer" target="_blank">Jetzt</a></div>');
  });

  it('communityPost keeps plain formatting; links get rel="nofollow ugc noopener"; no images, headings or classes', () => {
    expect(
      sanitizeHtml(
        '<h2 class="x">Frage</h2><p><em>Hallo</em> <a href="https://forum.example/" rel="follow" target="_blank">dort</a></p><img src="https://a.example/x.png">',
        "communityPost",
      ),
    ).toBe('Frage<p><em>Hallo</em> <a href="https://forum.example/" rel="nofollow ugc noopener">dort</a></p>');
  });

  it("communityPost refuses mailto and tel (nobody's address is harvested from a post)", () => {
    expect(sanitizeHtml('<a href="mailto:a@example.de">a</a><a href="tel:123">b</a>', "communityPost")).toBe(
      '<a rel="nofollow ugc noopener">a</a><a rel="nofollow ugc noopener">b</a>',
    );
  });

  it("keeps the text of dropped tags, escaped", () => {
    expect(sanitizeHtml("<marquee>Preis &lt;b&gt; 5 € </marquee>", "communityPost")).toBe("Preis &lt;b&gt; 5 € ");
  });
});
