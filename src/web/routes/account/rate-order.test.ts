import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { action, loader } from "./rate-order.tsx";

const TOKEN = "t".repeat(43);
const params = { token: TOKEN, orderId: "12" };
const url = `/bewerten-sie-uns/${TOKEN}/12`;

function run(fields: Record<string, string>, rateOrder = vi.fn(async () => ({ message: "ok" })), headers?: Record<string, string>) {
  const context = pageContext({ orders: { rateOrder } });
  return { rateOrder, answer: () => action({ request: formPost(url, fields, headers), params, context } as never) };
}

describe("the rating form's action (decision 0061)", () => {
  it("rates through the orders' use case, then leads back to the page with its notice (post/redirect/get)", async () => {
    const { rateOrder, answer } = run({ Stars: "4", Comment: " Pünktlich. " });
    expect(answerOf(await answer())).toMatchObject({ status: 302, location: `${url}?erledigt=bewertet` });
    expect(rateOrder).toHaveBeenCalledWith({ Token: TOKEN, OrderId: 12, Stars: 4, Comment: "Pünktlich." });
  });

  it("without stars the form gets the schema's German field error and what was typed", async () => {
    const { rateOrder, answer } = run({ Comment: "Gut" });
    const a = answerOf(await answer());
    expect(a.status).toBe(400);
    expect(a.data).toEqual({ message: "", fieldErrors: { Stars: ["Bitte vergeben Sie 1 bis 5 Sterne."] }, values: { Comment: "Gut" } });
    expect(rateOrder).not.toHaveBeenCalled();
  });

  it("a refusal of the use case is the form's message with its status", async () => {
    const { answer } = run(
      { Stars: "5" },
      vi.fn(async () => Promise.reject(new AppError("ALREADY_RATED"))),
    );
    const a = answerOf(await answer());
    expect(a.status).toBe(409);
    expect(a.data).toMatchObject({ code: "ALREADY_RATED", message: expect.stringMatching(/bewertet/), values: { Stars: "5" } });
  });

  it("refuses a post from another site (403)", async () => {
    const { rateOrder, answer } = run({ Stars: "5" }, undefined, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(await thrownStatus(answer)).toBe(403);
    expect(rateOrder).not.toHaveBeenCalled();
  });

  it("the page after the redirect says thank you; a rated order opened later does not", async () => {
    const ratingPage = vi.fn(async () => ({ status: "rated" as const, DealerName: "Muster GmbH", OrderNumber: "A-1" }));
    const context = pageContext({ account: { ratingPage } });
    const at = (q: string) => loader({ request: new Request(`http://de.localhost${url}${q}`), params, context } as never);
    expect(await at("?erledigt=bewertet")).toMatchObject({ status: "rated", rated: true });
    expect(await at("")).toMatchObject({ status: "rated", rated: false });
    expect(ratingPage).toHaveBeenCalledWith(TOKEN, 12);
  });
});
