import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld.tsx";

describe("JsonLd", () => {
  it("keeps a hostile name inside its script element and still parses to the same data", () => {
    const data = { "@type": "NewsArticle", headline: '</script><script>alert(1)</script><!--"' };
    const html = renderToStaticMarkup(createElement(JsonLd, { data, nonce: "n1" }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert");
    const body = /<script[^>]*>(.*)<\/script>/s.exec(html)![1];
    expect(JSON.parse(body)).toEqual(data);
    expect(html).toContain('nonce="n1"');
  });
});
