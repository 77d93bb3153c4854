import { describe, expect, it } from "vitest";
import { scopeCss } from "./scope-css.ts";

const S = "adv-7";
/** Whitespace-insensitive comparison of the result. */
const squash = (css: string) =>
  css
    .replace(/\s+/g, " ")
    .replace(/\s*([{};:,>])\s*/g, "$1")
    .trim();
const scoped = (css: string) => squash(scopeCss(css, S));

describe("CSS scoping: every selector under the scope (decision 0056)", () => {
  it.each([
    { css: ".a { color: red }", expected: ".adv-7 .a{color:red}" },
    { css: "a, .b > i { color: red }", expected: ".adv-7 a,.adv-7 .b>i{color:red}" },
    { css: "* { box-sizing: border-box }", expected: ".adv-7 *{box-sizing:border-box}" },
    { css: "html, body { margin: 0 }", expected: ".adv-7,.adv-7{margin:0}" },
    { css: ":root { --brand: #c00 }", expected: ".adv-7{--brand:#c00}" },
    { css: "html > body .x { color: blue }", expected: ".adv-7 .x{color:blue}" },
    { css: "body > .x { color: blue }", expected: ".adv-7>.x{color:blue}" },
    { css: "a:hover::after { content: 'x' }", expected: ".adv-7 a:hover::after{content:'x'}" },
    { css: "@media (max-width: 600px) { .a { color: red } }", expected: "@media (max-width:600px){.adv-7 .a{color:red}}" },
    { css: "@supports (display: grid) { .a { display: grid } }", expected: "@supports (display:grid){.adv-7 .a{display:grid}}" },
    { css: ".a { background: url(/media/ab12.webp) no-repeat }", expected: ".adv-7 .a{background:url(/media/ab12.webp) no-repeat}" },
    { css: ".a { position: absolute; position: sticky }", expected: ".adv-7 .a{position:absolute;position:sticky}" },
  ])("$css → $expected", ({ css, expected }) => {
    expect(scoped(css)).toBe(expected);
  });

  it("refuses a scope that is not a class name", () => {
    expect(() => scopeCss(".a{}", "x y")).toThrow();
    expect(() => scopeCss(".a{}", "a{}")).toThrow();
  });
});

describe("CSS scoping: hostile stylesheets (decision 0056)", () => {
  it.each([
    { case: "@import", css: '@import url("https://evil.example/x.css"); .a { color: red }', expected: ".adv-7 .a{color:red}" },
    { case: "@import without url()", css: '@import "https://evil.example/x.css"; .a { color: red }', expected: ".adv-7 .a{color:red}" },
    { case: "@font-face from a foreign host", css: "@font-face { font-family: x; src: url(https://evil.example/f.woff2) }", expected: "" },
    {
      case: "@keyframes, @layer, @namespace, @page, @charset",
      css: '@charset "utf-8"; @namespace x url(y); @layer a; @page { margin: 0 } @keyframes k { from { opacity: 0 } }',
      expected: "",
    },
    {
      case: "url() to a foreign host",
      css: ".a { background: url(https://evil.example/track.gif); color: red }",
      expected: ".adv-7 .a{color:red}",
    },
    { case: "quoted url() to a foreign host", css: ".a { background-image: url('https://evil.example/t.gif') }", expected: "" },
    { case: "protocol-relative url()", css: ".a { background: url(//evil.example/t.gif) }", expected: "" },
    { case: "backslash host url()", css: ".a { background: url(/\\evil.example/t.gif) }", expected: "" },
    { case: "data: url()", css: ".a { background: url(data:image/svg+xml;base64,PHN2Zz4=) }", expected: "" },
    { case: "javascript: url()", css: ".a { background: url(javascript:alert(1)) }", expected: "" },
    { case: "a url( left open", css: ".a { background: url(https://evil.example/x }", expected: "" },
    { case: "image-set with a bare string", css: '.a { background-image: image-set("https://evil.example/x.png" 1x) }', expected: "" },
    { case: "expression()", css: ".a { width: expression(alert(1)) }", expected: "" },
    { case: "expression() behind a comment", css: ".a { width: expr/**/ession(alert(1)) }", expected: "" },
    { case: "behavior", css: ".a { behavior: url(x.htc); color: red }", expected: ".adv-7 .a{color:red}" },
    { case: "-moz-binding", css: ".a { -moz-binding: url(https://evil.example/x.xml#x) }", expected: "" },
    { case: "escaped url", css: ".a { background: \\75 rl(https://evil.example/x) }", expected: "" },
    { case: "escaped property name", css: ".a { b\\65 havior: url(x.htc) }", expected: "" },
    {
      case: "position: fixed over the page",
      css: ".a { position: fixed; inset: 0; z-index: 99999 }",
      expected: ".adv-7 .a{inset:0;z-index:99999}",
    },
    { case: "position: fixed !important in upper case", css: ".a { POSITION: FIXED !important }", expected: "" },
    { case: "</style> in a value", css: '.a { content: "</style><script>alert(1)</script>" }', expected: "" },
    { case: "</style> in a selector", css: '.a[title="</style><script>alert(1)</script>"] { color: red }', expected: "" },
    { case: "</style> in a comment", css: "/* </style><script>alert(1)</script> */ .a { color: red }", expected: ".adv-7 .a{color:red}" },
    { case: "</style> in a media query", css: "@media (min-width:1px) and </style> { .a { color: red } }", expected: "" },
    { case: "url() in a media query", css: "@media url(https://evil.example/) { .a { color: red } }", expected: "" },
    { case: "nesting would escape the prefix", css: ".a { color: red; & body { display: none } }", expected: ".adv-7 .a{color:red}" },
    { case: "declarations outside any rule", css: "color: red; .a { color: blue }", expected: ".adv-7 .a{color:blue}" },
    { case: "unclosed block: the sheet does not parse and is dropped whole", css: ".a { color: red", expected: "" },
    { case: "garbage", css: "}}}{{{ <script>", expected: "" },
  ])("$case", ({ css, expected }) => {
    const out = scopeCss(css, S);
    expect(squash(out)).toBe(expected);
    expect(out).not.toContain("<");
    expect(out.toLowerCase()).not.toMatch(/evil\.example|expression|javascript|behavior|binding|@import|fixed/);
  });
});
