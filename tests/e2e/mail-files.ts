import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseMime } from "../setup/smtp-catcher.ts";

/** The e2e server writes each mail as an .eml file here (playwright.config.ts sets MAIL_DIR). */
const mailDir = () => join(process.env.E2E_DATA_DIR!, "mail");

export interface FileMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function toOf(raw: string): string {
  return /^To:\s*(.+)$/im.exec(raw)?.[1].trim() ?? "";
}

/** Every mail the server wrote so far, oldest first (file names start with the time of sending). */
export function mailsSoFar(): FileMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir())
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(mailDir(), file), "utf8");
    const m = parseMime(raw);
    return { file, to: toOf(raw), subject: m.subject, text: m.text, html: m.html };
  });
}

/** Waits until `count` mails to `to` (matching `subject`) exist; returns them oldest first. */
export async function waitForMails(to: string, opts: { subject?: RegExp; count?: number; timeoutMs?: number } = {}): Promise<FileMail[]> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const hits = mailsSoFar().filter((m) => m.to.includes(to) && (opts.subject ?? /./).test(m.subject));
    if (hits.length >= (opts.count ?? 1)) return hits;
    if (Date.now() > deadline)
      throw new Error(
        `expected ${opts.count ?? 1} mail(s) to ${to} matching ${opts.subject ?? "/./"}, got: ${mailsSoFar()
          .map((m) => `${m.to} «${m.subject}»`)
          .join("; ")}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
