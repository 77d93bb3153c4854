import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { cmsMedia } from "../../../db/schema/cms.ts";
import { storedFiles } from "../../../db/schema/files.ts";
import { FILE_USES } from "../../../domain/files/file-uses.ts";
import { HTML, multipart, PDF, png } from "../../platform/files/files.test-helpers.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

const EDITOR = ["Role_Heizoel24_Editor"];
const MEDIA = "/api/support/cms/media";

/** The CMS media library's API (decision 0065, "Media library"). */
describe.each(testDatabases())("CMS media library on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const editor = () => createUser(ctx.app, db(), { roles: EDITOR });
  const headers = (user: TestUser | null) => ({ host: "de.localhost", ...(user?.headers ?? {}) });

  const upload = (user: TestUser | null, file: { filename: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
    const body = multipart(file, fields);
    return ctx.app.inject({ method: "POST", url: MEDIA, payload: body.payload, headers: { ...headers(user), ...body.headers } });
  };
  const list = async (user: TestUser) => (await ctx.app.inject({ method: "GET", url: MEDIA, headers: headers(user) })).json().Media;
  const counts = async () => ({
    media: (await db().select().from(cmsMedia)).length,
    files: (await db().select().from(storedFiles)).length,
  });

  it("stores an image as WebP and AVIF variants under /media (immutable), links the 640 px WebP, audits the upload", async () => {
    const me = await editor();
    const res = await upload(
      me,
      { filename: "C:\\Bilder\\tank im keller.png", type: "image/png", bytes: await png(1600, 900) },
      { Alt: "Ein Heizöltank" },
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      Kind: "image",
      FileName: "tank im keller.png",
      Alt: "Ein Heizöltank",
      Width: 1600,
      Height: 900,
      WhereUsed: [],
    });
    expect(item.Variants.map((v: { Width: number; Format: string }) => `${v.Width}.${v.Format}`)).toEqual([
      "320.avif",
      "320.webp",
      "640.avif",
      "640.webp",
      "1280.avif",
      "1280.webp",
    ]);
    expect(item.Url).toBe(item.Variants[3].Url);
    expect(item.ThumbUrl).toBe(item.Variants[1].Url);
    const served = await ctx.app.inject({ method: "GET", url: item.Url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.media.upload"), eq(auditLog.targetId, String(item.Id))));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorUserId).toBe(me.id);
  });

  it("links the largest WebP of a picture narrower than 640 px", async () => {
    const res = await upload(await editor(), { filename: "klein.png", type: "image/png", bytes: await png(500, 300) }, { Alt: "Klein" });
    const item = res.json();
    expect(item.Variants.map((v: { Width: number }) => v.Width)).toEqual([320, 320, 500, 500]);
    expect(item.Url).toBe(item.Variants[3].Url);
  });

  it("stores a PDF as sent; it needs no alt text", async () => {
    const res = await upload(await editor(), { filename: "Preisliste.pdf", type: "application/pdf", bytes: PDF });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      Kind: "document",
      FileName: "Preisliste.pdf",
      Alt: "",
      Size: PDF.byteLength,
      ThumbUrl: null,
      Variants: [],
    });
    const served = await ctx.app.inject({ method: "GET", url: res.json().Url });
    expect(served.headers["content-type"]).toBe("application/pdf");
  });

  it.each<{
    case: string;
    file: () => Promise<{ filename: string; type: string; bytes: Buffer }>;
    fields: Record<string, string>;
    status: number;
    code: string;
    message: string;
  }>([
    {
      case: "an image without alt text",
      file: async () => ({ filename: "tank.png", type: "image/png", bytes: await png(100, 100) }),
      fields: { Alt: "   " },
      status: 400,
      code: "CMS_MEDIA_ALT_MISSING",
      message: "Bitte beschreiben Sie in einem kurzen Alternativtext, was auf dem Bild zu sehen ist",
    },
    {
      case: "a text file named .png and sent as image/png",
      file: async () => ({ filename: "bild.png", type: "image/png", bytes: HTML }),
      fields: { Alt: "Bild" },
      status: 415,
      code: "CMS_MEDIA_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt sind Bilder (JPEG, PNG, WebP, AVIF oder GIF) und PDF-Dokumente.",
    },
    {
      case: "an image over 10 MB",
      file: async () => ({
        filename: "riesig.png",
        type: "image/png",
        bytes: Buffer.concat([await png(10, 10), Buffer.alloc(FILE_USES.image.maxBytes)]),
      }),
      fields: { Alt: "Riesig" },
      status: 413,
      code: "FILE_TOO_LARGE",
      message: "Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.",
    },
    {
      case: "a PDF over 20 MB",
      file: async () => ({
        filename: "dick.pdf",
        type: "application/pdf",
        bytes: Buffer.concat([PDF, Buffer.alloc(FILE_USES.document.maxBytes)]),
      }),
      fields: {},
      status: 413,
      code: "FILE_TOO_LARGE",
      message: "Die Datei ist zu groß. Erlaubt sind höchstens 20 MB.",
    },
  ])("refuses $case with a German $status and writes nothing", async ({ file, fields, status, code, message }) => {
    const me = await editor();
    const before = await counts();
    const res = await upload(me, await file(), fields);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it("says where a file is used, refuses to delete it then (409), deletes it with its files once no page uses it", async () => {
    const me = await editor();
    const item = (await upload(me, { filename: "hof.png", type: "image/png", bytes: await png(900, 600) }, { Alt: "Der Hof" })).json();
    const body = (src: string | null) => ({
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "Unser Hof" }] },
        ...(src ? [{ type: "image", attrs: { src, alt: "Der Hof" } }] : []),
      ],
    });
    const pageInput = (src: string | null) => ({
      Path: `/info-center/hof-${Math.random().toString(36).slice(2, 8)}`,
      CountryId: null,
      Title: "Unser Hof",
      SeoTitle: "",
      SeoDescription: "",
      Body: body(src),
      Status: "draft",
      PublishAt: null,
      UnpublishAt: null,
      RedirectTo: null,
    });
    // Any of its variants counts, not only the one the library links.
    const input = pageInput(item.Variants[0].Url);
    const created = await ctx.app.inject({ method: "POST", url: "/api/support/cms/pages", headers: headers(me), payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json();

    const listed = (await list(me)).find((m: { Id: number }) => m.Id === item.Id);
    expect(listed.WhereUsed).toEqual([{ Id: page.Id, Title: "Unser Hof", Path: page.Path, EditPath: `/support/cms/${page.Id}/edit` }]);
    const listIds = (await list(me)).map((m: { Id: number }) => m.Id);
    expect(listIds[0]).toBe(item.Id);

    const refused = await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/${item.Id}`, headers: headers(me) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CMS_MEDIA_IN_USE" });
    expect(refused.json().message).toContain(`„Unser Hof“ (${page.Path})`);

    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/cms/pages/${page.Id}`,
      headers: headers(me),
      payload: { ...input, Body: body(null), Version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A news article's picture counts as a use too.
    const article = {
      Slug: `hof-${Math.random().toString(36).slice(2, 8)}`,
      CountryId: null,
      Title: "Neues vom Hof",
      Teaser: "Ein Bild vom Hof.",
      Content: "Text.",
      FilePath: item.Url,
      Featured: false,
      PublishedAt: new Date().toISOString(),
    };
    const news = (await ctx.app.inject({ method: "POST", url: "/api/support/cms/news", headers: headers(me), payload: article })).json();
    expect((await list(me)).find((m: { Id: number }) => m.Id === item.Id).WhereUsed).toEqual([
      { Id: news.Id, Title: "Neues vom Hof", Path: `/news/artikel/${article.Slug}`, EditPath: `/support/cms/news/${news.Id}` },
    ]);
    const byNews = await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/${item.Id}`, headers: headers(me) });
    expect([byNews.statusCode, byNews.json().message]).toEqual([409, expect.stringContaining("„Neues vom Hof“")]);
    const freed = await ctx.app.inject({
      method: "PUT",
      url: `/api/support/cms/news/${news.Id}`,
      headers: headers(me),
      payload: { ...article, FilePath: null, Version: 1 },
    });
    expect(freed.statusCode, freed.body).toBe(200);
    const deleted = await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/${item.Id}`, headers: headers(me) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db().select().from(cmsMedia).where(eq(cmsMedia.id, item.Id))).toEqual([]);
    const keys = item.Variants.map((v: { Url: string }) => v.Url.slice("/media/".length));
    expect(await db().select().from(storedFiles).where(inArray(storedFiles.key, keys))).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: item.Url })).statusCode).toBe(404);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.media.delete"), eq(auditLog.targetId, String(item.Id))));
    expect(audit).toHaveLength(1);
    expect((await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/${item.Id}`, headers: headers(me) })).statusCode).toBe(404);

    // The old version that showed it, restored: the picture is gone from the body, and the editor is told.
    const restored = await ctx.app.inject({
      method: "POST",
      url: `/api/support/cms/pages/${page.Id}/versions/1/restore`,
      headers: headers(me),
      payload: { Version: 2 },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().Notice).toContain("1 Bild, das nicht mehr in der Mediathek ist");
    expect(JSON.stringify(restored.json().Body)).not.toContain("/media/");
    expect((await ctx.app.services.cms.previewPage(page.Id)).Html).not.toContain("<img");
  });

  it("pages show a library image as <picture> with AVIF and WebP sizes and the library's alt text, which an editor can change", async () => {
    const me = await editor();
    const item = (await upload(me, { filename: "tank.png", type: "image/png", bytes: await png(1400, 700) }, { Alt: "Alter Text" })).json();
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/support/cms/pages",
      headers: headers(me),
      payload: {
        Path: `/info-center/bild-${Math.random().toString(36).slice(2, 8)}`,
        CountryId: null,
        Title: "Mit Bild",
        SeoTitle: "",
        SeoDescription: "",
        Body: { type: "doc", content: [{ type: "image", attrs: { src: item.Url, alt: "Text im Body" } }] },
        Status: "published",
        PublishAt: null,
        UnpublishAt: null,
        RedirectTo: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = async () => (await ctx.app.services.cms.publicPage(1, created.json().Path)).page!.Html;
    const html = await shown();
    const avif = item.Variants.filter((v: { Format: string }) => v.Format === "avif").map(
      (v: { Url: string; Width: number }) => `${v.Url} ${v.Width}w`,
    );
    expect(html).toContain(`<source type="image/avif" srcset="${avif.join(", ")}"`);
    expect(html).toMatch(/<img src="\/media\/[0-9a-f]{64}\.webp" srcset="[^"]+ 320w, [^"]+ 640w, [^"]+ 1280w"/);
    expect(html).toContain('alt="Alter Text" width="1280" height="640" loading="lazy"');

    const put = (alt: string, user: TestUser = me) =>
      ctx.app.inject({ method: "PUT", url: `${MEDIA}/${item.Id}`, headers: headers(user), payload: { Alt: alt } });
    expect((await put("")).statusCode).toBe(400);
    expect((await put("Zeile\nzwei")).json().message).toContain("keinen Zeilenumbruch");
    const customer = await createUser(ctx.app, db(), { roles: [] });
    expect((await put("Fremd", customer)).statusCode).toBe(403);
    const changed = await put('Ein Tank "innen" <b>');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Alt).toBe('Ein Tank "innen" <b>');
    expect(await shown()).toContain('alt="Ein Tank &quot;innen&quot; &lt;b&gt;"');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "cms.media.alt"), eq(auditLog.targetId, String(item.Id))));
    expect(audit.map((a) => a.after)).toEqual([{ Alt: 'Ein Tank "innen" <b>' }]);
  });

  it("keeps the stored files another library entry still holds (the same picture uploaded twice)", async () => {
    const me = await editor();
    const bytes = await png(400, 200);
    const first = (await upload(me, { filename: "a.png", type: "image/png", bytes }, { Alt: "A" })).json();
    const second = (await upload(me, { filename: "b.png", type: "image/png", bytes }, { Alt: "B" })).json();
    expect(second.Url).toBe(first.Url);
    expect((await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/${first.Id}`, headers: headers(me) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: "GET", url: second.Url })).statusCode).toBe(200);
  });

  it.each([
    ["a customer", [] as string[]],
    ["customer support", ["Role_Heizoel24_CustomerSupport"]],
  ])("refuses %s (403)", async (_who, roles) => {
    const user = await createUser(ctx.app, db(), { roles });
    expect((await ctx.app.inject({ method: "GET", url: MEDIA, headers: headers(user) })).statusCode).toBe(403);
    const res = await upload(user, { filename: "x.pdf", type: "application/pdf", bytes: PDF });
    expect(res.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url: `${MEDIA}/1`, headers: headers(user) })).statusCode).toBe(403);
  });
});
