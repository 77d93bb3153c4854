import { execFileSync, spawnSync } from "node:child_process";

/**
 * The text of a PDF through poppler's pdftotext (decision 0041: the documents' fonts are embedded
 * subsets, so the text is only readable through their ToUnicode maps, as a viewer reads it). Runs of
 * spaces, including Intl's no-break spaces, become one space, so "Rechnungsbetrag 3.334,98 €" matches
 * across the table's columns.
 *
 * Without pdftotext (apt-get install poppler-utils) the answer is null and the caller skips its text
 * checks with a warning — except in CI (CI=true), where .ci/run installs it and a missing one fails.
 */
const available = spawnSync("pdftotext", ["-v"]).error === undefined;
let warned = false;

export function pdfText(pdf: Buffer): string | null {
  if (!available) {
    if (process.env.CI === "true") throw new Error("pdftotext is missing: .ci/run installs poppler-utils");
    if (!warned) console.warn("pdftotext is missing (apt-get install poppler-utils): the PDF text checks are skipped");
    warned = true;
    return null;
  }
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf, maxBuffer: 16 * 1024 * 1024 }).toString(
    "utf8",
  );
  return text.replace(/[ \t\u00a0\u202f]+/g, " ");
}

/** Number of pages, from pdfinfo's answer (null without poppler). */
export function pdfPages(pdf: Buffer): number | null {
  if (!available) return null;
  const info = execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8");
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The fonts pdffonts lists, one line each (null without poppler): every font of our documents must say "yes" under "emb". */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] | null {
  if (!available) return null;
  const out = execFileSync("pdffonts", ["-"], { input: pdf }).toString("utf8").split("\n").slice(2).filter(Boolean);
  return out.map((line) => {
    const cols = line.trim().split(/\s+/);
    // name type [type…] encoding emb sub uni object ID: "emb" is the fifth column from the end.
    return { name: cols[0], embedded: cols[cols.length - 5] === "yes" };
  });
}
