import { isRouteErrorResponse } from "react-router";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../domain/shared/errors.ts";
import { priceAlarmInputSchema } from "../../domain/price-alarm/price-alarm.schemas.ts";
import {
  asErrorPage,
  caller,
  callerId,
  errorPageOf,
  fieldErrorsOf,
  formProblem,
  formText,
  formValues,
  noticeOf,
  orErrorPage,
  problemOfError,
  readForm,
  redirectWithNotice,
} from "./page.server.ts";

const user = {
  id: 7,
  title1: "",
  title2: "",
  roles: ["CUSTOMER"],
  isImpersonatedS: false,
  isGuest: false,
  hasMexEnabled: false,
  hasAnyOrder: true,
  firstName: "Erika",
  lastName: "M",
  sid: "s",
};
const contextOf = (u: typeof user | null) => ({ user: u, requestId: "req-1" }) as unknown as AppLoadContext;

/** What a helper threw, as the status and data the error boundary gets. */
async function thrown(run: () => unknown): Promise<{ status: number; data: unknown }> {
  try {
    await run();
  } catch (err) {
    const e = err as { type?: string; init?: { status?: number }; data?: unknown };
    if (e?.type === "DataWithResponseInit") return { status: e.init?.status ?? 200, data: e.data };
    if (isRouteErrorResponse(err)) return { status: err.status, data: err.data };
    throw err;
  }
  throw new Error("nothing was thrown");
}

const post = (fields: Record<string, string>, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }) =>
  new Request("http://de.localhost/preiswecker", { method: "POST", body: new URLSearchParams(fields), headers });

describe("the caller", () => {
  it("is the logged-in user with the request's id", () => {
    expect(caller(contextOf(user))).toMatchObject({ id: 7, roles: ["CUSTOMER"], requestId: "req-1" });
    expect(callerId(contextOf(user))).toBe(7);
  });
  it("without a user is the 401 page, and a role the page asks for beyond its area is the 403 page", async () => {
    expect((await thrown(() => caller(contextOf(null)))).status).toBe(401);
    expect((await thrown(() => caller(contextOf(user), (roles) => roles.includes("ADMIN")))).status).toBe(403);
    expect(caller(contextOf(user), (roles) => roles.includes("CUSTOMER")).id).toBe(7);
  });
});

describe("a use case's error", () => {
  it("a coded refusal becomes the error page with its status and German sentence", async () => {
    const page = await thrown(() => orErrorPage(async () => Promise.reject(new AppError("NOT_FOUND"))));
    expect(page.status).toBe(404);
    expect(page.data).toEqual({ message: expect.stringMatching(/\S/) });
    expect((await thrown(() => asErrorPage(new AppError("FORBIDDEN")))).status).toBe(403);
  });
  it("anything else stays an error (the 500 page)", async () => {
    const bug = new TypeError("x is undefined");
    expect(errorPageOf(bug)).toBe(bug);
    await expect(orErrorPage(async () => Promise.reject(bug))).rejects.toBe(bug);
    expect(await orErrorPage(async () => 5)).toBe(5);
  });
});

describe("form fields", () => {
  it("text is cut to its length, a missing field or a file is empty", () => {
    const form = new FormData();
    form.set("Name", "x".repeat(700));
    form.set("File", new Blob(["a"]), "a.txt");
    expect(formText(form, "Name")).toHaveLength(600);
    expect(formText(form, "Name", 5)).toBe("xxxxx");
    expect(formText(form, "Missing")).toBe("");
    expect(formText(form, "File")).toBe("");
    expect(formValues(form, 3)).toEqual({ Name: "xxx" });
    expect(formValues(form, 3, ["Name"])).toEqual({});
  });
  it("zod's messages per field, all of them in order; a form-level one under 'form'", () => {
    const result = z
      .object({ A: z.string().min(2, "zu kurz").regex(/^\d+$/, "nur Ziffern"), B: z.string() })
      .refine(() => false, "passt nicht")
      .safeParse({ A: "x", B: 1 });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({ A: ["zu kurz", "nur Ziffern"], B: [expect.any(String)] });
    expect(fieldErrorsOf([{ path: [], message: "passt nicht" }])).toEqual({ form: ["passt nicht"] });
  });
});

describe("readForm", () => {
  it("parses the posted form with the area's schema, with what the page adds", async () => {
    const parsed = await readForm(
      post({ ZipCode: "80331", Amount: "3000", TargetPrice: "95,50", Email: "a@example.com", ProductGroupId: "1" }),
      priceAlarmInputSchema,
      {
        extra: { CountryId: 1 },
      },
    );
    expect(parsed.values).toMatchObject({ ZipCode: "80331", Amount: "3000" });
    if (!parsed.ok) expect.fail(JSON.stringify(parsed.fieldErrors));
    expect(parsed.data).toMatchObject({ ZipCode: "80331", CountryId: 1 });
  });
  it("gives German field errors and the values back for the form", async () => {
    const parsed = await readForm(post({ ZipCode: "8", Amount: "abc", ProductGroupId: "1" }), priceAlarmInputSchema, {
      extra: { CountryId: 1 },
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.values).toEqual({ ZipCode: "8", Amount: "abc", ProductGroupId: "1" });
    expect(parsed.fieldErrors).toEqual({
      Amount: ["Bitte geben Sie eine Menge ein."],
      TargetPrice: ["Bitte geben Sie Ihren Wunschpreis als Betrag ein, z. B. 95,50."],
    });
  });
  it("marks a field holding NUL (decision 0012) before the schema sees it, and empties it (a lone surrogate arrives as U+FFFD)", async () => {
    const parsed = await readForm(
      post({ ZipCode: "80331", Amount: "3000", TargetPrice: "9\u00005", Email: "a\u0000@example.com", ProductGroupId: "1" }),
      priceAlarmInputSchema,
      { extra: { CountryId: 1 } },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      Email: ["Dieses Feld enthält ein unzulässiges Zeichen."],
      TargetPrice: ["Dieses Feld enthält ein unzulässiges Zeichen."],
    });
    expect(parsed.values).toEqual({ ZipCode: "80331", Amount: "3000", TargetPrice: "", Email: "", ProductGroupId: "1" });
  });
  it("refuses a post from another site before reading it (403)", async () => {
    const page = await thrown(() =>
      readForm(post({ ZipCode: "80331" }, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }), priceAlarmInputSchema),
    );
    expect(page.status).toBe(403);
  });
});

describe("a refused form (FormProblem)", () => {
  const answer = (d: unknown) => d as { data: unknown; init: { status: number } };
  it("carries the message, the field errors and the values typed", () => {
    const p = answer(formProblem("Bitte prüfen Sie Ihre Angaben.", { fieldErrors: { A: ["x"] }, values: { A: "1" } }));
    expect(p.init.status).toBe(400);
    expect(p.data).toEqual({ message: "Bitte prüfen Sie Ihre Angaben.", fieldErrors: { A: ["x"] }, values: { A: "1" } });
    expect(answer(formProblem("Nein.", {}, 409)).data).toEqual({ message: "Nein.", fieldErrors: {}, values: {} });
  });
  it("a use case's coded refusal keeps its status, sentence, code and field errors; anything else stays an error", () => {
    const p = answer(problemOfError(new AppError("LINK_INVALID"), { A: "1" }));
    expect(p.init.status).toBe(400);
    expect(p.data).toMatchObject({ code: "LINK_INVALID", message: expect.stringMatching(/\S/), fieldErrors: {}, values: { A: "1" } });
    const bug = new TypeError("x");
    expect(() => problemOfError(bug)).toThrow(bug);
  });
});

describe("redirectWithNotice", () => {
  it("leads on with the notice in ?erledigt=, keeping the query and the fragment", () => {
    const res = redirectWithNotice("/kunde/x?seite=2#adressen", "gespeichert");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/kunde/x?seite=2&erledigt=gespeichert#adressen");
    expect(redirectWithNotice("/a", "b").headers.get("Location")).toBe("/a?erledigt=b");
  });
  it("the page reads only the notices it knows", () => {
    const at = (q: string) => new Request(`http://de.localhost/a${q}`);
    expect(noticeOf(at("?erledigt=gespeichert"), ["gespeichert", "entfernt"])).toBe("gespeichert");
    expect(noticeOf(at("?erledigt=<b>Hallo</b>"), ["gespeichert"])).toBeNull();
    expect(noticeOf(at(""), ["gespeichert"])).toBeNull();
  });
});
