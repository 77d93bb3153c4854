import { describe, expect, it } from "vitest";
import { pageFormLimitOf } from "./page-form-limit.ts";

describe("the page forms' limits follow their API routes' (decision 0061)", () => {
  it("counts the posts of the limited forms, React Router's .data posts too", () => {
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=email")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/persoenliche-daten.data?aktion=kennwort")).toMatchObject({ max: 10 });
    expect(pageFormLimitOf("POST", "/account/basedata/partial/anmeldedaten?aktion=email")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/neues-kennwort-setzen/abc")).toMatchObject({ max: 10 });
    expect(pageFormLimitOf("POST", "/benutzerkonto/anmeldung?ReturnUrl=%2F&aktion=kennwort-vergessen")).toMatchObject({ max: 5 });
    expect(pageFormLimitOf("POST", "/benutzerkonto/bestellanmeldung/heizoel.data?aktion=gast")).toMatchObject({ max: 30 });
  });
  it("leaves pages and forms alone whose API route has no limit of its own, and every GET", () => {
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=name")).toBeNull();
    expect(pageFormLimitOf("POST", "/persoenliche-daten?aktion=adresse")).toBeNull();
    expect(pageFormLimitOf("GET", "/persoenliche-daten?aktion=email")).toBeNull();
    expect(pageFormLimitOf("POST", "/kontakt")).toBeNull();
    expect(pageFormLimitOf("POST", "/benutzerkonto/anmeldung?aktion=anmelden")).toBeNull();
  });
});
