/** The editor's schema by name (body-extensions.ts), without loading the editor: the server's clean-up and tests use it. */
export const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"] as const;

/** Node and mark types the schema knows; anything else in a posted body is dropped (body-clean.ts). */
export const BODY_NODE_TYPES = [
  "doc",
  "paragraph",
  "text",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "horizontalRule",
  "hardBreak",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
  "image",
  "hintBox",
] as const;
export const BODY_MARK_TYPES = ["bold", "italic", "underline", "strike", "code", "link"] as const;
