import { describe, expect, it } from "vitest";
import { LOCALES } from "../shared/countries.ts";
import { formatQuantity } from "../shared/format.ts";
import { deliveryPreview, toleranceBand } from "./delivery-preview.ts";

/** 3,000 l heating oil for 3.391,50 € incl. 19 % VAT (the order of the "done when"). */
const ORDER = {
  Amount: 3000,
  CountryId: 1,
  PriceLines: [{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 285000, Price: 339150 }],
  NetPrice: 285000,
  TotalPrice: 339150,
  TolerancePct: 5,
  UnitLabel: "Liter",
  Status: "confirmed" as const,
  DeliveryFrom: "2026-12-01",
};
const TODAY = "2026-12-01";
const qty = (n: number) => formatQuantity(n, LOCALES.de);

describe("toleranceBand: ordered ± tolerance, whole units inside the band", () => {
  it.each([
    [3000, 5, 2850, 3150],
    [3000, 0, 3000, 3000],
    [1234, 3, 1197, 1271],
    [500, 10, 450, 550],
  ])("%i ± %i %% → %i–%i", (ordered, pct, min, max) => {
    expect(toleranceBand(ordered, pct)).toEqual({ min, max });
  });
});

describe("deliveryPreview: what the dealer sees before reporting a delivery (decision 0026)", () => {
  it("asks for the confirmation only while the window is still ahead (decision 0048)", () => {
    expect(deliveryPreview(ORDER, 3000, qty, TODAY)).toMatchObject({ ok: true, earlyFrom: null });
    expect(deliveryPreview({ ...ORDER, DeliveryFrom: "2026-12-04" }, 3000, qty, TODAY)).toMatchObject({
      ok: true,
      earlyFrom: "2026-12-04",
    });
    expect(deliveryPreview({ ...ORDER, Status: "out_for_delivery", DeliveryFrom: "2026-12-02" }, 3000, qty, TODAY)).toMatchObject({
      ok: true,
      earlyFrom: "2026-12-02",
    });
    // A correction of an amount waiting for consent is no new delivery.
    expect(deliveryPreview({ ...ORDER, Status: "awaiting_consent", DeliveryFrom: "2026-12-04" }, 3000, qty, TODAY)).toMatchObject({
      ok: true,
      earlyFrom: null,
    });
  });

  it("2,950 of 3,000 l within ±5 %: delivered at once, the price scaled to 2,950 l", () => {
    const p = deliveryPreview(ORDER, 2950, qty, TODAY);
    expect(p).toMatchObject({ ok: true, delivered: 2950, ordered: 3000, band: { min: 2850, max: 3150 }, withinTolerance: true });
    if (!p.ok) throw new Error("expected a preview");
    // 339150 × 2950 / 3000 = 333497.5 → 333498 (half up)
    expect(p.final.total).toBe(333498);
    expect(p.difference).toBe(333498 - 339150);
  });

  it("the band's edges are inside, one litre beyond needs the customer's consent", () => {
    expect(deliveryPreview(ORDER, 2850, qty, TODAY)).toMatchObject({ ok: true, withinTolerance: true });
    expect(deliveryPreview(ORDER, 3150, qty, TODAY)).toMatchObject({ ok: true, withinTolerance: true });
    expect(deliveryPreview(ORDER, 2849, qty, TODAY)).toMatchObject({ ok: true, withinTolerance: false });
    expect(deliveryPreview(ORDER, 3151, qty, TODAY)).toMatchObject({ ok: true, withinTolerance: false });
  });

  it("exactly the ordered amount gives exactly the order's price", () => {
    const p = deliveryPreview(ORDER, 3000, qty, TODAY);
    expect(p).toMatchObject({ ok: true, difference: 0, final: { total: 339150, net: 285000 } });
  });

  it.each([
    [0, "Die gelieferte Menge muss größer als 0 sein."],
    [2950.5, "Bitte geben Sie die gelieferte Menge als ganze Zahl ohne Komma an."],
    [
      4501,
      "Die gelieferte Menge ist nicht plausibel: höchstens 4.500 Liter (150 % der bestellten 3.000 Liter). Bitte prüfen Sie Ihre Eingabe.",
    ],
  ])("%s → German message", (delivered, message) => {
    expect(deliveryPreview(ORDER, delivered, qty, TODAY)).toEqual({ ok: false, message });
  });
});
