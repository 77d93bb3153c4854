/**
 * The one layout of every mail we send (decision 0021): header, salutation, content blocks, an optional
 * button, sign-off and the automatic-mail footer, as plain text and as HTML with the same content.
 * Mail modules write only their content; escaping and the frame live here.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph, or a section of lines or of label/value rows with an optional title. */
export type MailBlock = string | { title?: string; lines: string[] } | { title?: string; rows: [string, string][] };

export interface MailBody {
  /** The salutation without its comma (see `salutation`). */
  greeting: string;
  blocks: MailBlock[];
  /** A link as a button; the text part names it as "label:" and the URL on its own line. */
  action?: { label: string; url: string };
  /** Blocks below the button. */
  after?: MailBlock[];
}

const SIGN_OFF = ["Freundliche Grüße", "Ihr Heizöl-Marktplatz-Team"] as const;
const FOOTER = "Diese E-Mail wurde automatisch erstellt. Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website.";
const FOOTER_STYLE = "font-size:12px;color:#5b6775;margin:16px 0 0";
const footerHtml = (sentence: string) => `<p style="${FOOTER_STYLE}">${sentence}</p>`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export interface MailPerson {
  title1: string;
  title2: string;
  firstName: string;
  lastName: string;
}

/** "Sehr geehrte Frau Dr. Muster" / "Sehr geehrter Herr Muster" / "Guten Tag Alex Muster" / "Guten Tag". */
export function salutation(p: MailPerson): string {
  const title2 = p.title2 ? `${p.title2} ` : "";
  if (p.title1 === "Frau") return `Sehr geehrte Frau ${title2}${p.lastName}`;
  if (p.title1 === "Herr") return `Sehr geehrter Herr ${title2}${p.lastName}`;
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name ? `Guten Tag ${title2}${name}` : "Guten Tag";
}

function blockText(b: MailBlock): string {
  if (typeof b === "string") return b;
  const head = b.title ? `${b.title}\n${"-".repeat(b.title.length)}\n` : "";
  if ("lines" in b) return head + b.lines.join("\n");
  const width = Math.max(...b.rows.map(([k]) => k.length));
  return head + b.rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n");
}

function blockHtml(b: MailBlock): string {
  if (typeof b === "string") return `<p style="margin:0 0 16px">${escapeHtml(b)}</p>`;
  const head = b.title ? `<h2 style="font-size:17px;color:#0b4f8a;margin:24px 0 8px">${escapeHtml(b.title)}</h2>` : "";
  if ("lines" in b) return head + b.lines.map((l) => `<p style="margin:0 0 8px">${escapeHtml(l)}</p>`).join("");
  return `${head}<table style="border-collapse:collapse;width:100%">${b.rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 8px 4px 0;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0;text-align:right;vertical-align:top">${escapeHtml(v)}</td></tr>`,
    )
    .join("")}</table>`;
}

function buttonHtml(action: MailBody["action"]): string {
  if (!action) return "";
  const url = escapeHtml(action.url);
  return (
    `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#f39200;color:#1b1200;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#5b6775">Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href="${url}">${url}</a></p>`
  );
}

export function renderMail(subject: string, body: MailBody): MailContent {
  const after = body.after ?? [];
  const text = [
    `${body.greeting},`,
    ...body.blocks.map(blockText),
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...after.map(blockText),
    SIGN_OFF.join("\n"),
    FOOTER,
  ].join("\n\n");
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f7fa;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#0b4f8a;color:#fff;font-weight:bold;font-size:20px;padding:16px 24px;border-radius:8px 8px 0 0">Heizöl-Marktplatz</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px;line-height:1.5">
${blockHtml(`${body.greeting},`)}
${body.blocks.map(blockHtml).join("\n")}
${buttonHtml(body.action)}
${after.map(blockHtml).join("\n")}
<p style="margin:24px 0 0">${SIGN_OFF.map(escapeHtml).join("<br>")}</p>
</div>
${footerHtml(FOOTER)}
</div></body></html>`;
  return { subject, text, html };
}

/**
 * The closing sentence with the contact form of the mail's country site as a link (decision 0042): the
 * text part names the address after the sentence, the HTML part links "Kontaktformular". The mailer
 * applies it when it sends, because only the mail knows its country (MailMessage.countryId) and every mail
 * module renders without one; mails already queued get the link too. Only the footer the renderer wrote
 * is touched (the last one), never a sentence a sender typed into a message.
 */
export function withContactLink(mail: Pick<MailContent, "text" | "html">, contactUrl: string): Pick<MailContent, "text" | "html"> {
  const textFooter = `\n\n${FOOTER}`;
  const text = mail.text.endsWith(textFooter)
    ? `${mail.text.slice(0, -FOOTER.length)}${FOOTER.replace(/\.$/, `: ${contactUrl}`)}`
    : mail.text;
  const plain = footerHtml(FOOTER);
  const at = mail.html.lastIndexOf(plain);
  const linked = footerHtml(
    escapeHtml(FOOTER).replace("Kontaktformular", `<a href="${escapeHtml(contactUrl)}" style="color:#0b4f8a">Kontaktformular</a>`),
  );
  const html = at < 0 ? mail.html : `${mail.html.slice(0, at)}${linked}${mail.html.slice(at + plain.length)}`;
  return { text, html };
}
