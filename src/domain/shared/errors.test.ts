import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AppError, ERRORS, isAppError, messageForStatus, type ErrorCode } from "./errors.ts";

const DOMAIN = resolve(import.meta.dirname, "..");

/** Every `*.errors.ts` of the domain's folders: the generic rows and each area's. */
function catalogueFiles(): string[] {
  return readdirSync(DOMAIN, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(DOMAIN, d.name))
        .filter((f) => f.endsWith(".errors.ts"))
        .map((f) => join(DOMAIN, d.name, f)),
    );
}

describe("error catalogue (decision 0017)", () => {
  it("defines every code once: the areas' rows together are exactly the catalogue (a later spread would overwrite a second one)", async () => {
    const files = catalogueFiles();
    expect(files.length).toBeGreaterThan(10);
    const defined: string[] = [];
    for (const file of files)
      for (const rows of Object.values((await import(file)) as Record<string, Record<string, unknown>>))
        for (const [code, row] of Object.entries(rows)) {
          defined.push(code);
          expect(ERRORS[code as ErrorCode], `${code} (${file})`).toEqual(row);
        }
    expect(defined.filter((code, i) => defined.indexOf(code) !== i)).toEqual([]);
    expect(defined.sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it.each(Object.entries(ERRORS))("%s has an HTTP error status and a German sentence", (_code, entry) => {
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.message).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
  });

  it("an AppError takes status and message from its row; a specific message keeps the row's status", () => {
    const plain = new AppError("UNKNOWN_STATE");
    expect(plain).toMatchObject({ code: "UNKNOWN_STATE", statusCode: 404, message: "Diese Region gibt es nicht." });
    expect(plain.fieldErrors).toBeUndefined();
    const specific = new AppError("PRICE_CHANGED", { message: "Der Preis beträgt jetzt 3.005,40 €.", field: "ExpectedTotalPrice" });
    expect(specific).toMatchObject({ statusCode: 409, fieldErrors: { ExpectedTotalPrice: ["Der Preis beträgt jetzt 3.005,40 €."] } });
  });

  it("recognises an AppError of another copy of this module (the page build bundles its own)", () => {
    const foreign = Object.assign(new Error("x"), {
      [Symbol.for("heizoel-marktplatz.app-error")]: true,
      statusCode: 404,
      code: "NOT_FOUND",
    });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(Object.assign(new Error("y"), { statusCode: 404, code: "NOT_FOUND" }))).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it.each([
    [404, "Nicht gefunden."],
    [413, "Die Anfrage ist zu groß."],
    [415, "Dieses Datenformat wird nicht unterstützt."],
    [429, "Zu viele Anfragen. Bitte warten Sie einen Moment."],
    [400, "Die Anfrage ist ungültig."],
    [503, "Da ist leider etwas schiefgelaufen. Bitte versuchen Sie es später erneut."],
  ])("framework status %i → %s", (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it("codes are unique keys (a typo does not compile)", () => {
    const code: ErrorCode = "CHECKOUT_CLOSED";
    expect(ERRORS[code].status).toBe(409);
  });
});
