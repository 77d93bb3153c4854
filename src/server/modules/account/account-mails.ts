/**
 * German account mails: each as plain text and HTML, signed "Ihr Heizöl-Marktplatz-Team".
 * Pure builders; the use cases queue them (sendMailSafely).
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SIGN_OFF = "Ihr Heizöl-Marktplatz-Team";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "Sehr geehrte Frau Dr. Muster" / "Sehr geehrter Herr Muster" / "Guten Tag Alex Muster". */
export function salutation(p: { title1: string; title2: string; firstName: string; lastName: string }): string {
  const title2 = p.title2 ? `${p.title2} ` : "";
  if (p.title1 === "Frau") return `Sehr geehrte Frau ${title2}${p.lastName}`;
  if (p.title1 === "Herr") return `Sehr geehrter Herr ${title2}${p.lastName}`;
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name ? `Guten Tag ${title2}${name}` : "Guten Tag";
}

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function build(subject: string, greeting: string, block: Block): MailContent {
  const textParts = [`${greeting},`, "", ...block.paragraphs.flatMap((p) => [p, ""])];
  if (block.action) textParts.push(`${block.action.label}:`, block.action.url, "");
  for (const p of block.after ?? []) textParts.push(p, "");
  textParts.push("Freundliche Grüße", SIGN_OFF, "", "Diese E-Mail wurde automatisch erstellt. Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website.");
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#f39200;color:#1b1200;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(block.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5b6775">Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href="${escapeHtml(block.action.url)}">${escapeHtml(block.action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f7fa;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<div style="max-width:600px;margin:0 auto;padding:24px">
<div style="background:#0b4f8a;color:#fff;font-weight:bold;font-size:20px;padding:16px 24px;border-radius:8px 8px 0 0">Heizöl-Marktplatz</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px;line-height:1.5">
${p(`${greeting},`)}
${block.paragraphs.map(p).join("\n")}
${button}
${(block.after ?? []).map(p).join("\n")}
<p style="margin:24px 0 0">Freundliche Grüße<br>${escapeHtml(SIGN_OFF)}</p>
</div>
<p style="font-size:12px;color:#5b6775;margin:16px 0 0">Diese E-Mail wurde automatisch erstellt. Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website.</p>
</div></body></html>`;
  return { subject, text: textParts.join("\n"), html };
}

type Person = Parameters<typeof salutation>[0];

export function confirmEmailMail(person: Person, url: string): MailContent {
  return build("Willkommen beim Heizöl-Marktplatz – bitte bestätigen Sie Ihre E-Mail-Adresse", salutation(person), {
    paragraphs: [
      "vielen Dank für Ihre Registrierung beim Heizöl-Marktplatz. Ihr Kundenkonto ist eingerichtet, und Sie sind bereits angemeldet.",
      "Bitte bestätigen Sie noch Ihre E-Mail-Adresse, damit wir Ihnen Bestellbestätigungen und wichtige Hinweise zuverlässig zustellen können.",
    ],
    action: { label: "E-Mail-Adresse bestätigen", url },
    after: ["Der Link ist sieben Tage gültig. Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail einfach ignorieren."],
  });
}

export function notificationsOptInMail(person: Person, url: string): MailContent {
  return build("Bitte bestätigen Sie Ihre Benachrichtigungen", salutation(person), {
    paragraphs: [
      "Sie möchten vom Heizöl-Marktplatz per E-Mail über Preisentwicklungen und Neuigkeiten zu Ihren Bestellungen informiert werden.",
      "Damit niemand Ihre Adresse ohne Ihr Einverständnis einträgt, bestätigen Sie das bitte mit einem Klick:",
    ],
    action: { label: "Benachrichtigungen bestätigen", url },
    after: ["Ohne Ihre Bestätigung senden wir Ihnen keine Benachrichtigungen. Sie können sie jederzeit in Ihren persönlichen Daten wieder abbestellen."],
  });
}

export function passwordResetMail(person: Person, url: string): MailContent {
  return build("Ihr neues Kennwort für den Heizöl-Marktplatz", salutation(person), {
    paragraphs: [
      "wir haben eine Anfrage erhalten, das Kennwort Ihres Kundenkontos zurückzusetzen.",
      "Über den folgenden Link können Sie ein neues Kennwort festlegen. Der Link ist zwei Stunden gültig und kann nur einmal verwendet werden.",
    ],
    action: { label: "Neues Kennwort setzen", url },
    after: ["Falls Sie keine neue Anmeldung angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr bisheriges Kennwort bleibt dann gültig."],
  });
}

export function emailChangeMail(person: Person, newEmail: string, url: string): MailContent {
  return build("Bitte bestätigen Sie Ihre neue E-Mail-Adresse", salutation(person), {
    paragraphs: [
      `Sie möchten die E-Mail-Adresse Ihres Kundenkontos beim Heizöl-Marktplatz auf ${newEmail} ändern.`,
      "Bitte bestätigen Sie die neue Adresse. Erst danach melden Sie sich mit ihr an und erhalten Ihre Bestellbestätigungen dorthin.",
    ],
    action: { label: "Neue E-Mail-Adresse bestätigen", url },
    after: ["Der Link ist 24 Stunden gültig. Falls Sie diese Änderung nicht veranlasst haben, ignorieren Sie diese E-Mail bitte."],
  });
}

export function emailChangeNoticeMail(person: Person, newEmail: string): MailContent {
  return build("Änderung Ihrer E-Mail-Adresse angefordert", salutation(person), {
    paragraphs: [
      `für Ihr Kundenkonto beim Heizöl-Marktplatz wurde eine Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Die Änderung wird erst wirksam, wenn sie über den Link an die neue Adresse bestätigt wird.`,
      "Falls Sie das nicht waren, ändern Sie bitte umgehend Ihr Kennwort und wenden Sie sich an unseren Kundenservice.",
    ],
  });
}

export function ratingRequestMail(person: Person, order: { orderNumber: string; dealerName: string }, url: string): MailContent {
  return build(`Wie zufrieden waren Sie mit ${order.dealerName}?`, salutation(person), {
    paragraphs: [
      `Ihre Bestellung ${order.orderNumber} bei ${order.dealerName} wurde geliefert. Wir hoffen, es hat alles reibungslos geklappt.`,
      "Ihre Bewertung hilft anderen Kundinnen und Kunden bei der Wahl des passenden Händlers und dauert weniger als eine Minute.",
    ],
    action: { label: "Jetzt Händler bewerten", url },
    after: ["Der Link gilt 60 Tage und kann einmal verwendet werden. Vielen Dank für Ihre Unterstützung!"],
  });
}
