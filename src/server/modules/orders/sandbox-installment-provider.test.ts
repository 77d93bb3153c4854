import { describe, expect, it } from "vitest";
import { createInstallmentProvider } from "./create-installment-provider.ts";
import type { InstallmentApplication } from "./installment-provider.ts";
import { SANDBOX_LIMIT } from "./sandbox-installment-provider.ts";

const provider = createInstallmentProvider("sandbox");
const application = (patch: Partial<InstallmentApplication> = {}): InstallmentApplication => ({
  reference: "checkout-1",
  product: "installment",
  totalPrice: 300_000,
  countryId: 1,
  months: 12,
  customer: { firstName: "Erika", lastName: "Mustermann", email: "erika@example.org", zipCode: "80331" },
  ...patch,
});

describe("sandbox installment provider (decision 0007)", () => {
  it("approves with the monthly rate of the chosen term (0 %, rounded up)", async () => {
    expect(await provider.check(application())).toEqual({
      approved: true,
      reference: expect.stringMatching(/^SBX-[0-9A-F]{12}$/),
      months: 12,
      monthlyRate: 25_000,
    });
    expect(await provider.check(application({ totalPrice: 300_001, months: 6 }))).toMatchObject({ approved: true, monthlyRate: 50_001 });
  });

  it("is deterministic: the same application gets the same reference", async () => {
    const a = await provider.check(application());
    const b = await provider.check(application());
    expect(a.reference).toBe(b.reference);
    expect((await provider.check(application({ reference: "checkout-2" }))).reference).not.toBe(a.reference);
  });

  it("rejects the last name 'Abgelehnt' with a German reason", async () => {
    const d = await provider.check(
      application({ customer: { firstName: "Max", lastName: " abgelehnt ", email: "x@example.org", zipCode: "80331" } }),
    );
    expect(d).toMatchObject({ approved: false });
    expect(d.approved === false && d.reason).toMatch(/andere Zahlart/);
  });

  it("rejects totals above the limit of 10.000,00", async () => {
    expect(await provider.check(application({ totalPrice: SANDBOX_LIMIT }))).toMatchObject({ approved: true });
    const d = await provider.check(application({ totalPrice: SANDBOX_LIMIT + 1 }));
    expect(d.approved === false && d.reason).toMatch(/10\.000,00\s€/);
    const ch = await provider.check(application({ totalPrice: SANDBOX_LIMIT + 1, countryId: 3 }));
    expect(ch.approved === false && ch.reason).toContain("CHF");
  });

  it("rejects terms other than 6, 12, 24, 36 months", async () => {
    expect(await provider.check(application({ months: 9 }))).toMatchObject({ approved: false });
  });

  it("invoice and direct debit are approved without rates", async () => {
    expect(await provider.check(application({ product: "invoice", months: null }))).toMatchObject({
      approved: true,
      months: null,
      monthlyRate: null,
    });
    expect(await provider.check(application({ product: "sepa", months: null, iban: "DE89370400440532013000" }))).toMatchObject({
      approved: true,
    });
  });

  it("quotes monthly rates per term", () => {
    expect(provider.quote(300_000, [6, 12])).toEqual([
      { Months: 6, MonthlyRate: 50_000, TotalPrice: 300_000 },
      { Months: 12, MonthlyRate: 25_000, TotalPrice: 300_000 },
    ]);
  });
});
