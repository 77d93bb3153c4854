/**
 * The dip chart (Peiltabelle) as the guide takes it: one line per height, "cm;Liter" (also with a tab, a
 * space or a colon between, and decimal commas), as it is typed off the paper table or pasted from a
 * spreadsheet. Empty text is no chart.
 */
export type DipChartParse = { ok: true; rows: { levelCm: number; litres: number }[] } | { ok: false; message: string };

export function parseDipChartText(text: string): DipChartParse {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const rows: { levelCm: number; litres: number }[] = [];
  for (const [i, line] of lines.entries()) {
    const m = /^(\d{1,3}(?:[.,]\d+)?)\s*(?:cm)?\s*[;:\t ]\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:[.,]\d+)?)\s*(?:l|liter)?$/i.exec(line);
    if (!m) return { ok: false, message: `Zeile ${i + 1} der Peiltabelle verstehen wir nicht: bitte „Zentimeter;Liter“, z. B. „50;1200“.` };
    const num = (v: string) =>
      Number(/\.\d{3}/.test(v) && !v.includes(",") ? v.replace(/\./g, "") : v.replace(/\./g, "").replace(",", "."));
    rows.push({ levelCm: Number(m[1].replace(",", ".")), litres: num(m[2]) });
  }
  if (rows.length > 400) return { ok: false, message: "Die Peiltabelle darf höchstens 400 Zeilen haben." };
  rows.sort((a, b) => a.levelCm - b.levelCm);
  return { ok: true, rows };
}

export const dipChartText = (rows: readonly { levelCm: number; litres: number }[]) =>
  rows.map((r) => `${r.levelCm};${r.litres}`).join("\n");
