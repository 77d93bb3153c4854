import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { action, loader } from "./set-new-password.tsx";

const TOKEN = "k".repeat(43);
const url = `/neues-kennwort-setzen/${TOKEN}`;

function run(
  fields: Record<string, string>,
  opts: { reset?: () => Promise<unknown>; kind?: "reset" | "invitation"; headers?: Record<string, string> } = {},
) {
  const resetPassword = vi.fn(opts.reset ?? (async () => ({ success: true, message: "ok" })));
  const passwordLinkKind = vi.fn(async () => opts.kind ?? "reset");
  const context = pageContext({ account: { resetPassword, passwordLinkKind } });
  const request = formPost(url, fields, opts.headers);
  return { resetPassword, answer: async () => answerOf(await action({ request, params: { token: TOKEN }, context } as never)) };
}

describe("the new password form's action (decision 0061)", () => {
  it("sets the password through the account's use case, then leads back with its notice", async () => {
    const { resetPassword, answer } = run({ Password: "Neues-Kennwort-1", PasswordRepeat: "Neues-Kennwort-1" });
    expect(await answer()).toMatchObject({ status: 302, location: `${url}?erledigt=gesetzt` });
    expect(resetPassword).toHaveBeenCalledWith({ Token: TOKEN, Password: "Neues-Kennwort-1" });
    const invited = run({ Password: "Neues-Kennwort-1", PasswordRepeat: "Neues-Kennwort-1" }, { kind: "invitation" });
    expect(await invited.answer()).toMatchObject({ location: `${url}?erledigt=festgelegt` });
  });

  it("marks a short password and a differing repeat at once, and never sends a password back", async () => {
    const { resetPassword, answer } = run({ Password: "kurz", PasswordRepeat: "anders" });
    const a = await answer();
    expect(a.status).toBe(400);
    expect(a.data).toEqual({
      message: "",
      fieldErrors: {
        Password: expect.arrayContaining([expect.stringMatching(/\S/)]),
        PasswordRepeat: ["Die Kennwörter stimmen nicht überein."],
      },
      values: {},
    });
    expect(JSON.stringify(a.data)).not.toContain("kurz");
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("a used or expired link is the use case's message", async () => {
    const { answer } = run(
      { Password: "Neues-Kennwort-1", PasswordRepeat: "Neues-Kennwort-1" },
      { reset: async () => Promise.reject(new AppError("LINK_INVALID")) },
    );
    expect(await answer()).toMatchObject({ status: 400, data: { code: "LINK_INVALID", values: {} } });
  });

  it("refuses a post from another site (403)", async () => {
    const { answer } = run({ Password: "x" }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(await thrownStatus(answer)).toBe(403);
  });

  it("the page after the redirect says it is done, with the invitation's heading", async () => {
    const context = pageContext({ account: { passwordLinkKind: async () => null } });
    const at = (q: string) => loader({ request: new Request(`http://de.localhost${url}${q}`), params: { token: TOKEN }, context } as never);
    expect(await at("?erledigt=festgelegt")).toEqual({ valid: false, invitation: true, done: true });
    expect(await at("")).toEqual({ valid: false, invitation: false, done: false });
  });
});
