/**
 * German account mails: the content of each; the layout (salutation, button, sign-off, text and HTML)
 * is the one mail renderer's. Pure builders; the use cases queue them (sendMailSafely).
 */
import { renderMail, salutation, type MailContent, type MailPerson } from "../../platform/mail/mail-layout.ts";

export function confirmEmailMail(person: MailPerson, url: string): MailContent {
  return renderMail("Willkommen beim Heizöl-Marktplatz – bitte bestätigen Sie Ihre E-Mail-Adresse", {
    greeting: salutation(person),
    blocks: [
      "vielen Dank für Ihre Registrierung beim Heizöl-Marktplatz. Ihr Kundenkonto ist eingerichtet, und Sie sind bereits angemeldet.",
      "Bitte bestätigen Sie noch Ihre E-Mail-Adresse, damit wir Ihnen Bestellbestätigungen und wichtige Hinweise zuverlässig zustellen können.",
    ],
    action: { label: "E-Mail-Adresse bestätigen", url },
    after: ["Der Link ist sieben Tage gültig. Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail einfach ignorieren."],
  });
}

export function notificationsOptInMail(person: MailPerson, url: string): MailContent {
  return renderMail("Bitte bestätigen Sie Ihre Benachrichtigungen", {
    greeting: salutation(person),
    blocks: [
      "Sie möchten vom Heizöl-Marktplatz per E-Mail über Preisentwicklungen und Neuigkeiten zu Ihren Bestellungen informiert werden.",
      "Damit niemand Ihre Adresse ohne Ihr Einverständnis einträgt, bestätigen Sie das bitte mit einem Klick:",
    ],
    action: { label: "Benachrichtigungen bestätigen", url },
    after: [
      "Ohne Ihre Bestätigung senden wir Ihnen keine Benachrichtigungen. Sie können sie jederzeit in Ihren persönlichen Daten wieder abbestellen.",
    ],
  });
}

export function passwordResetMail(person: MailPerson, url: string): MailContent {
  return renderMail("Ihr neues Kennwort für den Heizöl-Marktplatz", {
    greeting: salutation(person),
    blocks: [
      "wir haben eine Anfrage erhalten, das Kennwort Ihres Kundenkontos zurückzusetzen.",
      "Über den folgenden Link können Sie ein neues Kennwort festlegen. Der Link ist zwei Stunden gültig und kann nur einmal verwendet werden.",
    ],
    action: { label: "Neues Kennwort setzen", url },
    after: [
      "Falls Sie keine neue Anmeldung angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr bisheriges Kennwort bleibt dann gültig.",
    ],
  });
}

export function emailChangeMail(person: MailPerson, newEmail: string, url: string): MailContent {
  return renderMail("Bitte bestätigen Sie Ihre neue E-Mail-Adresse", {
    greeting: salutation(person),
    blocks: [
      `Sie möchten die E-Mail-Adresse Ihres Kundenkontos beim Heizöl-Marktplatz auf ${newEmail} ändern.`,
      "Bitte bestätigen Sie die neue Adresse. Erst danach melden Sie sich mit ihr an und erhalten Ihre Bestellbestätigungen dorthin.",
    ],
    action: { label: "Neue E-Mail-Adresse bestätigen", url },
    after: ["Der Link ist 24 Stunden gültig. Falls Sie diese Änderung nicht veranlasst haben, ignorieren Sie diese E-Mail bitte."],
  });
}

export function emailChangeNoticeMail(person: MailPerson, newEmail: string): MailContent {
  return renderMail("Änderung Ihrer E-Mail-Adresse angefordert", {
    greeting: salutation(person),
    blocks: [
      `für Ihr Kundenkonto beim Heizöl-Marktplatz wurde eine Änderung der E-Mail-Adresse auf ${newEmail} angefordert. Die Änderung wird erst wirksam, wenn sie über den Link an die neue Adresse bestätigt wird.`,
      "Falls Sie das nicht waren, ändern Sie bitte umgehend Ihr Kennwort und wenden Sie sich an unseren Kundenservice.",
    ],
  });
}

/**
 * To the address an account had before the back office changed its e-mail or roles (decision 0036): the
 * owner learns of it even when the new address is not theirs.
 */
export function backOfficeChangeNoticeMail(person: MailPerson, change: { newEmail: string | null; rolesChanged: boolean }): MailContent {
  const what = [
    change.newEmail && `die E-Mail-Adresse Ihres Kontos auf ${change.newEmail} geändert`,
    change.rolesChanged && "die Rollen Ihres Kontos geändert",
  ]
    .filter(Boolean)
    .join(" und ");
  return renderMail("Ihr Konto beim Heizöl-Marktplatz wurde geändert", {
    greeting: salutation(person),
    blocks: [
      `unsere Administration bzw. unser Kundenservice hat ${what}. Ihre bisherigen Anmeldungen sind damit beendet.`,
      "Falls Sie diese Änderung nicht erwartet haben, wenden Sie sich bitte umgehend an unseren Kundenservice.",
    ],
  });
}

export function ratingRequestMail(person: MailPerson, order: { orderNumber: string; dealerName: string }, url: string): MailContent {
  return renderMail(`Wie zufrieden waren Sie mit ${order.dealerName}?`, {
    greeting: salutation(person),
    blocks: [
      `Ihre Bestellung ${order.orderNumber} bei ${order.dealerName} wurde geliefert. Wir hoffen, es hat alles reibungslos geklappt.`,
      "Ihre Bewertung hilft anderen Kundinnen und Kunden bei der Wahl des passenden Händlers und dauert weniger als eine Minute.",
    ],
    action: { label: "Jetzt Händler bewerten", url },
    after: ["Der Link gilt 60 Tage und kann einmal verwendet werden. Vielen Dank für Ihre Unterstützung!"],
  });
}

export function staffInvitationMail(
  person: MailPerson,
  invitation: { dealerName: string; roleLabel: string; email: string },
  url: string,
): MailContent {
  return renderMail(`Einladung in das Händlerportal von ${invitation.dealerName}`, {
    greeting: salutation(person),
    blocks: [
      `Sie wurden eingeladen, im Händlerportal des Heizöl-Marktplatzes für ${invitation.dealerName} mitzuarbeiten (Rolle: ${invitation.roleLabel}).`,
      `Bitte legen Sie über den folgenden Link Ihr Kennwort fest. Danach melden Sie sich mit Ihrer E-Mail-Adresse ${invitation.email} an und gelangen direkt ins Händlerportal.`,
    ],
    action: { label: "Kennwort festlegen", url },
    after: [
      "Der Link ist sieben Tage gültig und kann einmal verwendet werden. Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.",
    ],
  });
}
