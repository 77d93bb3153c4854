/**
 * The one PDF renderer (decision 0041), as `renderMail` is the one mail renderer (decision 0021): modules
 * write content — a letterhead, an address, facts, tables, totals, paragraphs — and this lays it out on
 * A4 in the style of a German business letter (DIN 5008 form B: the address field 45 mm from the top, the
 * information block at 125 mm), with the footer and "Seite x von y" on every page.
 *
 * Fonts: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, embedded as subsets, so
 * umlauts, "€", "’" and the no-break spaces of Intl's money formats print the same in every viewer.
 * pdfkit's built-in Helvetica is not embedded and knows neither "€" nor "’" in its standard encoding.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

export type PdfAlign = "left" | "right";

export type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; muted?: boolean; strong?: boolean }
  /** Label and value pairs, one per line ("Bestellnummer  HM-2026-000123"). */
  | { kind: "rows"; rows: readonly (readonly [string, string])[] }
  /** Widths are shares of the text width; "right" for figures. */
  | { kind: "table"; columns: readonly { label: string; width: number; align?: PdfAlign }[]; rows: readonly (readonly string[])[] }
  /** Right-hand sums under a table; a strong row is bold with a rule above. */
  | { kind: "totals"; rows: readonly { label: string; value: string; strong?: boolean }[] }
  /** Two or more address blocks side by side (the stations of a delivery note). */
  | { kind: "columns"; columns: readonly { title: string; lines: readonly string[] }[] }
  /** The rest starts on a new page (the withdrawal notice after the confirmation). */
  | { kind: "page-break" };

export interface PdfContent {
  /** The document's name, large above the content ("Rechnung"). */
  title: string;
  /** Metadata: the viewer's window title, author (the seller), subject, and the date of the document. */
  info: { title: string; author: string; subject: string; createdAt: Date };
  /** Top left: who the document is from (the dealer), its address lines. */
  letterhead: { name: string; lines: readonly string[] };
  /** Top right: the platform that issues the document. */
  issuer: { name: string; lines: readonly string[] };
  /** The small return-address line above the recipient (DIN 5008). */
  senderLine: string;
  recipient: readonly string[];
  /** The information block beside the address: number, dates, customer's reference. */
  facts: readonly (readonly [string, string])[];
  blocks: readonly PdfBlock[];
  /** Small print at the bottom of every page, in columns (seller, issuer, …). */
  footer: readonly (readonly string[])[];
}

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 25 * MM, right: 20 * MM, top: 16 * MM, bottom: 32 * MM };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const COLOR = { text: "#1d2733", muted: "#5b6775", brand: "#0b4f8a", rule: "#b8c2cc", band: "#eef3f8" };
const SIZE = { body: 9.5, small: 8, tiny: 7, heading: 11, title: 16 };

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once per process; resolved in node_modules, so nothing binary lives in the repository. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

type Doc = PDFKit.PDFDocument;

/** Renders the content to PDF bytes (A4, fonts embedded, text extractable). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const files = fontFiles();
  const doc: Doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    lang: "de-DE",
    displayTitle: true,
    info: {
      Title: content.info.title,
      Author: content.info.author,
      Subject: content.info.subject,
      Creator: "Heizöl-Marktplatz",
      CreationDate: content.info.createdAt,
    },
  });
  doc.registerFont("regular", files.regular);
  doc.registerFont("bold", files.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  firstPageHead(doc, content);
  for (const block of content.blocks) drawBlock(doc, block);
  footers(doc, content.footer);
  doc.end();
  return done;
}

function font(doc: Doc, name: "regular" | "bold", size: number, color: string = COLOR.text) {
  return doc.font(name).fontSize(size).fillColor(color);
}

const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A new page when `height` does not fit any more; the following pages start at the top margin. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottomLimit(doc)) return false;
  doc.addPage();
  doc.x = MARGIN.left;
  doc.y = MARGIN.top;
  return true;
}

function firstPageHead(doc: Doc, c: PdfContent) {
  const top = MARGIN.top;
  // The seller, top left; the issuing platform, top right.
  font(doc, "bold", 14).text(c.letterhead.name, MARGIN.left, top, { width: TEXT_WIDTH * 0.62 });
  font(doc, "regular", SIZE.small, COLOR.muted);
  for (const line of c.letterhead.lines) doc.text(line, { width: TEXT_WIDTH * 0.62 });
  const issuerX = MARGIN.left + TEXT_WIDTH * 0.64;
  const issuerWidth = TEXT_WIDTH * 0.36;
  font(doc, "bold", SIZE.heading, COLOR.brand).text(c.issuer.name, issuerX, top, { width: issuerWidth, align: "right" });
  font(doc, "regular", SIZE.tiny, COLOR.muted);
  for (const line of c.issuer.lines) doc.text(line, issuerX, doc.y, { width: issuerWidth, align: "right" });

  // DIN 5008 form B: the address field from 45 mm, the information block at 125 mm.
  const fieldTop = 45 * MM;
  const addressWidth = 85 * MM;
  font(doc, "regular", SIZE.tiny, COLOR.muted).text(c.senderLine, MARGIN.left, fieldTop, {
    width: addressWidth,
    underline: true,
    lineBreak: false,
    ellipsis: true,
  });
  doc.y = fieldTop + 14;
  font(doc, "regular", 10);
  for (const line of c.recipient) doc.text(line, MARGIN.left, doc.y, { width: addressWidth });
  const addressBottom = doc.y;

  const infoX = 125 * MM;
  const infoWidth = PAGE.width - MARGIN.right - infoX;
  const labelWidth = infoWidth * 0.46;
  let y = fieldTop;
  for (const [label, value] of c.facts) {
    font(doc, "regular", SIZE.small, COLOR.muted).text(label, infoX, y, { width: labelWidth });
    const labelBottom = doc.y;
    font(doc, "regular", SIZE.small).text(value, infoX + labelWidth, y, { width: infoWidth - labelWidth, align: "right" });
    y = Math.max(labelBottom, doc.y) + 1.5;
  }

  doc.y = Math.max(addressBottom, y, 95 * MM) + 14;
  font(doc, "bold", SIZE.title).text(c.title, MARGIN.left, doc.y, { width: TEXT_WIDTH });
  doc.moveDown(0.6);
}

function drawBlock(doc: Doc, block: PdfBlock) {
  doc.x = MARGIN.left;
  switch (block.kind) {
    case "heading":
      // A heading never ends a page alone.
      ensureRoom(doc, 60);
      doc.moveDown(0.5);
      font(doc, "bold", SIZE.heading).text(block.text, MARGIN.left, doc.y, { width: TEXT_WIDTH });
      doc.moveDown(0.3);
      return;
    case "paragraph":
      ensureRoom(doc, 24);
      font(doc, block.strong ? "bold" : "regular", block.muted ? SIZE.small : SIZE.body, block.muted ? COLOR.muted : COLOR.text).text(
        block.text,
        MARGIN.left,
        doc.y,
        {
          width: TEXT_WIDTH,
          lineGap: 1.5,
        },
      );
      doc.moveDown(0.45);
      return;
    case "rows":
      return rows(doc, block.rows);
    case "table":
      return table(doc, block.columns, block.rows);
    case "totals":
      return totals(doc, block.rows);
    case "columns":
      return columns(doc, block.columns);
    case "page-break":
      doc.addPage();
      doc.x = MARGIN.left;
      doc.y = MARGIN.top;
      return;
  }
}

function rows(doc: Doc, list: readonly (readonly [string, string])[]) {
  const labelWidth = Math.min(160, TEXT_WIDTH * 0.34);
  for (const [label, value] of list) {
    font(doc, "regular", SIZE.body);
    const h = Math.max(doc.heightOfString(label, { width: labelWidth - 8 }), doc.heightOfString(value, { width: TEXT_WIDTH - labelWidth }));
    ensureRoom(doc, h + 3);
    const y = doc.y;
    font(doc, "regular", SIZE.body, COLOR.muted).text(label, MARGIN.left, y, { width: labelWidth - 8 });
    font(doc, "regular", SIZE.body).text(value, MARGIN.left + labelWidth, y, { width: TEXT_WIDTH - labelWidth });
    doc.y = y + h + 3;
  }
  doc.moveDown(0.3);
}

const CELL_PAD = 4;

function table(doc: Doc, cols: readonly { label: string; width: number; align?: PdfAlign }[], body: readonly (readonly string[])[]) {
  const share = cols.reduce((s, c) => s + c.width, 0);
  const widths = cols.map((c) => (c.width / share) * TEXT_WIDTH);
  const xs = widths.map((_, i) => MARGIN.left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const cellHeight = (cells: readonly string[], bold: boolean) => {
    font(doc, bold ? "bold" : "regular", bold ? SIZE.small : SIZE.body);
    return Math.max(...cells.map((t, i) => doc.heightOfString(t || " ", { width: widths[i] - 2 * CELL_PAD })));
  };
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const h = cellHeight(cells, bold) + 2 * CELL_PAD;
    const y = doc.y;
    if (bold) doc.rect(MARGIN.left, y, TEXT_WIDTH, h).fill(COLOR.band);
    cells.forEach((t, i) => {
      font(doc, bold ? "bold" : "regular", bold ? SIZE.small : SIZE.body, bold ? COLOR.muted : COLOR.text).text(
        t,
        xs[i] + CELL_PAD,
        y + CELL_PAD,
        {
          width: widths[i] - 2 * CELL_PAD,
          align: cols[i].align ?? "left",
        },
      );
    });
    doc.y = y + h;
    doc
      .moveTo(MARGIN.left, doc.y)
      .lineTo(MARGIN.left + TEXT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
  };
  const header = cols.map((c) => c.label);
  ensureRoom(doc, cellHeight(header, true) + cellHeight(body[0] ?? [" "], false) + 4 * CELL_PAD);
  drawRow(header, true);
  for (const row of body) {
    // A row that does not fit starts the next page, under the table's header again.
    if (ensureRoom(doc, cellHeight(row, false) + 2 * CELL_PAD)) drawRow(header, true);
    drawRow(row, false);
  }
  doc.moveDown(0.4);
}

function totals(doc: Doc, list: readonly { label: string; value: string; strong?: boolean }[]) {
  const x = MARGIN.left + TEXT_WIDTH * 0.42;
  const width = TEXT_WIDTH * 0.58;
  const valueWidth = width * 0.36;
  ensureRoom(doc, list.length * 16 + 8);
  for (const r of list) {
    if (r.strong) {
      doc
        .moveTo(x, doc.y + 1)
        .lineTo(x + width, doc.y + 1)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke();
      doc.y += 4;
    }
    const y = doc.y;
    const weight = r.strong ? "bold" : "regular";
    const size = r.strong ? SIZE.heading : SIZE.body;
    font(doc, weight, size).text(r.label, x, y, { width: width - valueWidth - CELL_PAD });
    const labelBottom = doc.y;
    font(doc, weight, size).text(r.value, x + width - valueWidth, y, { width: valueWidth - CELL_PAD, align: "right" });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  }
  doc.x = MARGIN.left;
  doc.moveDown(0.5);
}

function columns(doc: Doc, list: readonly { title: string; lines: readonly string[] }[]) {
  const perRow = 2;
  const gap = 16;
  const width = (TEXT_WIDTH - gap * (perRow - 1)) / perRow;
  for (let i = 0; i < list.length; i += perRow) {
    const group = list.slice(i, i + perRow);
    const heightOf = (c: (typeof list)[number]) => {
      font(doc, "regular", SIZE.body);
      return 14 + c.lines.reduce((s, l) => s + doc.heightOfString(l, { width }), 0);
    };
    ensureRoom(doc, Math.max(...group.map(heightOf)));
    const y = doc.y;
    let bottom = y;
    group.forEach((c, j) => {
      const x = MARGIN.left + j * (width + gap);
      font(doc, "bold", SIZE.small, COLOR.muted).text(c.title, x, y, { width });
      font(doc, "regular", SIZE.body);
      for (const line of c.lines) doc.text(line, x, doc.y, { width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 8;
  }
  doc.x = MARGIN.left;
}

/** The footer of every page: a rule, the small print in columns, "Seite x von y" on the right. */
function footers(doc: Doc, footer: readonly (readonly string[])[]) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = PAGE.height - MARGIN.bottom + 10 * MM;
    doc
      .moveTo(MARGIN.left, top - 6)
      .lineTo(MARGIN.left + TEXT_WIDTH, top - 6)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    const pageLabelWidth = 62;
    const colWidth = (TEXT_WIDTH - pageLabelWidth) / Math.max(1, footer.length);
    footer.forEach((lines, j) => {
      font(doc, "regular", SIZE.tiny, COLOR.muted);
      doc.y = top;
      // A long line wraps inside its column; the next one starts below it.
      for (const line of lines) doc.text(line, MARGIN.left + j * colWidth, doc.y, { width: colWidth - 8, lineGap: 0.5 });
    });
    font(doc, "regular", SIZE.tiny, COLOR.muted).text(
      `Seite ${i - range.start + 1} von ${range.count}`,
      MARGIN.left + TEXT_WIDTH - pageLabelWidth,
      top,
      { width: pageLabelWidth, align: "right", lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}
