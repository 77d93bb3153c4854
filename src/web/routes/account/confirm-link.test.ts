import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import * as confirmPriceAlarm from "../price-alarm/confirm-price-alarm.tsx";
import * as unsubscribePriceAlarm from "../price-alarm/unsubscribe-price-alarm.tsx";
import * as confirmEmail from "./confirm-email.tsx";
import * as confirmNotifications from "./confirm-notifications.tsx";

const TOKEN = "c".repeat(43);

/** Each link page and the use case its action calls (the one its API route calls). */
const PAGES = [
  { page: confirmEmail, area: "account", useCase: "confirmEmail", url: `/email-anpassung-bestaetigen/${TOKEN}` },
  { page: confirmNotifications, area: "account", useCase: "confirmNotifications", url: `/benachrichtigungen/${TOKEN}/bestaetigen` },
  { page: confirmPriceAlarm, area: "priceAlarm", useCase: "confirmPriceAlarm", url: `/preiswecker/${TOKEN}/bestaetigen` },
  { page: unsubscribePriceAlarm, area: "priceAlarm", useCase: "unsubscribePriceAlarm", url: `/preiswecker/${TOKEN}/abmelden` },
] as const;

describe.each(PAGES)("the link page $url posts to its action (decision 0061)", ({ page, area, useCase, url }) => {
  const run = (token: string, use: () => Promise<{ message: string }>, headers?: Record<string, string>) => {
    const fn = vi.fn(use);
    const context = pageContext({ [area]: { [useCase]: fn } });
    return { fn, answer: () => page.action({ request: formPost(url, {}, headers), params: { token }, context } as never) };
  };

  it("uses the link through the area's use case and shows its sentence", async () => {
    const { fn, answer } = run(TOKEN, async () => ({ message: "Vielen Dank!" }));
    expect(answerOf(await answer())).toEqual({ status: 200, data: { done: true, message: "Vielen Dank!" } });
    expect(fn).toHaveBeenCalledWith(TOKEN);
  });

  it("a used link is the use case's refusal; a malformed one never reaches it", async () => {
    const used = run(TOKEN, async () => Promise.reject(new AppError("LINK_INVALID")));
    expect(answerOf(await used.answer())).toMatchObject({
      status: 400,
      data: { code: "LINK_INVALID", message: expect.stringMatching(/\S/) },
    });
    const short = run("kurz", async () => ({ message: "x" }));
    expect(answerOf(await short.answer())).toMatchObject({ status: 400, data: { message: expect.stringMatching(/ungültig/) } });
    expect(short.fn).not.toHaveBeenCalled();
  });

  it("refuses a post from another site (403)", async () => {
    const { fn, answer } = run(TOKEN, async () => ({ message: "x" }), { "sec-fetch-site": "cross-site" });
    expect(await thrownStatus(answer)).toBe(403);
    expect(fn).not.toHaveBeenCalled();
  });
});
