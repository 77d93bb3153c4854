import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

/** The editors' news (decision 0065): written in the CMS, shown by the spec's news calls at once. */
describe.each(testDatabases())("news in the CMS on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const call = (method: "GET" | "POST" | "PUT", url: string, user: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { host: "de.localhost", ...(user?.headers ?? {}) } });
  const article = (patch: object = {}) => ({
    Slug: `heizoelpreise-${Math.random().toString(36).slice(2, 8)}`,
    CountryId: null,
    Title: "Heizölpreise geben nach",
    Teaser: "Der Dezember beginnt günstiger.",
    Content: "## Der Markt\n\nDie Preise sinken.",
    FilePath: null,
    Featured: false,
    PublishedAt: new Date(Date.now() - 60_000).toISOString(),
    ...patch,
  });
  const headlines = async () =>
    (await call("GET", "/api/site/1/news-articles?page=1&size=50", null)).json().Items.map((i: { Slug: string }) => i.Slug);

  it("an editor writes an article: the news list shows it at once; a later time keeps it back; a save on an old version is 409", async () => {
    const editor = await createUser(ctx.app, ctx.database.db, { roles: ["Role_Heizoel24_Editor"] });
    await headlines(); // the list is cached now
    const created = await call("POST", "/api/support/cms/news", editor, article());
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ Version: 1 });
    expect(await headlines()).toContain(a.Slug);
    const detail = await call("GET", `/api/site/1/news-articles/detail?artikelString=${a.Slug}`, null);
    expect(detail.json().Content).toBe("## Der Markt\n\nDie Preise sinken.");

    const later = await call("PUT", `/api/support/cms/news/${a.Id}`, editor, {
      ...article({ Slug: a.Slug, PublishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
      Version: 1,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await headlines()).not.toContain(a.Slug);
    const stale = await call("PUT", `/api/support/cms/news/${a.Id}`, editor, { ...article({ Slug: a.Slug }), Version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, "CMS_VERSION_CONFLICT"]);
  });

  it("refuses a taken address, a bad address and an image from outside, in German; customers and support get 403", async () => {
    const editor = await createUser(ctx.app, ctx.database.db, { roles: ["Role_Heizoel24_Editor"] });
    const first = (await call("POST", "/api/support/cms/news", editor, article())).json();
    const taken = await call("POST", "/api/support/cms/news", editor, article({ Slug: first.Slug }));
    expect([taken.statusCode, taken.json().code]).toEqual([409, "NEWS_SLUG_TAKEN"]);
    expect((await call("POST", "/api/support/cms/news", editor, article({ Slug: "Mit Leerzeichen" }))).statusCode).toBe(400);
    const image = await call("POST", "/api/support/cms/news", editor, article({ FilePath: "https://evil.example/x.png" }));
    expect(image.json().message).toMatch(/Bitte|Mediathek|Eingabe/);
    for (const roles of [[], ["Role_Heizoel24_CustomerSupport"]]) {
      const other = await createUser(ctx.app, ctx.database.db, { roles });
      expect((await call("POST", "/api/support/cms/news", other, article())).statusCode).toBe(403);
    }
  });
});
