/** The community's guidelines, version 1 (decision 0069): plain text, "## " headings, blank lines between paragraphs. */
export const GUIDELINES_V1 = `Die Community des Heizöl-Marktplatzes ist ein Ort, an dem sich Kundinnen und Kunden, mex-Nutzer und Händler über Heizöl, Tanks und Preise austauschen. Damit das so bleibt, gelten die folgenden Regeln.

## Respektvoll bleiben
Schreiben Sie sachlich und freundlich. Beleidigungen, Drohungen, Diskriminierung und persönliche Angriffe sind nicht erlaubt.

## Keine Werbung und kein Spam
Beiträge, die vor allem für Produkte, Dienstleistungen oder andere Seiten werben, entfernen wir. Händler dürfen Fragen beantworten, aber keine Angebote einstellen. In den ersten sieben Tagen nach der Anmeldung sind höchstens drei Beiträge am Tag und zwei Links je Beitrag möglich.

## Persönliche Daten schützen
Veröffentlichen Sie keine Adressen, Telefonnummern, E-Mail-Adressen oder Bestellnummern – weder Ihre eigenen noch die anderer Personen.

## Ehrlich informieren
Teilen Sie Ihre Erfahrungen. Kennzeichnen Sie Vermutungen als solche; Preisprognosen sind keine Anlageberatung.

## Melden und Moderation
Jeder Beitrag kann über „Melden“ an uns gemeldet werden. Wir prüfen Meldungen und blenden Beiträge aus, die gegen diese Regeln oder gegen geltendes Recht verstoßen. Melden drei verschiedene Mitglieder denselben Beitrag, wird er bis zu unserer Prüfung ausgeblendet. Über eine Entscheidung, die Ihren Beitrag betrifft, informieren wir Sie mit Begründung per E-Mail.

## Bearbeiten und Löschen
Eigene Beiträge können Sie in den ersten 15 Minuten bearbeiten und jederzeit löschen.

## Änderungen
Ändern wir diese Nutzungsbedingungen, bitten wir Sie vor Ihrem nächsten Beitrag, die neue Fassung zu bestätigen.`;
