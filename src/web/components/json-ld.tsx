/**
 * Structured data for search engines. `<` is written as `\u003c`, so a name or title that contains
 * `</script>` cannot end the element early and put markup into the page (still the same JSON for a parser).
 */
export function JsonLd({ data, nonce }: { data: object; nonce: string | undefined }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped above, inside a script element of type ld+json.
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
