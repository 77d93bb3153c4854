import { describe, expect, it } from "vitest";
import { orderLegalNotice, withdrawalForm, WITHDRAWAL_NOTICE_VERSION } from "./legal-texts.ts";

const dealer = { name: "Heizöl Maier GmbH", address: "Hauptstraße 5, 80331 München" };

describe("withdrawal per country (decision 0015)", () => {
  it.each([1, 2])("country %i: 14-day withdrawal notice that points to the model form, and the form itself", (countryId) => {
    const n = orderLegalNotice(countryId, dealer);
    expect(n.title).toBe("Widerrufsbelehrung");
    expect(n.version).toBe(WITHDRAWAL_NOTICE_VERSION);
    expect(n.paragraphs.join(" ")).toContain("binnen vierzehn Tagen");
    expect(n.paragraphs.join(" ")).toContain("Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist");
    expect(n.form?.title).toBe("Muster-Widerrufsformular");
    expect(n.form?.lines).toEqual(withdrawalForm(dealer));
  });

  it("the model form is the statutory text (Anlage 2 EGBGB) with the dealer filled in", () => {
    expect(withdrawalForm(dealer)).toEqual([
      "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
      "– An Heizöl Maier GmbH, Hauptstraße 5, 80331 München:",
      "– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
      "– Bestellt am (*)/erhalten am (*)",
      "– Name des/der Verbraucher(s)",
      "– Anschrift des/der Verbraucher(s)",
      "– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
      "– Datum",
      "(*) Unzutreffendes streichen.",
    ]);
  });

  it("Switzerland: no statutory withdrawal promise, contractual cancellation terms, no model form", () => {
    const n = orderLegalNotice(3, dealer);
    const text = n.paragraphs.join(" ");
    expect(n.title).toBe("Stornierung (vertragliche Regelung)");
    expect(n.form).toBeNull();
    expect(text).toContain("kein gesetzliches Widerrufsrecht");
    expect(text).not.toMatch(/binnen vierzehn Tagen|14 Tage|Widerrufsfrist/);
    expect(n.version).not.toBe(WITHDRAWAL_NOTICE_VERSION);
  });
});
