import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  from: string;
  messageId: string;
  raw: string;
  /** Parts with a file name (the delivered mail's invoice PDF, decision 0041), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server on a random local port for API tests: the app sends through SMTP_URL, the test
 * waits for the mail and reads its decoded text and HTML parts. With `failFirst`, each message (by
 * Message-ID) is refused that many times before it is accepted, like a flaky mail server.
 */
export async function startSmtpCatcher(opts: { failFirst?: number } = {}) {
  const mails: CaughtMail[] = [];
  const refused = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = { ...parseMime(raw), to: session.envelope.rcptTo.map((r) => r.address), raw };
        const count = refused.get(mail.messageId) ?? 0;
        if (count < (opts.failFirst ?? 0)) {
          refused.set(mail.messageId, count + 1);
          return callback(Object.assign(new Error("451 try again later"), { responseCode: 451 }));
        }
        mails.push(mail);
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** How many times each Message-ID was refused (failFirst). */
    refused,
    /** The first mail to the address matching the subject that arrives (or has arrived) after `since` mails. */
    async waitFor(to: string, subject: RegExp = /./, timeoutMs = 10_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (hit) return hit;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} matching ${subject} (got: ${mails.map((m) => `${m.to} ${m.subject}`).join("; ")})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

function headersOf(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  const out: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

export function parseMime(raw: string): Omit<CaughtMail, "to" | "raw"> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const found = { text: "", html: "", attachments: [] as CaughtMail["attachments"] };
  readPart(raw, found);
  return {
    subject: decodeHeader(headers.subject ?? ""),
    from: decodeHeader(headers.from ?? ""),
    messageId: headers["message-id"] ?? "",
    ...found,
  };
}

/** One MIME entity: a multipart's parts (nested: mixed → alternative), a text part, or a file. */
function readPart(entity: string, found: { text: string; html: string; attachments: CaughtMail["attachments"] }) {
  const i = entity.search(/\r?\n\r?\n/);
  const h = headersOf(entity.slice(0, i));
  const body = entity.slice(i).replace(/^\r?\n\r?\n/, "");
  const type = h["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) readPart(part.replace(/^\r?\n/, ""), found);
    return;
  }
  const filename = /filename="?([^";]+)"?/i.exec(h["content-disposition"] ?? "")?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (filename) {
    const encoding = h["content-transfer-encoding"]?.toLowerCase();
    const content = encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body, "utf8");
    found.attachments.push({ filename: decodeHeader(filename), contentType: type.split(";")[0].trim(), content });
    return;
  }
  const content = decodeBody(body, h["content-transfer-encoding"]);
  if (type.startsWith("text/html")) found.html = content;
  else if (type.startsWith("text/plain")) found.text = content;
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
