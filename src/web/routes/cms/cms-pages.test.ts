import { describe, expect, it, vi } from "vitest";
import { plainTextToBody } from "../../../domain/cms/body-doc.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { answerOf, formPost, pageContext, thrownStatus } from "../../lib/page.test-helpers.ts";
import { loader as contentPage } from "../not-found.tsx";
import { action as editAction } from "./cms-edit.tsx";

const shown = {
  Path: "/info-center/tank",
  Title: "Straße zum Tank",
  SeoTitle: "Straße",
  SeoDescription: "d",
  Html: "<p>Maß</p>",
  UpdatedAt: "2026-11-28T08:00:00.000Z",
};
const load = (path: string, publicPage: unknown, country = LOCALES.de) =>
  contentPage({
    request: new Request(`http://de.localhost${path}`),
    params: {},
    context: pageContext({ cms: { publicPage: vi.fn(async () => publicPage) } }, { country }),
  } as never);

describe("a CMS page at a path no route claims (decision 0065)", () => {
  it("shows a public page, on the Swiss site with ss", async () => {
    expect(await load("/info-center/tank", { state: { kind: "visible" }, page: shown })).toMatchObject({
      page: { Title: "Straße zum Tank" },
    });
    expect(await load("/info-center/tank", { state: { kind: "visible" }, page: shown }, LOCALES.ch)).toMatchObject({
      page: { Title: "Strasse zum Tank", Html: "<p>Mass</p>" },
    });
  });

  it.each([
    [{ kind: "hidden" }, 404],
    [{ kind: "gone" }, 410],
    [{ kind: "redirect", to: "/info-center" }, 301],
  ])("answers %j with %i", async (state, status) => {
    expect(await thrownStatus(() => load("/info-center/tank", { state, page: null }))).toBe(status);
  });

  it("sends another spelling of the path to the page's own address", async () => {
    expect(await thrownStatus(() => load("/Info-Center/Tank/", { state: { kind: "visible" }, page: shown }))).toBe(301);
  });
});

describe("the editor's form (decision 0065)", () => {
  const editor = { id: 7, roles: ["EDITOR"], sid: "s" };
  const page = {
    Id: 5,
    Version: 3,
    Body: plainTextToBody("Alt"),
    Path: "/info-center/tank",
    CountryId: null,
    Title: "Alt",
    SeoTitle: "",
    SeoDescription: "",
    Status: "draft",
    PublishAt: null,
    UnpublishAt: null,
    RedirectTo: null,
    UpdatedAt: "2026-11-28T08:00:00.000Z",
    UpdatedBy: "Rita Redaktion",
  };
  const fields = {
    Title: "Neu",
    Path: "/info-center/tank",
    Country: "alle",
    Status: "draft",
    PublishAt: "",
    UnpublishAt: "",
    RedirectTo: "",
    SeoTitle: "",
    SeoDescription: "",
    Version: "3",
  };
  const run = (cms: Record<string, unknown>, form: Record<string, string>, pageId: string | undefined = "5") =>
    editAction({
      request: formPost(`/support/cms/${pageId ?? ""}/edit`, form),
      params: { pageId },
      context: pageContext({ cms }, { user: editor as never }),
    } as never);

  it("saves the plain-text body without JavaScript on top of the version it was opened at, then shows the notice", async () => {
    const updatePage = vi.fn(async () => ({ ...page, Version: 4, Notice: null }));
    const a = answerOf(
      await run({ getPage: vi.fn(async () => page), updatePage }, { ...fields, intent: "save", BodyText: "## Kopf\n\nText" }),
    );
    expect(a).toMatchObject({ status: 302, location: "/support/cms/5/edit?erledigt=gespeichert" });
    expect(updatePage).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7 }),
      5,
      expect.objectContaining({ Title: "Neu", Body: plainTextToBody("## Kopf\n\nText") }),
      3,
    );
  });

  it("keeps the stored body when the form carries none (a body the text form cannot hold)", async () => {
    const updatePage = vi.fn(async () => ({ ...page, Version: 4, Notice: null }));
    await run({ getPage: vi.fn(async () => page), updatePage }, { ...fields, intent: "save" });
    expect(updatePage).toHaveBeenCalledWith(expect.anything(), 5, expect.objectContaining({ Body: page.Body }), 3);
  });

  it("a colleague's save in between: 409 with her version and the difference; what was typed comes back", async () => {
    const theirs = { ...page, Version: 4, Title: "Ihre Fassung" };
    const getPage = vi.fn().mockResolvedValueOnce(page).mockResolvedValue(theirs);
    const a = answerOf(
      await run(
        { getPage, updatePage: vi.fn(async () => Promise.reject(new AppError("CMS_VERSION_CONFLICT"))) },
        { ...fields, intent: "save", BodyText: "Meins" },
      ),
    );
    expect(a.status).toBe(409);
    expect(a.data).toMatchObject({
      code: "CMS_VERSION_CONFLICT",
      values: { Title: "Neu", BodyText: "Meins" },
      conflict: { theirs: { Version: 4 } },
    });
    const diff = (a.data as { conflict: { diff: { fields: { label: string }[]; body: { kind: string; text: string }[] } } }).conflict.diff;
    expect(diff.fields.map((f) => f.label)).toEqual(["Titel"]);
    expect(diff.body).toEqual([
      { kind: "removed", text: "Alt" },
      { kind: "added", text: "Meins" },
    ]);
  });

  it("a bad time and a reserved address come back as German field errors; nothing is saved", async () => {
    const updatePage = vi.fn();
    const a = answerOf(
      await run(
        { getPage: vi.fn(async () => page), updatePage },
        { ...fields, intent: "save", PublishAt: "2026-02-30T08:00", Path: "/kunde" },
      ),
    );
    expect(a.status).toBe(400);
    expect((a.data as { fieldErrors: Record<string, string[]> }).fieldErrors.PublishAt).toEqual([
      "Bitte geben Sie Datum und Uhrzeit vollständig an.",
    ]);
    const b = answerOf(await run({ getPage: vi.fn(async () => page), updatePage }, { ...fields, intent: "save", Path: "/kunde" }));
    expect((b.data as { fieldErrors: Record<string, string[]> }).fieldErrors.Path?.[0]).toMatch(/gehört zu einer Seite des Marktplatzes/);
    expect(updatePage).not.toHaveBeenCalled();
  });

  it("a body whose JSON smuggles a NUL is refused as the form's German error; nothing is saved", async () => {
    const updatePage = vi.fn();
    const body = JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "a\u0000b" }] }] });
    expect(body).not.toContain("\0");
    const a = answerOf(await run({ getPage: vi.fn(async () => page), updatePage }, { ...fields, intent: "save", Body: body }));
    expect(a.status).toBe(400);
    expect((a.data as { fieldErrors: Record<string, string[]> }).fieldErrors.Body?.[0]).toMatch(/Seiteninhalt|unzulässiges Zeichen/);
    expect(updatePage).not.toHaveBeenCalled();
  });

  it("refuses a post from another site (403)", async () => {
    const deletePage = vi.fn();
    const request = formPost("/support/cms/5/edit", { intent: "delete" }, { "sec-fetch-site": "cross-site" });
    expect(
      await thrownStatus(() =>
        editAction({ request, params: { pageId: "5" }, context: pageContext({ cms: { deletePage } }, { user: editor as never }) } as never),
      ),
    ).toBe(403);
    expect(deletePage).not.toHaveBeenCalled();
  });
});
