import { describe, expect, it } from "vitest";
import { filterReportableErrors } from "./error-report.ts";
import { jsErrorReportSchema } from "./error-report.schemas.ts";

describe("§3 JS error report and §8 ignored messages", () => {
  const report = {
    userAgent: "Mozilla/5.0",
    timeStart: "2026-11-22T10:00:00Z",
    timeEnd: "2026-11-22T10:01:00Z",
    href: "https://heizoel-marktplatz.de/",
    errors: [{ message: "TypeError", filename: "a.js", lineno: 1, colno: 1, stack: "", time: "2026-11-22T10:00:30Z" }],
  };

  it("accepts the spec's payload", () => {
    expect(jsErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it("rejects an empty error list and oversized fields", () => {
    expect(jsErrorReportSchema.safeParse({ ...report, errors: [] }).success).toBe(false);
    expect(jsErrorReportSchema.safeParse({ ...report, href: "x".repeat(3000) }).success).toBe(false);
  });

  it("drops the two ResizeObserver loop messages", () => {
    const errors = [
      { message: "ResizeObserver loop limit exceeded" },
      { message: "ResizeObserver loop completed with undelivered notifications." },
      { message: "ReferenceError: foo is not defined" },
    ];
    expect(filterReportableErrors(errors)).toEqual([{ message: "ReferenceError: foo is not defined" }]);
  });
});
