import { AppError } from "../../../domain/shared/errors.ts";
import { describe, expect, it } from "vitest";
import { isClientError } from "../../../domain/shared/errors.ts";
import { addressFromForm, intOrNull, orderLoginUrl } from "./checkout.server.ts";

describe("form helpers", () => {
  it("reads an address by prefix", () => {
    const form = new FormData();
    form.set("DeliveryAddress.FirstName", "Erika");
    form.set("DeliveryAddress.ZipCode", "80331");
    expect(addressFromForm(form, "DeliveryAddress")).toMatchObject({ FirstName: "Erika", ZipCode: "80331", Street: "" });
  });
  it("whole numbers with German grouping", () => {
    expect(intOrNull("1.500")).toBe(1500);
    expect(intOrNull(" 12 ")).toBe(12);
    expect(intOrNull("12,5")).toBeNull();
    expect(intOrNull("")).toBeNull();
  });
  it("coded client errors are recognised across copies of AppError (the page build has its own; decision 0017)", () => {
    // What another copy of src/domain/shared/errors.ts constructs: marked with the same registry symbol.
    const otherCopy = (statusCode: number) =>
      Object.assign(new Error("Nein"), { [Symbol.for("heizoel-marktplatz.app-error")]: true, code: "X", statusCode });
    expect(isClientError(otherCopy(409))).toBe(true);
    expect(isClientError(new AppError("CHECKOUT_CLOSED"))).toBe(true);
    expect(isClientError(otherCopy(500))).toBe(false);
    expect(isClientError(new Error("plain"))).toBe(false);
    // Something merely shaped like one (e.g. a driver error with code and statusCode) is not a user message.
    expect(isClientError(Object.assign(new Error("Nein"), { code: "X", statusCode: 409 }))).toBe(false);
  });
  it("the order login keeps the way back", () => {
    expect(orderLoginUrl("heizoel", new Request("http://de.localhost/heizoel/bestellung?zipCode=80331&amount=3000"))).toBe(
      "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung%3FzipCode%3D80331%26amount%3D3000",
    );
    // The way back goes through the one ReturnUrl rule: a request path that would leave the site is dropped.
    expect(orderLoginUrl("heizoel", new Request("http://de.localhost//evil.example/heizoel/bestellung"))).toBe(
      "/benutzerkonto/bestellanmeldung/heizoel",
    );
  });
});
