import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { cmsPages } from "../../../db/schema/cms.ts";
import { plainTextToBody } from "../../../domain/cms/body-doc.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";
import { seedCmsPages } from "../../../db/seed/content/seed-cms-pages.ts";
import { previewByToken, previewToken } from "./preview-link.ts";

const EDITOR = ["Role_Heizoel24_Editor"];
const HOSTILE_DOC = {
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Sicherer Text <script>alert(1)</script>" }] },
    { type: "script", content: [{ type: "text", text: "alert(1)" }] },
    { type: "iframe", attrs: { src: "https://evil.example" } },
    { type: "paragraph", content: [{ type: "text", text: "Klick", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] },
    {
      type: "paragraph",
      content: [{ type: "text", text: "Gut", marks: [{ type: "link", attrs: { href: "https://example.org", onclick: "x()" } }] }],
    },
    { type: "image", attrs: { src: "https://evil.example/x.png", alt: "fremd" } },
  ],
};

/** Content management's API (decision 0065) and what the sites show of it. */
describe.each(testDatabases())("CMS pages on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const slug = () => `/info-center/test-${Math.random().toString(36).slice(2, 9)}`;
  const editor = () => createUser(ctx.app, db(), { roles: EDITOR });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { host: "de.localhost", ...(user?.headers ?? {}) } });
  const SITES: Record<string, number> = { "de.localhost": 1, "at.localhost": 2, "ch.localhost": 3 };
  /** What a site answers at a path: the sitemap over HTTP, a CMS page as the pages' loader gets it (its own test: src/web/routes/cms). */
  async function page(host: string, path: string): Promise<{ statusCode: number; body: string; headers: { location?: string } }> {
    if (path === "/sitemap.xml") return ctx.app.inject({ method: "GET", url: path, headers: { host } });
    const cms = ctx.app.services.cms;
    if (path.startsWith("/vorschau/"))
      try {
        const p = await cms.previewByToken(path.slice("/vorschau/".length));
        return { statusCode: 200, body: `Vorschau ${p.Title} ${p.Html}`, headers: {} };
      } catch {
        return { statusCode: 404, body: "", headers: {} };
      }
    if (path === "/info-center") {
      const list = await cms.infoCenterArticles(SITES[host]);
      return { statusCode: 200, body: list.map((a) => a.Path).join(" "), headers: {} };
    }
    const { state, page: shown } = await cms.publicPage(SITES[host], path);
    if (state.kind === "redirect") return { statusCode: 301, body: "", headers: { location: state.to } };
    if (state.kind === "gone") return { statusCode: 410, body: "", headers: {} };
    return shown
      ? { statusCode: 200, body: `<h1>${shown.Title}</h1><div class="cms-body">${shown.Html}</div></article>`, headers: {} }
      : { statusCode: 404, body: "", headers: {} };
  }
  const input = (patch: object = {}) => ({
    Path: slug(),
    CountryId: null,
    Title: "Heizöl richtig lagern",
    SeoTitle: "",
    SeoDescription: "",
    Body: plainTextToBody("## Der Tank\n\nEin Absatz über den Tank."),
    Status: "draft",
    PublishAt: null,
    UnpublishAt: null,
    RedirectTo: null,
    ...patch,
  });

  it("an editor drafts a page (version 1, audited); visitors see it only once it is published, and it enters the sitemap", async () => {
    const me = await editor();
    const created = await call("POST", "/api/support/cms/pages", me, input());
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json();
    expect(p).toMatchObject({ Version: 1, Status: "draft", CountryId: null, Notice: null });
    expect((await page("de.localhost", p.Path)).statusCode).toBe(404);

    const published = await call("POST", `/api/support/cms/pages/${p.Id}/publish`, me, { Version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ Version: 2, Status: "published" });
    for (const host of ["de.localhost", "at.localhost", "ch.localhost"]) {
      const res = await page(host, p.Path);
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toContain("<h2>Der Tank</h2>");
    }
    expect((await page("de.localhost", "/sitemap.xml")).body).toContain(p.Path);
    expect((await page("de.localhost", "/info-center")).body).toContain(p.Path);

    const versions = await call("GET", `/api/support/cms/pages/${p.Id}/versions`, me);
    expect(versions.json().Versions.map((v: { Version: number }) => v.Version)).toEqual([2, 1]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "cms_page"), eq(auditLog.targetId, String(p.Id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["cms.page.create", "cms.page.publish"]);
  });

  it("a save on an outdated version is a German 409 and changes nothing; restoring an old version is a new version", async () => {
    const me = await editor();
    const colleague = await editor();
    const p = (await call("POST", "/api/support/cms/pages", me, input())).json();
    const theirs = await call("PUT", `/api/support/cms/pages/${p.Id}`, colleague, {
      ...input({ Path: p.Path, Title: "Fassung der Kollegin" }),
      Version: 1,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await call("PUT", `/api/support/cms/pages/${p.Id}`, me, {
      ...input({ Path: p.Path, Title: "Meine Fassung" }),
      Version: 1,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ code: "CMS_VERSION_CONFLICT" });
    expect(mine.json().message).toContain("nicht verloren");
    const [row] = await db().select().from(cmsPages).where(eq(cmsPages.id, p.Id));
    expect(row).toMatchObject({ title: "Fassung der Kollegin", version: 2 });

    const restored = await call("POST", `/api/support/cms/pages/${p.Id}/versions/1/restore`, me, { Version: 2 });
    expect(restored.json()).toMatchObject({ Version: 3, Title: "Heizöl richtig lagern" });
  });

  it("script, iframes, javascript: links and outside images never reach a visitor; the editor is told what was taken out", async () => {
    const me = await editor();
    const res = await call(
      "POST",
      "/api/support/cms/pages",
      me,
      input({ Body: HOSTILE_DOC, Status: "published", PublishAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().Notice).toBe(
      "Beim Speichern entfernt: 2 unzulässige Elemente (z. B. Skripte oder eingebettete Inhalte), 1 Link mit unzulässiger Adresse, 1 Bild, die nicht aus der Mediathek stammt.",
    );
    const html = (await page("de.localhost", res.json().Path)).body;
    const article = html.slice(html.indexOf("cms-body"), html.indexOf("</article>"));
    expect(article).toContain("Sicherer Text &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(article).not.toMatch(/<script|<iframe|javascript:|onclick|evil\.example/);
    expect(article).toContain('href="https://example.org"');
  });

  it("refuses a reserved or taken address, a broken schedule and a body the editor cannot hold, each in German, writing nothing", async () => {
    const me = await editor();
    const before = (await db().select().from(cmsPages)).length;
    for (const [patch, code] of [
      [{ Path: "/heizoelpreise/bayern" }, 400],
      [{ Path: "/support/cms/list" }, 400],
      [{ Path: "/Info Center!" }, 400],
      [{ Status: "scheduled", PublishAt: null }, 400],
      [{ PublishAt: "2026-12-02T10:00:00Z", UnpublishAt: "2026-12-01T10:00:00Z" }, 400],
      [{ Body: { type: "doc", content: [{ type: "listItem", content: [] }] } }, 400],
      [{ RedirectTo: "https://evil.example" }, 400],
    ] as const) {
      const res = await call("POST", "/api/support/cms/pages", me, input(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(code);
      expect(res.json().message).toMatch(/[äöüÄÖÜß]|Bitte|Adresse/);
    }
    const taken = await call("POST", "/api/support/cms/pages", me, input({ Path: "/agb" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("CMS_PATH_TAKEN");
    expect((await db().select().from(cmsPages)).length).toBe(before);
  });

  it("schedule and end: a future start is hidden, an ended page answers 410 or the editor's redirect; a country's own page overrides the one for all", async () => {
    const me = await editor();
    const hour = 3600_000;
    const future = (
      await call("POST", "/api/support/cms/pages", me, input({ Status: "scheduled", PublishAt: new Date(Date.now() + hour).toISOString() }))
    ).json();
    expect((await page("de.localhost", future.Path)).statusCode).toBe(404);
    const past = (
      await call("POST", "/api/support/cms/pages", me, input({ Status: "scheduled", PublishAt: new Date(Date.now() - hour).toISOString() }))
    ).json();
    expect((await page("de.localhost", past.Path)).statusCode).toBe(200);
    const ended = (await call("POST", "/api/support/cms/pages", me, input({ Status: "archived" }))).json();
    expect((await page("de.localhost", ended.Path)).statusCode).toBe(410);
    const moved = (await call("POST", "/api/support/cms/pages", me, input({ Status: "archived", RedirectTo: "/info-center" }))).json();
    const redirect = await page("de.localhost", moved.Path);
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, "/info-center"]);

    const swiss = await call(
      "POST",
      "/api/support/cms/pages",
      me,
      input({ Path: past.Path, CountryId: 3, Title: "Nur für die Schweiz", Status: "published" }),
    );
    expect(swiss.statusCode, swiss.body).toBe(201);
    expect((await page("ch.localhost", past.Path)).body).toContain("Nur für die Schweiz");
    expect((await page("de.localhost", past.Path)).body).not.toContain("Nur für die Schweiz");
  });

  it("the terms come from the CMS: the Swiss site its own version, and an edit changes what orders record", async () => {
    const cms = ctx.app.services.cms;
    expect(await cms.termsText(1)).toContain("§ 7 Widerruf");
    expect(await cms.termsText(3)).toContain("§ 7 Stornierung");
    const [agb] = await db()
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.path, "/agb"), eq(cmsPages.countryId, 3)));
    const me = await editor();
    const current = (await call("GET", `/api/support/cms/pages/${agb.id}`, me)).json();
    const { Id: _i, Version, UpdatedAt: _u, UpdatedBy: _b, Notice: _n, ...fields } = current;
    const res = await call("PUT", `/api/support/cms/pages/${agb.id}`, me, {
      ...fields,
      Title: "AGB Schweiz",
      Body: plainTextToBody("## § 1 Neu\n\nGeänderte Bedingungen."),
      Version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cms.termsText(3)).toBe("# § 1 Neu\nGeänderte Bedingungen.".replace("# ", "## "));
    expect((await page("ch.localhost", "/agb")).body).toContain("Geänderte Bedingungen.");
  });

  it("Impressum and Datenschutz are CMS pages per site: editable, never deleted or moved; a database without them gets them on its next start", async () => {
    const cms = ctx.app.services.cms;
    expect((await cms.publicPage(1, "/impressum")).page?.Html).toContain("Digitale-Dienste-Gesetz");
    expect((await cms.publicPage(2, "/impressum")).page?.Html).toContain("E-Commerce-Gesetz");
    expect((await cms.publicPage(3, "/impressum")).page?.Html).toContain("gemäss");
    expect((await cms.publicPage(3, "/datenschutz")).page?.Title).toBe("Datenschutzerklärung");
    const [impressum] = await db()
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.path, "/impressum"), eq(cmsPages.countryId, 2)));
    const me = await editor();
    const current = (await call("GET", `/api/support/cms/pages/${impressum.id}`, me)).json();
    const { Id: _i, Version, UpdatedAt: _u, UpdatedBy: _b, Notice: _n, ...fields } = current;
    const edited = await call("PUT", `/api/support/cms/pages/${impressum.id}`, me, {
      ...fields,
      Body: plainTextToBody("## Anbieter\n\nNeue Anschrift in Graz."),
      Version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await cms.publicPage(2, "/impressum")).page?.Html).toContain("Neue Anschrift in Graz.");
    expect((await cms.publicPage(1, "/impressum")).page?.Html).not.toContain("Graz");

    for (const change of [{ Path: "/impressum-alt" }, { CountryId: null }]) {
      const moved = await call("PUT", `/api/support/cms/pages/${impressum.id}`, me, { ...fields, ...change, Version: Version + 1 });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toContain("gesetzlich vorgeschrieben");
    }
    expect((await call("DELETE", `/api/support/cms/pages/${impressum.id}`, me)).statusCode).toBe(409);
    expect((await cms.publicPage(2, "/impressum")).page).not.toBeNull();

    // A database from before: its legal pages come back with the next start's seed, the editors' other pages untouched.
    await db().delete(cmsPages).where(eq(cmsPages.path, "/datenschutz"));
    expect(await seedCmsPages(db())).toEqual({ pages: 3 });
    expect(await seedCmsPages(db())).toBeNull();
    expect((await db().select().from(cmsPages).where(eq(cmsPages.path, "/datenschutz"))).map((r) => r.countryId).sort()).toEqual([1, 2, 3]);
  });

  it("a preview link shows its version for 24 hours to anyone holding it; altered or expired it is a 404", async () => {
    const me = await editor();
    const p = (await call("POST", "/api/support/cms/pages", me, input({ Title: "Noch geheim" }))).json();
    const link = await call("POST", `/api/support/cms/pages/${p.Id}/preview-link`, me);
    expect(link.statusCode, link.body).toBe(200);
    const shared = await page("de.localhost", link.json().Url);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain("Noch geheim");
    expect(shared.body).toContain("Vorschau");
    const forged = link.json().Url.replace(/\.(\d+)\./, (_m: string, v: string) => `.${Number(v) + 1}.`);
    expect((await page("de.localhost", forged)).statusCode).toBe(404);
    const key = new Uint8Array(32).fill(7);
    const issued = previewToken({ previewKey: key, now: () => new Date(Date.now() - 25 * 3600_000) }, p.Id, 1);
    await expect(previewByToken({ db: db(), previewKey: key, now: () => new Date() }, issued.token)).rejects.toMatchObject({
      code: "CMS_PREVIEW_LINK_INVALID",
    });
    expect((await page("de.localhost", p.Path)).statusCode).toBe(404);
  });

  it("a deleted page is gone with its versions; customers, support and dealers get 403, visitors 401", async () => {
    const me = await editor();
    const p = (await call("POST", "/api/support/cms/pages", me, input({ Status: "published" }))).json();
    for (const roles of [[], ["Role_Heizoel24_CustomerSupport"], ["DEALER"]]) {
      const other = await createUser(ctx.app, db(), { roles });
      expect((await call("DELETE", `/api/support/cms/pages/${p.Id}`, other)).statusCode, roles.join()).toBe(403);
    }
    expect((await call("GET", "/api/support/cms/pages", null)).statusCode).toBe(401);
    const marketing = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Marketing"] });
    expect((await call("GET", "/api/support/cms/pages", marketing)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/support/cms/pages/${p.Id}`, me)).statusCode).toBe(204);
    expect((await page("de.localhost", p.Path)).statusCode).toBe(404);
    expect((await call("GET", `/api/support/cms/pages/${p.Id}`, me)).statusCode).toBe(404);
  });

  it("prompts: an unknown placeholder is refused in German, a save is versioned and read by the mails, a stale one is 409, reset brings the default back", async () => {
    const me = await editor();
    const url = "/api/support/cms/prompts/bestellung-eingang";
    const start = (await call("GET", url, me)).json();
    expect(start).toMatchObject({ IsDefault: true, Placeholders: ["Vorname", "Nachname", "Bestellnummer", "Händler"] });
    const bad = await call("PUT", url, me, { Text: "Hallo {Kundennummer}", Version: start.Version });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "Den Platzhalter {Kundennummer} gibt es hier nicht. Erlaubt sind: {Vorname}, {Nachname}, {Bestellnummer}, {Händler}.",
    );
    const saved = await call("PUT", url, me, { Text: "Guten Tag {Vorname}, danke für {Bestellnummer}.", Version: start.Version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ IsDefault: false, Version: start.Version + 1 });
    expect(await ctx.app.services.cms.promptText("bestellung-eingang")).toBe("Guten Tag {Vorname}, danke für {Bestellnummer}.");
    expect((await call("PUT", url, me, { Text: "Zu spät", Version: start.Version })).statusCode).toBe(409);
    const reset = await call("PUT", url, me, { Text: null, Version: start.Version + 1 });
    expect(reset.json()).toMatchObject({ IsDefault: true, Text: start.DefaultText });
    expect(await ctx.app.services.cms.promptText("bestellung-eingang")).toBe(start.DefaultText);
    expect((await call("GET", `${url}/versions`, me)).json().Versions).toHaveLength(2);
    expect((await call("GET", "/api/support/cms/prompts/gibt-es-nicht", me)).statusCode).toBe(404);
  });
});
