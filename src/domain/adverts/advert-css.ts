/**
 * Decision 0068 with 0056: an advert's stylesheet may not load anything from another host. The scoping drops
 * such declarations silently when shown; on saving, the ad manager is told instead, so she knows what her
 * advert will look like. Own paths ("/media/…") stay allowed.
 */
export function foreignCssLoads(css: string): string[] {
  const found: string[] = [];
  // Escapes could spell "@import" or "url(" otherwise; the scoping drops every value with a backslash anyway.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (/@import\b/i.test(text)) found.push("@import");
  for (const match of text.matchAll(/\b(?:url|image-set|src)\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const target = match[2].trim();
    if (!(target.startsWith("/") && !target.startsWith("//"))) found.push(`url(${target})`);
  }
  if (/\\/.test(text)) found.push("\\");
  return found;
}
