import { expect, it } from "vitest";

// tests/setup/fail-on-console-error.ts fails a test that calls console.error (decision 0020). This test
// proves the set-up file is still loaded and still fails such a test; the message below is expected.
it.fails("a test that calls console.error fails", () => {
  console.error("(expected) console.error in a test: this test must fail");
});

it("the next test starts clean", () => {
  expect(true).toBe(true);
});
