import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { contactMessages, contactRequests } from "../../../db/schema/contact.ts";
import { orders } from "../../../db/schema/orders.ts";
import { CONTACT_LIMITS } from "../../../domain/contact/contact.schemas.ts";
import { clientAddress } from "../account/account.test-helpers.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";

const SUPPORT = ["Role_Heizoel24_CustomerSupport"];
const HOSTILE = `<script>alert("x")</script> <b>fett</b> & =HYPERLINK("http://evil.example","Klick")\nZweite Zeile.`;

/** Contact requests (decision 0042): the form's API for visitors and customers, the spam gate, the limits, and the support desks' queue. */
describe.each(testDatabases())("contact requests on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
    COUNTRY_ORIGINS: "de=https://www.heizoel-marktplatz.test,at=https://at.heizoel-marktplatz.test,ch=https://ch.heizoel-marktplatz.test",
  });
  const db = () => ctx.database.db;
  const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 9)}@example.org`;

  const send = (
    method: "GET" | "POST",
    url: string,
    opts: { user?: TestUser | null; payload?: object; host?: string; address?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: opts.payload,
      headers: { host: opts.host ?? "de.localhost", "x-forwarded-for": opts.address ?? clientAddress(), ...(opts.user?.headers ?? {}) },
    });

  /** A challenge, solved the way the browser's widget does it (node's hash is quicker than SubtleCrypto in a test). */
  async function solvedGate(host = "de.localhost") {
    const res = await send("GET", "/api/site/kontakt/gate", { host });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const g = res.json() as { Token: string; Salt: string; Challenge: string; MaxNumber: number; Question: string };
    for (let n = 0; n < g.MaxNumber; n++)
      if (createHash("sha256").update(`${g.Salt}${n}`).digest("hex") === g.Challenge) return { ...g, GateNumber: String(n) };
    throw new Error("no solution");
  }
  const WORDS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
  const sumOf = (question: string) => {
    const [, x, y] = /^Wie viel ist (\S+) plus (\S+)\?$/.exec(question)!;
    return WORDS.indexOf(x) + WORDS.indexOf(y);
  };

  const form = (patch: object = {}) => ({
    Topic: "lieferung",
    Message: "Mein Heizöl ist noch nicht angekommen. Wann kommt der Tankwagen?",
    Homepage: "",
    ...patch,
  });
  async function submit(patch: object = {}, opts: { user?: TestUser | null; host?: string; address?: string } = {}) {
    const g = await solvedGate(opts.host);
    return send("POST", "/api/site/kontakt", { ...opts, payload: form({ GateToken: g.Token, GateNumber: g.GateNumber, ...patch }) });
  }
  const requestOf = async (reference: string) => {
    const id = Number(reference.split("-")[2]);
    const [row] = await db().select().from(contactRequests).where(eq(contactRequests.id, id));
    return row;
  };
  const audits = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "contact-request"), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);

  it("a visitor's request: a reference number, the request and its message stored, a German receipt from the country's sender that links the form", async () => {
    const email = unique("besucherin");
    const res = await submit({ Email: email.toUpperCase(), Name: "Erika Muster" }, { host: "at.localhost" });
    expect(res.statusCode, res.body).toBe(201);
    const { Reference, message } = res.json();
    expect(Reference).toMatch(/^KA-\d{4}-\d{6}$/);
    expect(message).toBe(`Vielen Dank! Ihre Anfrage ${Reference} ist bei uns eingegangen. Eine Bestätigung ist an ${email} unterwegs.`);
    const row = await requestOf(Reference);
    expect(row).toMatchObject({
      countryId: 2,
      topic: "lieferung",
      email,
      name: "Erika Muster",
      userId: null,
      orderId: null,
      state: "new",
      assigneeUserId: null,
    });
    expect(row.gateNonce).toMatch(/^[0-9a-f]{32}$/);
    const thread = await db().select().from(contactMessages).where(eq(contactMessages.requestId, row.id));
    expect(thread).toMatchObject([
      { direction: "in", authorUserId: null, body: "Mein Heizöl ist noch nicht angekommen. Wann kommt der Tankwagen?" },
    ]);

    const receipt = await ctx.smtp.waitFor(email, new RegExp(`^Ihre Anfrage ${Reference} ist bei uns eingegangen$`));
    expect(receipt.from).toContain("@heizoel-marktplatz.at");
    expect(receipt.messageId).toBe(`<contact-${row.id}-receipt@heizoel-marktplatz.de>`);
    expect(receipt.text).toContain("Guten Tag Erika Muster,");
    expect(receipt.text).toMatch(new RegExp(`Referenznummer\\s+${Reference}`));
    expect(receipt.text).toMatch(/Thema\s+Lieferung/);
    // The receipt does not carry the message (anybody can type a stranger's address).
    expect(receipt.text).not.toContain("Tankwagen");
    // Every mail's closing sentence links the contact form of its own country site.
    expect(receipt.text).toContain(
      "Bei Fragen erreichen Sie uns über das Kontaktformular auf unserer Website: https://at.heizoel-marktplatz.test/kontakt",
    );
    expect(receipt.html).toContain(
      'über das <a href="https://at.heizoel-marktplatz.test/kontakt" style="color:#0b4f8a">Kontaktformular</a> auf unserer Website.',
    );
  });

  it("without JavaScript: the sum answers the gate, but not sooner than a person types; the honeypot and a broken token are refused", async () => {
    const email = unique("ohne-js");
    const g = (await send("GET", "/api/site/kontakt/gate")).json();
    const post = (patch: object) => send("POST", "/api/site/kontakt", { payload: form({ Email: email, GateToken: g.Token, ...patch }) });
    const tooFast = await post({ GateAnswer: String(sumOf(g.Question)) });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json()).toMatchObject({
      code: "CONTACT_GATE_FAILED",
      message: "Das ging schneller, als ein Mensch tippen kann. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular noch einmal.",
    });
    const missing = await post({});
    expect(missing.json()).toMatchObject({
      code: "CONTACT_GATE_FAILED",
      message: "Bitte beantworten Sie die Rechenfrage.",
      fieldErrors: { GateAnswer: ["Bitte beantworten Sie die Rechenfrage."] },
    });
    const wrong = await post({ GateAnswer: String(sumOf(g.Question) + 1) });
    expect(wrong.json().message).toBe("Die Antwort auf die Rechenfrage stimmt nicht. Bitte versuchen Sie es noch einmal.");
    const honeypot = await post({ GateAnswer: String(sumOf(g.Question)), Homepage: "https://spam.example" });
    expect(honeypot.json()).toMatchObject({
      code: "CONTACT_GATE_FAILED",
      message: "Der Spamschutz konnte Ihre Anfrage nicht prüfen. Bitte laden Sie die Seite neu und senden Sie das Formular noch einmal.",
    });
    const forged = await post({ GateToken: `${g.Token.slice(0, -2)}00`, GateAnswer: String(sumOf(g.Question)) });
    expect(forged.json().code).toBe("CONTACT_GATE_FAILED");
    await new Promise((r) => setTimeout(r, 3100));
    const ok = await post({ GateAnswer: String(sumOf(g.Question)) });
    expect(ok.statusCode, ok.body).toBe(201);
    // One token, one request: the same form again is refused.
    const again = await post({ GateAnswer: String(sumOf(g.Question)) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONTACT_GATE_USED" });
    expect(await db().select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(1);
  });

  it("a customer writes from her account's address; her own order is linked, somebody else's number stays text", async () => {
    const customer = await createUser(ctx.app, db());
    const other = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db());
    const mine = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status: "confirmed" });
    const theirs = await insertLifeOrder(db(), { userId: other.id, ...dealer, status: "confirmed" });
    // The helper's numbers are test numbers; give them the real format the form checks.
    const numberOf = async (id: number) => {
      const n = `HM-2026-${String(900000 + id).padStart(6, "0")}`;
      await db().update(orders).set({ orderNumber: n }).where(eq(orders.id, id));
      return n;
    };
    const [myNumber, theirNumber] = [await numberOf(mine.id), await numberOf(theirs.id)];

    const res = await submit(
      { Topic: "bestellung", Email: "jemand-anderes@example.org", OrderNumber: myNumber.toLowerCase() },
      { user: customer },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await requestOf(res.json().Reference)).toMatchObject({
      userId: customer.id,
      email: customer.email,
      orderNumber: myNumber,
      orderId: mine.id,
      countryId: 1,
    });
    await ctx.smtp.waitFor(customer.email, /ist bei uns eingegangen$/);

    const foreign = await submit({ Topic: "bestellung", OrderNumber: theirNumber }, { user: customer });
    expect(await requestOf(foreign.json().Reference)).toMatchObject({ userId: customer.id, orderNumber: theirNumber, orderId: null });
    const visitor = await submit({ Email: unique("besuch"), OrderNumber: myNumber });
    expect(await requestOf(visitor.json().Reference)).toMatchObject({ userId: null, orderNumber: myNumber, orderId: null });
  });

  it("answers mistakes in German per field; a visitor must give an address; NUL is refused at the edge", async () => {
    const g = await solvedGate();
    const bad = await send("POST", "/api/site/kontakt", {
      payload: form({ Topic: "werbung", Message: "Hallo?", OrderNumber: "12345", GateToken: g.Token, GateNumber: g.GateNumber }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      "body.Topic": ["Bitte wählen Sie ein Thema."],
      "body.Message": [`Bitte beschreiben Sie Ihr Anliegen in mindestens ${CONTACT_LIMITS.messageMin} Zeichen.`],
      "body.OrderNumber": ["Bitte geben Sie die Bestellnummer wie in Ihrer Bestellbestätigung an, z. B. HM-2026-000123."],
    });
    const noMail = await send("POST", "/api/site/kontakt", { payload: form({ GateToken: g.Token, GateNumber: g.GateNumber }) });
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json()).toMatchObject({
      code: "CONTACT_EMAIL_REQUIRED",
      fieldErrors: { Email: ["Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen antworten können."] },
    });
    const nul = await send("POST", "/api/site/kontakt", {
      payload: form({
        Email: unique("nul"),
        Message: "Text mit \u0000 darin, lang genug für die Regel.",
        GateToken: g.Token,
        GateNumber: g.GateNumber,
      }),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe("Ungültige Eingabe: body.Message – Dieses Feld enthält ein unzulässiges Zeichen.");
  });

  it("limits requests per e-mail address and per client address, in German with the country's phone number", async () => {
    const email = unique("viel");
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i++) expect((await submit({ Email: email })).statusCode).toBe(201);
    const over = await submit({ Email: email }, { host: "ch.localhost" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: "CONTACT_RATE_LIMITED",
      message:
        "Sie haben uns in der letzten Stunde schon mehrere Nachrichten geschickt. Bitte warten Sie eine Stunde, bevor Sie uns erneut schreiben, oder rufen Sie uns an: +41 44 5860 100.",
    });
    expect(await db().select().from(contactRequests).where(eq(contactRequests.email, email))).toHaveLength(CONTACT_LIMITS.perEmail);

    // One address, many mailboxes: refused after the address's limit, and a failed gate counts too.
    const address = clientAddress();
    const g = (await send("GET", "/api/site/kontakt/gate")).json();
    expect(
      (
        await send("POST", "/api/site/kontakt", {
          address,
          payload: form({ Email: unique("raten"), GateToken: g.Token, GateAnswer: "99" }),
        })
      ).statusCode,
    ).toBe(400);
    for (let i = 1; i < CONTACT_LIMITS.perAddress; i++)
      expect((await submit({ Email: unique("adresse") }, { address })).statusCode).toBe(201);
    const overAddress = await submit({ Email: unique("adresse") }, { address });
    expect(overAddress.statusCode).toBe(429);
    expect(overAddress.json().message).toContain("+49 821 7480 100");
    // Another address is not affected.
    expect((await submit({ Email: unique("andere") })).statusCode).toBe(201);
  });

  it("the desk's queue: list newest first by state, assign, answer by mail with the thread kept, close; each change audited", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT, lastName: "Service" });
    const colleague = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_DealerSupport"], lastName: "Kollegin" });
    const customer = await createUser(ctx.app, db());
    const email = unique("frage");
    const first = (await submit({ Email: email, Topic: "rechnung" })).json().Reference;
    const created = await submit({ Email: email, Name: "Erika Muster", Topic: "sonstiges", Message: HOSTILE });
    const reference = created.json().Reference as string;
    const id = Number(reference.split("-")[2]);

    const list = await send("GET", "/api/support/kontakt?state=new", { user: support });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ Page: 1, PageSize: 25 });
    const refs = list.json().Items.map((i: { Reference: string }) => i.Reference);
    expect(refs.indexOf(reference)).toBeLessThan(refs.indexOf(first));
    expect(list.json().Items.find((i: { Id: number }) => i.Id === id)).toMatchObject({
      State: "new",
      TopicLabel: "Sonstiges",
      Email: email,
      Name: "Erika Muster",
      Assignee: null,
    });
    const byReference = (await send("GET", `/api/support/kontakt?q=${reference.toLowerCase()}`, { user: support })).json();
    expect(byReference.Items.map((i: { Id: number }) => i.Id)).toEqual([id]);
    const byMail = (await send("GET", `/api/support/kontakt?q=${email.split("@")[0]}`, { user: support })).json();
    expect(byMail.Total).toBe(2);

    const detail = (await send("GET", `/api/support/kontakt/${id}`, { user: support })).json();
    expect(detail.Messages).toEqual([expect.objectContaining({ Direction: "in", Author: null, Body: HOSTILE })]);
    expect(detail.Assignees.map((a: { Id: number }) => a.Id)).toEqual(expect.arrayContaining([support.id, colleague.id]));
    expect(detail.Assignees.map((a: { Id: number }) => a.Id)).not.toContain(customer.id);

    const toCustomer = await send("POST", `/api/support/kontakt/${id}/assign`, { user: support, payload: { AssigneeUserId: customer.id } });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().code).toBe("CONTACT_ASSIGNEE_INVALID");
    const assigned = await send("POST", `/api/support/kontakt/${id}/assign`, { user: support, payload: { AssigneeUserId: colleague.id } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ State: "assigned", Assignee: { Id: colleague.id, Name: "Erika Kollegin" } });

    const answer = "Guten Tag,\n<i>wir</i> haben nachgesehen: Ihre Rechnung kommt morgen.";
    const answered = await send("POST", `/api/support/kontakt/${id}/answer`, { user: support, payload: { Message: answer } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ State: "answered", Assignee: { Id: colleague.id } });
    expect(answered.json().Messages).toMatchObject([
      { Direction: "in", Body: HOSTILE },
      { Direction: "out", Author: { Id: support.id, Name: "Erika Service" }, Body: answer },
    ]);
    const mail = await ctx.smtp.waitFor(email, new RegExp(`^Antwort auf Ihre Anfrage ${reference}$`));
    expect(mail.from).toContain("@heizoel-marktplatz.de");
    expect(mail.text).toContain("<i>wir</i> haben nachgesehen");
    expect(mail.text).toContain('<script>alert("x")</script>');
    // Markup and formulas arrive as text in the HTML part: escaped, never interpreted.
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<i>wir</i>");
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;b&gt;fett&lt;/b&gt; &amp; =HYPERLINK(&quot;http://evil.example&quot;,&quot;Klick&quot;)",
    );
    expect(mail.html).toContain("&lt;i&gt;wir&lt;/i&gt; haben nachgesehen");

    const closed = await send("POST", `/api/support/kontakt/${id}/close`, { user: support });
    expect(closed.json()).toMatchObject({ State: "closed" });
    expect(closed.json().ClosedAt).toEqual(expect.any(String));
    const late = await send("POST", `/api/support/kontakt/${id}/answer`, { user: support, payload: { Message: "Noch etwas." } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("CONTACT_REQUEST_CLOSED");
    expect(
      (await send("GET", "/api/support/kontakt?state=closed", { user: support })).json().Items.map((i: { Id: number }) => i.Id),
    ).toContain(id);
    expect(
      (await send("GET", "/api/support/kontakt?state=new", { user: support })).json().Items.map((i: { Id: number }) => i.Id),
    ).not.toContain(id);

    const rows = await audits(id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ["contact.assign", support.id],
      ["contact.answer", support.id],
      ["contact.close", support.id],
    ]);
    expect(rows[0]).toMatchObject({
      before: { state: "new", assigneeUserId: null },
      after: { state: "assigned", assigneeUserId: colleague.id },
    });
    expect(rows[1].after).toMatchObject({ state: "answered", messageId: answered.json().Messages[1].Id });
    expect(rows[2]).toMatchObject({ before: { state: "answered" }, after: { state: "closed" } });
    expect(rows.every((r) => typeof r.requestId === "string" && r.requestId.length > 0)).toBe(true);
  });

  it("answering a new request assigns it to the one who answers; an unknown request is 404", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const reference = (await submit({ Email: unique("direkt") })).json().Reference;
    const id = Number(reference.split("-")[2]);
    const res = await send("POST", `/api/support/kontakt/${id}/answer`, { user: support, payload: { Message: "Erledigt." } });
    expect(res.json()).toMatchObject({ State: "answered", Assignee: { Id: support.id } });
    expect((await send("GET", "/api/support/kontakt/2147483647", { user: support })).json()).toMatchObject({
      code: "CONTACT_REQUEST_NOT_FOUND",
      message: "Diese Kontaktanfrage gibt es nicht.",
    });
    const empty = await send("POST", `/api/support/kontakt/${id}/answer`, { user: support, payload: { Message: "   " } });
    expect(empty.json().fieldErrors).toMatchObject({ "body.Message": ["Bitte schreiben Sie eine Antwort."] });
  });

  it("an admin works the queue too; customers and finance are refused, visitors asked to log in", async () => {
    const admin = await createUser(ctx.app, db(), { roles: ["ADMIN"] });
    expect((await send("GET", "/api/support/kontakt", { user: admin })).statusCode).toBe(200);
    const customer = await createUser(ctx.app, db());
    const finance = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Financial"] });
    const marketing = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Marketing"] });
    for (const user of [customer, finance, marketing]) {
      const res = await send("GET", "/api/support/kontakt", { user });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: "Leider haben Sie keinen Zugang zu dieser Seite." });
      expect((await send("POST", "/api/support/kontakt/1/close", { user })).statusCode).toBe(403);
    }
    expect((await send("GET", "/api/support/kontakt")).statusCode).toBe(401);
  });
});
