import { describe, expect, it, vi } from "vitest";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { action as overviewAction } from "./heating-oil-prices.tsx";
import { action as stateAction } from "./heating-oil-prices-local.tsx";

function run(
  action: (args: never) => Promise<unknown>,
  fields: Record<string, string>,
  link = "/heizoelpreise/bayern/augsburg/86150",
  headers?: Record<string, string>,
) {
  const localPageLink = vi.fn(async () => link);
  const context = pageContext({ prices: { localPageLink } });
  return { localPageLink, answer: async () => action({ request: formPost("/heizoelpreise/bayern", fields, headers), context } as never) };
}

describe.each([
  ["the overview", overviewAction],
  ["a state's page", stateAction],
] as [string, (args: never) => Promise<unknown>][])("the postcode search on %s (decision 0061)", (_name, action) => {
  it("leads to the postcode's price page through the local-page redirect's use case", async () => {
    const { localPageLink, answer } = run(action, { zipCode: "86150" });
    expect(answerOf(await answer())).toMatchObject({ status: 302, location: "/heizoelpreise/bayern/augsburg/86150" });
    expect(localPageLink).toHaveBeenCalledWith(1, "86150");
  });

  it("a postcode of the wrong form is the schema's German message, an unknown one a hint; both keep it in the form", async () => {
    const bad = run(action, { zipCode: "861" });
    expect(answerOf(await bad.answer())).toEqual({
      status: 400,
      data: {
        message: "Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.",
        fieldErrors: { zipCode: ["Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein."] },
        values: { zipCode: "861" },
      },
    });
    expect(bad.localPageLink).not.toHaveBeenCalled();
    const unknown = run(action, { zipCode: "00001" }, "/heizoelpreise");
    expect(answerOf(await unknown.answer())).toMatchObject({
      status: 400,
      data: { message: "Diese Postleitzahl kennen wir leider nicht.", values: { zipCode: "00001" } },
    });
  });

  it("refuses a post from another site (403)", async () => {
    const { answer } = run(action, { zipCode: "86150" }, undefined, { "sec-fetch-site": "cross-site" });
    expect(await thrownStatus(answer)).toBe(403);
  });
});
