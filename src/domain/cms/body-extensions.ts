/**
 * The rich-text editor's schema (decision 0065): one list of TipTap extensions for the browser's editor
 * and the server's renderer (@tiptap/static-renderer, no browser DOM), so a body renders on the site as
 * the editor showed it. Headings start at h2 (the page's title is its h1); links only to http(s), mail
 * and phone; images only from the media library (/media/…); a hint box for the highlighted notes the
 * guides use.
 */
import { mergeAttributes, Node } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { LINK_PROTOCOLS } from "./body-extensions-names.ts";

/** A highlighted note ("Hinweis") between paragraphs. */
export const HintBox = Node.create({
  name: "hintBox",
  group: "block",
  content: "paragraph+",
  defining: true,
  parseHTML: () => [{ tag: "aside.cms-hint" }],
  renderHTML: ({ HTMLAttributes }) => ["aside", mergeAttributes(HTMLAttributes, { class: "cms-hint" }), 0],
});

export const BODY_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: [...LINK_PROTOCOLS],
      defaultProtocol: "https",
      HTMLAttributes: { rel: "noopener noreferrer", target: null },
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
  HintBox,
];
