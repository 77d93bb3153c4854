import sanitize from "sanitize-html";

/**
 * The one HTML sanitiser (decision 0056): foreign HTML — an editor's CMS page or news body, an advertising
 * partner's advert, a community post — is cut down to one named allow-list per use before it is stored and
 * again before it is shown (a list that grows later cleans old rows too). Pages render only what came out of
 * here; nothing else in the product takes HTML from outside.
 *
 * Common to all lists: tags not on the list are dropped with their markup but keep their text; script, style,
 * textarea, noscript and similar keep nothing; no event handlers, no style or id attributes (inline styles
 * would bypass the scoped stylesheet, ids could clobber the page's own); links only http, https, mailto
 * (and tel where a page may call); images only https or our own paths — never data:, never protocol-relative.
 */
export type HtmlUse = "richText" | "advert" | "communityPost";

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
const IMAGE_ATTRIBUTES = ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"];

/** The shared settings each list narrows; `disallowedTagsMode: "discard"` keeps the text of a dropped tag. */
const common: sanitize.IOptions = {
  disallowedTagsMode: "discard",
  allowProtocolRelative: false,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ["https"], source: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "srcset", "cite"],
  allowVulnerableTags: false,
  // Deeper nesting than an editor ever writes is a parser-exhaustion attempt; its inner tags are dropped.
  nestingLimit: 30,
};

// rel and target are on the lists only so that these values pass: the transform replaces whatever came in.
const relLinks =
  (rel: string, target?: "_blank"): sanitize.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: { ...attribs, rel, ...(target ? { target } : {}) },
  });

export const HTML_ALLOW_LISTS: Record<HtmlUse, sanitize.IOptions> = {
  /** CMS pages and news bodies written by the editors: headings, lists, tables, images, figures, hint boxes. */
  richText: {
    ...common,
    allowedTags: [
      "p",
      "br",
      "h2",
      "h3",
      "h4",
      "strong",
      "em",
      "b",
      "i",
      "u",
      "s",
      "sub",
      "sup",
      "small",
      "mark",
      "ul",
      "ol",
      "li",
      "blockquote",
      "hr",
      "code",
      "pre",
      "a",
      "img",
      // The CMS's library images, AVIF beside WebP (decision 0065, body-pictures.ts).
      "picture",
      "source",
      "figure",
      "figcaption",
      "table",
      "thead",
      "tbody",
      "tfoot",
      "tr",
      "th",
      "td",
      "caption",
      "aside",
    ],
    // The CMS editor's hint box (decision 0065) is the one class an editor's body may carry.
    allowedClasses: { aside: ["cms-hint"] },
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: IMAGE_ATTRIBUTES,
      source: ["srcset", "sizes", "type"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
      ol: ["start"],
    },
    // The editors' outbound links pass no referrer and no window handle.
    transformTags: { a: relLinks("noopener noreferrer") },
  },
  /**
   * Advert HTML of an advertising partner: layout boxes with classes (styled only by the advert's scoped
   * stylesheet, scope-css.ts), images, picture sources and links that open in a new window marked sponsored.
   */
  advert: {
    ...common,
    allowedTags: [
      "div",
      "span",
      "p",
      "br",
      "strong",
      "em",
      "b",
      "i",
      "small",
      "ul",
      "ol",
      "li",
      "a",
      "img",
      "picture",
      "source",
      "figure",
      "figcaption",
      "h2",
      "h3",
      "h4",
    ],
    allowedAttributes: {
      "*": ["class"],
      a: ["href", "title", "rel", "target"],
      img: IMAGE_ATTRIBUTES,
      source: ["srcset", "media", "type", "width", "height"],
    },
    transformTags: { a: relLinks("sponsored noopener noreferrer", "_blank") },
  },
  /** A community post: plain formatting and links; links get rel="nofollow ugc noopener" (nothing of ours vouches for them). */
  communityPost: {
    ...common,
    allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "s", "ul", "ol", "li", "blockquote", "code", "pre", "a"],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https"],
    transformTags: { a: relLinks("nofollow ugc noopener") },
  },
};

/** The HTML cut down to the allow-list of its use (decision 0056). */
export function sanitizeHtml(html: string, use: HtmlUse): string {
  return sanitize(html, HTML_ALLOW_LISTS[use]);
}
