import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { users } from "../../../db/schema/accounts.ts";
import { communityGuidelineAcceptances, communityGuidelines, communityPosts } from "../../../db/schema/community.ts";
import { customerMessages } from "../../../db/schema/customer.ts";
import { clientAddress } from "../account/account.test-helpers.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";

/** The community's API (decision 0069): reading, writing, the guidelines, ownership, reports and the limits. */
describe.each(testDatabases())("community on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { "x-forwarded-for": clientAddress(), ...(user?.headers ?? {}) } });

  /** A member with an established account (older than a week) who accepted the guidelines in force. */
  async function member(opts: { accepted?: boolean; newAccount?: boolean } = {}) {
    const user = await createUser(ctx.app, db());
    if (!opts.newAccount)
      await db()
        .update(users)
        .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
        .where(eq(users.id, user.id));
    if (opts.accepted !== false) {
      const res = await send("POST", "/api/community/guidelines/accept", user, { Version: await currentVersion() });
      expect(res.statusCode, res.body).toBe(200);
    }
    return user;
  }
  const currentVersion = async () => (await send("GET", "/api/community/guidelines")).json().Version as number;
  const thread = async (user: TestUser, patch: object = {}) => {
    const res = await send("POST", "/api/community/posts", user, {
      Category: "allgemein",
      Title: "Jetzt kaufen oder warten?",
      Text: `Frage ${Math.random()}`,
      ...patch,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { Id: number; ChildPosts: unknown[] };
  };

  it("reads the guidelines as a visitor: version and text, not accepted", async () => {
    const res = await send("GET", "/api/community/guidelines");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Version: 1, AcceptedVersion: null, Accepted: false });
    expect(res.json().Text).toContain("Respektvoll bleiben");
  });

  it("spec §6: writing needs a login, an own account and the current guidelines; raising the version asks again", async () => {
    const payload = { Category: "allgemein", Title: "Heizöl im Frühjahr", Text: "Was meint ihr?" };
    const anonymous = await send("POST", "/api/community/posts", null, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("COMMUNITY_LOGIN_REQUIRED");

    const guest = await createUser(ctx.app, db(), { isGuest: true });
    expect((await send("POST", "/api/community/posts", guest, payload)).json().code).toBe("COMMUNITY_GUEST_NOT_ALLOWED");

    const erika = await member({ accepted: false });
    const refused = await send("POST", "/api/community/posts", erika, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Bitte lesen und akzeptieren Sie zuerst die aktuellen Nutzungsbedingungen der Community.");
    expect(await db().select().from(communityPosts).where(eq(communityPosts.authorUserId, erika.id))).toEqual([]);

    const outdated = await send("POST", "/api/community/guidelines/accept", erika, { Version: 99 });
    expect(outdated.statusCode).toBe(409);
    const accepted = await send("POST", "/api/community/guidelines/accept", erika, { Version: 1 });
    expect(accepted.json()).toMatchObject({ AcceptedVersion: 1, Accepted: true });
    const [row] = await db().select().from(communityGuidelineAcceptances).where(eq(communityGuidelineAcceptances.userId, erika.id));
    expect(row).toMatchObject({ version: 1, acceptedAt: expect.any(Date) });
    expect((await send("POST", "/api/community/posts", erika, payload)).statusCode).toBe(201);
  });

  it("a thread with replies: ChildPosts, badges-free names, markup kept as text; a reply to an unknown or hidden post is refused", async () => {
    const author = await member();
    const replier = await member();
    const t = await thread(author, { Text: '<script>alert("x")</script> Siehe https://example.org' });
    const reply = await send("POST", "/api/community/posts", replier, { FkCommunityPostParentId: t.Id, Text: "Ich warte noch." });
    expect(reply.statusCode, reply.body).toBe(201);
    const read = (await send("GET", `/api/community/posts/${t.Id}`)).json();
    expect(read).toMatchObject({ Id: t.Id, FkCommunityPostParentId: null, ReplyCount: 1, AuthorName: "Erika M.", Status: "visible" });
    expect(read.Text).toBe('<script>alert("x")</script> Siehe https://example.org');
    expect(read.ChildPosts).toEqual([expect.objectContaining({ FkCommunityPostParentId: t.Id, Text: "Ich warte noch.", ChildPosts: [] })]);

    const unknown = await send("POST", "/api/community/posts", replier, { FkCommunityPostParentId: 999_999_999, Text: "Hallo?" });
    expect(unknown.statusCode).toBe(404);
    const toReply = await send("POST", "/api/community/posts", replier, {
      FkCommunityPostParentId: reply.json().Id,
      Text: "Verschachtelt",
    });
    expect(toReply.json().code).toBe("COMMUNITY_REPLY_TO_REPLY");
    await db().update(communityPosts).set({ status: "hidden" }).where(eq(communityPosts.id, t.Id));
    const hidden = await send("POST", "/api/community/posts", replier, { FkCommunityPostParentId: t.Id, Text: "Noch da?" });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().code).toBe("COMMUNITY_PARENT_UNAVAILABLE");
    expect((await send("GET", `/api/community/posts/${t.Id}`)).statusCode).toBe(404);
  });

  it("bad input: empty, over 5,000 characters, a thread without title — German 400s, nothing written", async () => {
    const user = await member();
    const empty = await send("POST", "/api/community/posts", user, { Category: "allgemein", Title: "Ein Titel", Text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors["body.Text"]).toEqual(["Bitte schreiben Sie einen Text."]);
    const long = await send("POST", "/api/community/posts", user, { Category: "allgemein", Title: "Ein Titel", Text: "x".repeat(5001) });
    expect(long.json().fieldErrors["body.Text"]).toEqual(["Ein Beitrag darf höchstens 5.000 Zeichen lang sein."]);
    const untitled = await send("POST", "/api/community/posts", user, { Category: "allgemein", Text: "Ohne Titel" });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fieldErrors["body.Title"]).toBeDefined();
    expect(await db().select().from(communityPosts).where(eq(communityPosts.authorUserId, user.id))).toEqual([]);
  });

  it("one user never edits or deletes another's post (PUT and DELETE), and edits her own only for 15 minutes", async () => {
    const owner = await member();
    const other = await member();
    const t = await thread(owner);
    const put = await send("PUT", `/api/community/posts/${t.Id}`, other, { Title: "Übernommen", Text: "Fremder Text" });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe("COMMUNITY_NOT_YOUR_POST");
    const del = await send("DELETE", `/api/community/posts/${t.Id}`, other);
    expect(del.statusCode).toBe(403);
    expect((await send("PUT", `/api/community/posts/${t.Id}`, null, { Text: "x" })).statusCode).toBe(401);
    expect((await send("DELETE", `/api/community/posts/${t.Id}`, null)).statusCode).toBe(401);
    expect((await send("GET", `/api/community/posts/${t.Id}`)).json().Text).toMatch(/^Frage /);

    const own = await send("PUT", `/api/community/posts/${t.Id}`, owner, { Text: "Neu formuliert" });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      Text: "Neu formuliert",
      Title: "Jetzt kaufen oder warten?",
      EditedAt: expect.any(String),
      Own: true,
    });
    await db()
      .update(communityPosts)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(communityPosts.id, t.Id));
    expect((await send("PUT", `/api/community/posts/${t.Id}`, owner, { Text: "Zu spät" })).json().code).toBe("COMMUNITY_EDIT_WINDOW_OVER");
    expect((await send("DELETE", `/api/community/posts/${t.Id}`, owner)).json()).toEqual({ success: true });
    expect((await send("GET", `/api/community/posts/${t.Id}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/community/posts/${t.Id}`, owner)).statusCode).toBe(404);
  });

  it("the list: newest first, paged by before, NewestPostId and LastPostId", async () => {
    const user = await member();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await thread(user, { Category: "mex", Title: `mex-Frage Nummer ${i}` })).Id);
    const first = (await send("GET", "/api/community/posts?category=mex&size=2")).json();
    expect(first.Posts.map((p: { Id: number }) => p.Id)).toEqual([ids[2], ids[1]]);
    expect(first).toMatchObject({ NewestPostId: ids[2], LastPostId: ids[1], HasMore: true });
    const next = (await send("GET", `/api/community/posts?category=mex&size=2&before=${first.LastPostId}`)).json();
    expect(next.Posts[0].Id).toBe(ids[0]);
    expect((await send("GET", "/api/community/posts?category=sonstwo")).statusCode).toBe(400);
  });

  it("new accounts: at most two links and three posts a day; the same text within a minute is refused", async () => {
    const fresh = await member({ newAccount: true });
    const links = await send("POST", "/api/community/posts", fresh, {
      Category: "allgemein",
      Title: "Drei Links",
      Text: "https://a.example https://b.example https://c.example",
    });
    expect(links.statusCode).toBe(400);
    expect(links.json().code).toBe("COMMUNITY_TOO_MANY_LINKS");
    const t = await thread(fresh, { Text: "Zwei Links: https://a.example www.b.example" });
    const again = await send("POST", "/api/community/posts", fresh, { FkCommunityPostParentId: t.Id, Text: "Nachtrag" });
    expect(again.statusCode).toBe(201);
    const dup = await send("POST", "/api/community/posts", fresh, { FkCommunityPostParentId: t.Id, Text: "  nachtrag " });
    expect(dup.json().code).toBe("COMMUNITY_DUPLICATE_POST");
    expect((await send("POST", "/api/community/posts", fresh, { FkCommunityPostParentId: t.Id, Text: "Dritter" })).statusCode).toBe(201);
    const fourth = await send("POST", "/api/community/posts", fresh, { FkCommunityPostParentId: t.Id, Text: "Vierter" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe("COMMUNITY_DAILY_LIMIT");
  });

  it("reports: a visitor needs an address; three different accounts hide the post pending review; one report per account", async () => {
    const author = await member();
    const t = await thread(author);
    const noEmail = await send("POST", `/api/community/posts/${t.Id}/report`, null, { Reason: "spam" });
    expect(noEmail.json().code).toBe("COMMUNITY_REPORT_EMAIL_REQUIRED");
    for (let i = 0; i < 3; i++)
      expect(
        (await send("POST", `/api/community/posts/${t.Id}/report`, null, { Reason: "spam", Email: `b${i}@example.org` })).statusCode,
      ).toBe(201);
    expect((await send("GET", `/api/community/posts/${t.Id}`)).statusCode).toBe(200);
    const reporters = [await member({ accepted: false }), await member({ accepted: false }), await member({ accepted: false })];
    const first = await send("POST", `/api/community/posts/${t.Id}/report`, reporters[0], { Reason: "beleidigend", Text: "Unfreundlich." });
    expect(first.statusCode, first.body).toBe(201);
    expect((await send("POST", `/api/community/posts/${t.Id}/report`, reporters[0], { Reason: "spam" })).json().code).toBe(
      "COMMUNITY_ALREADY_REPORTED",
    );
    await send("POST", `/api/community/posts/${t.Id}/report`, reporters[1], { Reason: "spam" });
    expect((await send("GET", `/api/community/posts/${t.Id}`)).statusCode).toBe(200);
    await send("POST", `/api/community/posts/${t.Id}/report`, reporters[2], { Reason: "spam" });
    expect((await send("GET", `/api/community/posts/${t.Id}`)).statusCode).toBe(404);
    const [row] = await db().select().from(communityPosts).where(eq(communityPosts.id, t.Id));
    expect(row.status).toBe("pending-review");
  });

  it("a reply to her post: a message in her customer area and one mail; none for her own reply", async () => {
    const author = await member();
    const replier = await member();
    const t = await thread(author, { Title: "Tank reinigen lassen?" });
    await send("POST", "/api/community/posts", author, { FkCommunityPostParentId: t.Id, Text: "Eigener Nachtrag" });
    const reply = await send("POST", "/api/community/posts", replier, { FkCommunityPostParentId: t.Id, Text: "Alle zehn Jahre." });
    expect(reply.statusCode).toBe(201);
    await ctx.app.events.settled();
    const messages = await db().select().from(customerMessages).where(eq(customerMessages.userId, author.id));
    expect(messages).toEqual([
      expect.objectContaining({
        kind: "community",
        title: "Neue Antwort auf „Tank reinigen lassen?“",
        link: `/community/beitrag/${t.Id}#beitrag-${reply.json().Id}`,
      }),
    ]);
    const mail = await ctx.smtp.waitFor(author.email, /Neue Antwort/);
    expect(mail.subject).toBe("Neue Antwort auf „Tank reinigen lassen?“");
    expect(mail.text).toContain(`/community/beitrag/${t.Id}#beitrag-${reply.json().Id}`);
  });

  it("the guidelines in force are the highest version", async () => {
    await db().insert(communityGuidelines).values({ version: 2, body: "Neue Fassung", publishedAt: new Date() });
    const res = (await send("GET", "/api/community/guidelines")).json();
    expect(res).toMatchObject({ Version: 2, Text: "Neue Fassung" });
  });
});
