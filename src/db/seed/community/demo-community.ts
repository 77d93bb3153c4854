/**
 * Demo threads (decision 0069) in both categories, with replies from the demo customer, the mex customer and
 * the demo dealer's staff; their names and marks computed as the community computes them. The mex customer
 * and the dealer accepted the guidelines; the demo customer has not yet (her seeded replies are older than
 * the guidelines), so she is asked before her next post.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { badgesOf, displayName } from "../../../domain/community/badges.ts";
import { normalisedText } from "../../../domain/community/post-text.ts";
import type { Db } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { communityGuidelineAcceptances, communityPosts } from "../../schema/community.ts";
import { orders } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts.ts";

type Who = "kunde" | "mex" | "haendler";
interface Thread {
  category: "allgemein" | "mex";
  by: Who;
  title: string;
  text: string;
  daysAgo: number;
  replies: { by: Who; text: string; hoursLater: number; helpful?: number }[];
}

const THREADS: Thread[] = [
  {
    category: "allgemein",
    by: "kunde",
    title: "Jetzt kaufen oder bis zum Frühjahr warten?",
    text: "Unser Tank ist noch zu einem Drittel voll, das reicht etwa bis März. Die Preise sind in den letzten Wochen leicht gefallen.\n\nWürdet ihr jetzt bestellen oder noch abwarten? Wie macht ihr das?",
    daysAgo: 9,
    replies: [
      {
        by: "haendler",
        text: "Aus Händlersicht: Im Januar und Februar ist die Nachfrage am höchsten, die Lieferzeiten werden dann länger. Wer genug Luft im Tank hat, kann in Ruhe den Preiswecker stellen und bei einem guten Preis bestellen.",
        hoursLater: 3,
        helpful: 4,
      },
      {
        by: "mex",
        text: "Ich bestelle nie ganz leer. Mit dem Tanksensor sehe ich, wie schnell der Füllstand sinkt, und bestelle, wenn noch etwa 25 % drin sind.",
        hoursLater: 20,
        helpful: 2,
      },
    ],
  },
  {
    category: "allgemein",
    by: "mex",
    title: "Wie viel Heizöl braucht ein Einfamilienhaus im Jahr?",
    text: "Wir haben 140 m² Wohnfläche, Baujahr 1985, Brennwertkessel seit 2019. Wir kommen auf etwa 1.900 Liter im Jahr. Ist das normal?",
    daysAgo: 5,
    replies: [
      {
        by: "kunde",
        text: "Bei uns sind es gut 2.200 Liter für 150 m², allerdings noch mit dem alten Kessel. Euer Wert klingt vernünftig.\n\nDer Verbrauchsvergleich hier auf der Seite hilft beim Einordnen.",
        hoursLater: 6,
        helpful: 1,
      },
    ],
  },
  {
    category: "allgemein",
    by: "kunde",
    title: "Premium-Heizöl – lohnt sich der Aufpreis?",
    text: "Beim Bestellen wird mir immer Premium-Heizöl angeboten. Merkt man den Unterschied wirklich, oder ist das nur teurer?",
    daysAgo: 2,
    replies: [
      {
        by: "haendler",
        text: "Premium-Heizöl enthält Additive, die die Verbrennung verbessern und Ablagerungen im Tank verringern. Bei älteren Anlagen und langen Lagerzeiten kann sich das lohnen; bei einem neuen Brennwertkessel und regelmäßiger Wartung ist Standard-Heizöl völlig ausreichend.",
        hoursLater: 2,
        helpful: 3,
      },
    ],
  },
  {
    category: "mex",
    by: "mex",
    title: "Füllstand springt nach der Lieferung – ist der Sensor kaputt?",
    text: "Nach der letzten Lieferung hat mein Tanksensor einen Tag lang Werte zwischen 60 und 75 % gezeigt, danach stabil 72 %. Ist das normal?",
    daysAgo: 7,
    replies: [
      {
        by: "haendler",
        text: "Das ist normal: Nach dem Befüllen schäumt das Heizöl und die Oberfläche beruhigt sich erst nach einigen Stunden. Der Ultraschallsensor misst in der Zeit unruhige Werte.",
        hoursLater: 5,
        helpful: 2,
      },
      { by: "kunde", text: "Danke für die Frage – das hatte ich mich bei meinem Nachbarn auch schon gefragt.", hoursLater: 30 },
    ],
  },
  {
    category: "mex",
    by: "mex",
    title: "Ab welchem Füllstand lasst ihr euch warnen?",
    text: "Ich habe die Warnung bei 20 % eingestellt. Bei zwei Wochen Lieferzeit im Winter wird das knapp. Wie habt ihr das eingestellt?",
    daysAgo: 1,
    replies: [{ by: "haendler", text: "Im Winter empfehlen wir 30 %, im Sommer reichen 20 %.", hoursLater: 4 }],
  },
];

export async function seedDemoCommunity(db: Db, now = new Date()): Promise<object | null> {
  const [existing] = await db.select({ id: communityPosts.id }).from(communityPosts).limit(1);
  if (existing) return null;
  const emails = { kunde: DEMO_ACCOUNTS.customer.email, mex: DEMO_ACCOUNTS.mexCustomer.email, haendler: DEMO_ACCOUNTS.dealer.email };
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.email, Object.values(emails)), eq(users.isGuest, false)));
  const people = new Map<Who, { id: number; countryId: number; name: string; badges: string[] }>();
  for (const who of Object.keys(emails) as Who[]) {
    const u = rows.find((r) => r.email === emails[who]);
    if (!u) return null;
    const [delivered] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, u.id), sql`${orders.status} in ('delivered', 'rated')`));
    people.set(who, {
      id: u.id,
      countryId: u.countryId,
      name: displayName(u.firstName, u.lastName),
      badges: badgesOf({ dealerStaff: u.dealerId !== null, deliveredOrder: delivered.n > 0, mex: u.hasMexEnabled }),
    });
  }
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * 86_400_000 + hours * 3_600_000);
  let posts = 0;
  await db.transaction(async (tx) => {
    for (const t of THREADS) {
      const author = people.get(t.by)!;
      const [thread] = await tx
        .insert(communityPosts)
        .values({
          category: t.category,
          title: t.title,
          body: t.text,
          authorUserId: author.id,
          authorName: author.name,
          authorBadges: author.badges,
          countryId: author.countryId,
          fingerprint: normalisedText(t.text),
          replyCount: t.replies.length,
          createdAt: at(t.daysAgo),
        })
        .returning({ id: communityPosts.id });
      posts++;
      for (const r of t.replies) {
        const by = people.get(r.by)!;
        await tx.insert(communityPosts).values({
          parentId: thread.id,
          category: t.category,
          body: r.text,
          authorUserId: by.id,
          authorName: by.name,
          authorBadges: by.badges,
          countryId: by.countryId,
          fingerprint: normalisedText(r.text),
          helpfulCount: r.helpful ?? 0,
          createdAt: at(t.daysAgo, r.hoursLater),
        });
        posts++;
      }
    }
    for (const who of ["mex", "haendler"] as const)
      await tx
        .insert(communityGuidelineAcceptances)
        .values({ userId: people.get(who)!.id, version: 1, acceptedAt: at(30) })
        .onConflictDoNothing();
  });
  return { posts };
}
