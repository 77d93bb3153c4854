import postcss, { type AtRule, type ChildNode, type Container } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Scoping for a foreign stylesheet (decision 0056), such as an advert's `StylesFileName` (spec
 * `/api/iam/content/css/{StylesFileName}`): the partner's CSS may style the partner's box and nothing else.
 *
 * - every selector is put under the scope class; `html`, `body` and `:root` at its start become the scope
 *   itself, so a stylesheet written for a whole page styles the box instead;
 * - only style rules, `@media` and `@supports` stay: `@import`, `@font-face`, `@keyframes`, `@layer`,
 *   `@namespace`, `@page`, `@charset` and nested rules (CSS nesting would escape the prefix) are dropped;
 * - a declaration is dropped when it could load or run something or cover the page: `url()` other than our
 *   own paths (`/…`, never `//host`), `image-set()`, `expression()`, `javascript:`, `behavior`, `-moz-binding`,
 *   `position: fixed`, and any backslash or comment inside a value (either could spell any of these);
 * - comments are dropped, and nothing containing `<` survives, so the result may also stand inside a
 *   `<style>` element without a `</style>` closing it early.
 * A stylesheet that does not parse is dropped whole: "".
 */
export function scopeCss(css: string, scopeClass: string): string {
  if (!/^[a-z][a-z0-9_-]*$/i.test(scopeClass)) throw new Error(`scopeCss: not a class name: ${scopeClass}`);
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return "";
  }
  cleanContainer(root, scopeClass, true);
  const out = root.toString();
  // The walk removes every node that holds "<"; this is the belt to those braces.
  return out.includes("<") ? "" : out;
}

const KEPT_AT_RULES = new Set(["media", "supports"]);
const REFUSED_PROPERTIES = new Set(["behavior", "-ms-behavior", "-moz-binding"]);
const REFUSED_FUNCTIONS = /(?:^|[^a-z0-9-])(?:expression|image-set|-webkit-image-set|element|paint)\s*\(/i;

function cleanContainer(container: Container, scopeClass: string, topLevel: boolean): void {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type === "comment") node.remove();
    else if (node.type === "atrule") cleanAtRule(node, scopeClass, topLevel);
    else if (node.type === "rule") {
      if (container.type === "rule" || node.selector.includes("<")) {
        node.remove();
        continue;
      }
      const scoped = scopeSelector(node.selector, scopeClass);
      if (scoped === null) {
        node.remove();
        continue;
      }
      node.selector = scoped;
      cleanContainer(node, scopeClass, false);
      if (!node.nodes.length) node.remove();
    } else if (node.type === "decl") {
      if (container.type !== "rule" || !safeDeclaration(node.prop, node.value)) node.remove();
    }
  }
}

function cleanAtRule(node: AtRule, scopeClass: string, topLevel: boolean): void {
  const params = node.params;
  if (!topLevel && node.parent?.type !== "atrule") return void node.remove();
  if (!KEPT_AT_RULES.has(node.name.toLowerCase()) || !node.nodes || /[<\\]|url\s*\(/i.test(params)) return void node.remove();
  cleanContainer(node, scopeClass, false);
  if (!node.nodes.length) node.remove();
}

function safeDeclaration(prop: string, value: string): boolean {
  const name = prop.toLowerCase();
  if (!/^(?:--|-?[a-z])[a-z0-9_-]*$/.test(name) || REFUSED_PROPERTIES.has(name)) return false;
  const v = value.toLowerCase();
  // A comment inside a value ("expr/**/ession(") is read as nothing by some engines: refused as a whole.
  if (/[<\\]/.test(v) || v.includes("/*") || v.includes("javascript:") || v.includes("@import") || REFUSED_FUNCTIONS.test(v)) return false;
  if (name === "position" && /\bfixed\b/.test(v)) return false;
  for (const match of v.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/g)) {
    if (!ownPath(match[2])) return false;
  }
  // A url( the pattern above did not close is not ours either.
  return (v.match(/url\s*\(/g)?.length ?? 0) === [...v.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/g)].length;
}

/** Our own path: one slash, then no scheme or host ("/media/x.webp"; not "//host/x", not "/\host"). */
const ownPath = (url: string) => /^\/(?![/\\])[^\s'"()]*$/.test(url.trim());

function scopeSelector(selector: string, scopeClass: string): string | null {
  try {
    return selectorParser((selectors) => {
      selectors.each((sel) => {
        // html, body and :root at the start stand for the page: the box takes their place.
        // "body > .x" keeps its ">": the box's own children.
        for (;;) {
          if (sel.first && isPageRoot(sel.first)) sel.first.remove();
          else if (sel.first?.type === "combinator" && (!sel.nodes[1] || isPageRoot(sel.nodes[1]))) sel.first.remove();
          else break;
        }
        const scope = selectorParser.className({ value: scopeClass });
        const first = sel.first;
        if (!first) sel.append(scope);
        else {
          scope.spaces.before = first.spaces.before;
          first.spaces.before = "";
          if (first.type !== "combinator") sel.prepend(selectorParser.combinator({ value: " " }));
          sel.prepend(scope);
        }
      });
    }).processSync(selector);
  } catch {
    return null;
  }
}

function isPageRoot(node: selectorParser.Node): boolean {
  return (node.type === "tag" && /^(html|body)$/i.test(node.value)) || (node.type === "pseudo" && node.value.toLowerCase() === ":root");
}
