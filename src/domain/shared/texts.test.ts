import { describe, expect, it } from "vitest";
import { TIMINGS } from "./spec-constants.ts";
import { CALC_BAR, ERROR_TEXTS, TOASTS } from "./texts.ts";

describe("§2 texts", () => {
  it("error page texts", () => {
    expect(ERROR_TEXTS[404].title).toBe("Die angeforderte Seite existiert nicht...");
    expect(ERROR_TEXTS[401].title).toBe("Leider haben Sie keinen Zugang zu dieser Seite.");
    expect(ERROR_TEXTS.other.title).toBe("Da ist leider etwas schiefgelaufen...");
    expect(ERROR_TEXTS.homeButton).toBe("Startseite");
  });

  it("toasts", () => {
    expect(TOASTS.sessionExpired).toEqual({ text: "Anmeldesitzung abgelaufen. Sie wurden automatisch abgemeldet.", type: "warning" });
    expect(TOASTS.loggedOut).toEqual({ text: "Erfolgreich abgemeldet", type: "success", hideAfterMs: 5000 });
  });

  it("§9 timings", () => {
    expect(TIMINGS.inputDebounceMs).toBe(1500);
    expect(TIMINGS.sessionCheckMs).toBe(5000);
    expect(TIMINGS.sessionRenewMs).toBe(300000);
    expect(TIMINGS.zipCheckCacheMs).toBe(2 * 24 * 3600 * 1000);
  });

  it.each([
    ["in Deutschland", "Österreich oder Schweiz", "Meinten Sie eine Postleitzahl in Österreich oder der Schweiz?"],
    ["in Österreich", "Schweiz", "Meinten Sie eine Postleitzahl in der Schweiz?"],
    ["in der Schweiz", "Deutschland", "Meinten Sie eine Postleitzahl in Deutschland?"],
  ])("other-country hint from %s to %s", (here, other, question) => {
    const text = CALC_BAR.otherCountryHint(here, other);
    expect(text).toBe(`Die Postleitzahl ist ${here} nicht gültig oder wurde nicht gefunden. ${question}`);
  });
});
