import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { cmsSiteTexts } from "../../../db/schema/cms.ts";
import { SITE_TEXTS } from "../../../domain/cms/site-texts.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

const NONE = { All: null, De: null, At: null, Ch: null };

/** Site texts (decision 0067): the editors' API and what the pages' slots show of it. */
describe.each(testDatabases())("site texts on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const call = (method: "GET" | "PUT", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { host: "de.localhost", ...(user?.headers ?? {}) } });
  /** What a page naming the slot shows on a site, as its root loader fills it. */
  const shown = async (key: string, countryId: number) =>
    (await ctx.app.slots.fill({ names: [key], countryId, clientSeed: 7 }))[key]?.html ?? "";

  it("lists every text with its default; each site's slot shows the default until an editor saves", async () => {
    const editor = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Editor"] });
    const res = await call("GET", "/api/support/cms/texts", editor);
    expect(res.statusCode).toBe(200);
    const texts = res.json().Texts as { Key: string; Version: number; Values: object; Defaults: { De: string; At: string } }[];
    expect(texts.map((t) => t.Key)).toEqual(SITE_TEXTS.map((t) => t.key));
    const lead = texts.find((t) => t.Key === "start-einleitung")!;
    expect(lead).toMatchObject({ Version: 0, Values: NONE });
    expect(lead.Defaults.At).toContain("in Österreich");
    expect(await shown("start-einleitung", 2)).toContain("Angebote in Österreich vergleichen");
    expect(await shown("fusszeile-hilfe", 1)).toMatch(/<a [^>]*href="\/kontakt"[^>]*>Kontaktformular<\/a>/);
  });

  it("a save for all sites and one country reaches each site's slot at once; the Swiss site writes ss", async () => {
    const editor = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Editor"] });
    await shown("fusszeile-hilfe", 3); // cached before the save: the save must drop it
    const res = await call("PUT", "/api/support/cms/texts/fusszeile-hilfe", editor, {
      Values: { All: "Wir helfen **gern** – [schreiben Sie uns](/kontakt).", De: null, At: "Servus! Wir helfen gern.", Ch: "  " },
      Version: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Version: 1,
      Values: { All: "Wir helfen **gern** – [schreiben Sie uns](/kontakt).", At: "Servus! Wir helfen gern.", Ch: null },
    });
    expect(await shown("fusszeile-hilfe", 1)).toContain("Wir helfen <strong>gern</strong>");
    expect(await shown("fusszeile-hilfe", 2)).toContain("Servus! Wir helfen gern.");
    expect(await shown("fusszeile-hilfe", 3)).toMatch(/<a [^>]*href="\/kontakt"[^>]*>schreiben Sie uns<\/a>/);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.text.update"), eq(auditLog.targetId, "fusszeile-hilfe")));
    expect(audit.actorUserId).toBe(editor.id);

    // A second editor on the form opened at version 0 is refused; nothing of hers is stored.
    const late = await call("PUT", "/api/support/cms/texts/fusszeile-hilfe", editor, { Values: { ...NONE, All: "Zu spät" }, Version: 0 });
    expect(late.statusCode).toBe(409);
    expect((await call("GET", "/api/support/cms/texts/fusszeile-hilfe", editor)).json().Values.All).toContain("Wir helfen");

    // Back to the defaults: every value null.
    const reset = await call("PUT", "/api/support/cms/texts/fusszeile-hilfe", editor, { Values: NONE, Version: 1 });
    expect(reset.json()).toMatchObject({ Version: 2, Values: NONE });
    expect(await shown("fusszeile-hilfe", 2)).toContain("montags bis freitags");
    // The Swiss site's spelling, also of a default ("Straße" → "Strasse" style).
    const put = await call("PUT", "/api/support/cms/texts/info-center-einleitung", editor, {
      Values: { ...NONE, All: "Große Ratgeber" },
      Version: 0,
    });
    expect(put.statusCode).toBe(200);
    expect(await shown("info-center-einleitung", 3)).toContain("Grosse Ratgeber");
    expect(await shown("info-center-einleitung", 1)).toContain("Große Ratgeber");
  });

  it("refuses hostile and broken input in German, with the field, and stores nothing", async () => {
    const editor = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Editor"] });
    const bad = async (Values: object, status = 400) => {
      const res = await call("PUT", "/api/support/cms/texts/preise-hinweis", editor, { Values: { ...NONE, ...Values }, Version: 0 });
      expect(res.statusCode).toBe(status);
      return res.json();
    };
    const js = await bad({ De: "[Klick](javascript:alert)" });
    expect(js.message).toContain("ist nicht erlaubt");
    expect(js.fieldErrors).toHaveProperty("De");
    expect((await bad({ All: "[x](//evil.example/a)" })).message).toContain("nicht erlaubt");
    expect((await bad({ At: "x".repeat(1001) })).message).toContain("höchstens 1000 Zeichen");
    expect((await bad({ All: "Null\u0000Byte" })).message).toBeTruthy();
    // Markup is text: it reaches the page escaped, never as an element.
    const res = await call("PUT", "/api/support/cms/texts/preise-hinweis", editor, {
      Values: { ...NONE, All: '<script>alert(1)</script><img src=x onerror="alert(1)">' },
      Version: 0,
    });
    expect(res.statusCode).toBe(200);
    const html = await shown("preise-hinweis", 1);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
    const rows = await db().select().from(cmsSiteTexts).where(eq(cmsSiteTexts.key, "preise-hinweis"));
    expect(rows).toHaveLength(1);
    expect((await call("GET", "/api/support/cms/texts/gibt-es-nicht", editor)).statusCode).toBe(404);
    expect((await call("PUT", "/api/support/cms/texts/gibt-es-nicht", editor, { Values: NONE, Version: 0 })).statusCode).toBe(404);
  });

  it("only editors, marketing and admins reach the texts", async () => {
    for (const roles of [["Role_Customer"], ["Role_Heizoel24_CustomerSupport"], ["Role_Heizoel24_DealerSupport"]]) {
      const user = await createUser(ctx.app, db(), { roles });
      expect((await call("GET", "/api/support/cms/texts", user)).statusCode).toBe(403);
      expect((await call("PUT", "/api/support/cms/texts/start-einleitung", user, { Values: NONE, Version: 0 })).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/support/cms/texts", null)).statusCode).toBe(401);
    for (const roles of [["Role_Heizoel24_Marketing"], ["Role_Heizoel24_Admin"]]) {
      const user = await createUser(ctx.app, db(), { roles });
      expect((await call("GET", "/api/support/cms/texts/start-einleitung", user)).statusCode).toBe(200);
    }
  });
});
