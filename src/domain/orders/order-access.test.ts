import { describe, expect, it } from "vitest";
import {
  normaliseOrderNumber,
  ORDER_LINK_DAYS,
  orderLinkCookieName,
  orderLinkCookiePath,
  orderLinkExpiresAt,
  orderLinkFromCookies,
  orderLinkProblemOf,
  orderLinkProblemWord,
  orderLinkRequestSchema,
} from "./order-access.ts";

const at = (iso: string) => new Date(iso);

describe("decision 0040: how long an order's mail link lives", () => {
  it.each([
    ["a mail without a delivery window: 90 days after it", "2026-03-01T10:00:00Z", null, "2026-05-30T10:00:00.000Z"],
    ["a window that ended before the mail: 90 days after the mail", "2026-03-10T08:00:00Z", "2026-03-05", "2026-06-08T08:00:00.000Z"],
    ["a window ending on the mail's day: the end of that day counts", "2026-03-10T08:00:00Z", "2026-03-10", "2026-06-09T00:00:00.000Z"],
    ["a window months ahead: 90 days after its last day", "2026-01-10T08:00:00Z", "2026-06-30", "2026-09-29T00:00:00.000Z"],
    ["a day that does not exist is no window", "2026-03-01T10:00:00Z", "2026-02-30", "2026-05-30T10:00:00.000Z"],
  ])("%s", (_what, issued, windowEnd, expected) => {
    expect(orderLinkExpiresAt(at(issued), windowEnd).toISOString()).toBe(expected);
  });

  it("is ORDER_LINK_DAYS long at the least", () => {
    const issued = at("2026-04-01T00:00:00Z");
    expect(orderLinkExpiresAt(issued, null).getTime() - issued.getTime()).toBe(ORDER_LINK_DAYS * 86_400_000);
  });
});

describe("decision 0040: where the token travels", () => {
  it("one cookie per order, sent only to the status pages of its product group (data requests included)", () => {
    expect(orderLinkCookieName(26)).toBe("bestellzugang-26");
    expect(orderLinkCookiePath("heizoel")).toBe("/heizoel/bestellung-erfolgreich");
  });

  it.each([
    ["bestellzugang-26=abc.def", 26, "abc.def"],
    ["cookie-consent=necessary; bestellzugang-26=tok; bestellzugang-27=other", 27, "other"],
    ["bestellzugang-260=tok", 26, null],
    ["xbestellzugang-26=tok", 26, null],
    ["bestellzugang-26=", 26, null],
    ["", 26, null],
  ])("%s → order %i: %s", (header, orderId, expected) => {
    expect(orderLinkFromCookies(header, orderId)).toBe(expected);
  });

  it("the page's ?link= words name no secret and map back; anything else is 'missing'", () => {
    for (const p of ["invalid", "expired", "impersonated"] as const) expect(orderLinkProblemOf(orderLinkProblemWord(p))).toBe(p);
    expect(orderLinkProblemOf("irgendwas")).toBe("missing");
    expect(orderLinkProblemOf(null)).toBe("missing");
  });
});

describe("decision 0040: the form 'Link per E-Mail anfordern'", () => {
  it.each([
    ["HM-2026-000123", "HM-2026-000123"],
    [" hm-2026-000123 ", "HM-2026-000123"],
    ["HM – 2026 – 000123", "HM-2026-000123"],
    ["HM‑2026‑000123", "HM-2026-000123"],
  ])("order number %j is read as %s", (typed, expected) => {
    expect(normaliseOrderNumber(typed)).toBe(expected);
    expect(orderLinkRequestSchema.parse({ OrderNumber: typed, Email: "Erika@Example.org " })).toEqual({
      OrderNumber: expected,
      Email: "erika@example.org",
    });
  });

  it.each([
    [{ OrderNumber: "", Email: "erika@example.org" }, "OrderNumber", "Bitte geben Sie Ihre Bestellnummer ein."],
    [
      { OrderNumber: "26", Email: "erika@example.org" },
      "OrderNumber",
      "Bitte geben Sie die Bestellnummer so ein, wie sie in Ihrer Bestellbestätigung steht, z. B. HM-2026-000123.",
    ],
    [{ OrderNumber: "HM-2026-000123", Email: "" }, "Email", "Bitte geben Sie Ihre E-Mail-Adresse ein."],
    [{ OrderNumber: "HM-2026-000123", Email: "erika" }, "Email", "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
  ])("%j: %s says %s", (input, field, message) => {
    const result = orderLinkRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});
