import { expect, test } from "@playwright/test";
import { PORT } from "../helpers.ts";

// The German site answers on 127.0.0.1 too; de.localhost resolves in Chromium only, not in Node.
const base = `http://127.0.0.1:${PORT}`;

/**
 * Decision 0012: page loaders pass URL parts to the database. Hostile ones (NUL, broken UTF-8 for a
 * lone surrogate, numbers beyond the id columns) are a 400 or 404, never a 500.
 */
const URLS = [
  "/heizoelhaendler/bayern/80331/2147483648",
  "/heizoelhaendler/bayern/80331/99999999999999999999",
  "/heizoelhaendler/bayern/80331/2147483648/1",
  "/heizoelhaendler/bayern/80331/1/-5",
  "/heizoelhaendler/bay%00ern",
  "/heizoelhaendler/bayern/803%0031",
  "/heizoelpreise/bay%00ern",
  "/heizoelpreise/bayern/m%00uenchen",
  "/heizoelpreise/bayern/%ED%A0%80",
  "/news/artikel/%00",
  "/news/artikel/a%ED%A0%80b",
  "/news?page=%00",
  "/heizoel/angebotsliste?zipCode=8%0031&amount=3000",
  "/heizoel/bestellung-erfolgreich/2147483648",
  "/heizoel/bestellung?checkoutId=%00",
  "/bewerten-sie-uns/abcdefghijklmnopqrstuvwxyz/2147483648",
  "/neues-kennwort-setzen/%00",
  "/email-anpassung-bestaetigen/%ED%A0%80",
];

for (const url of URLS) {
  test(`${url} is no server error`, async ({ request }) => {
    const res = await request.get(base + url, { maxRedirects: 0 });
    expect(res.status(), await res.text()).toBeLessThan(500);
  });
}

test("a NUL in a page URL is a German 400", async ({ request }) => {
  const res = await request.get(`${base}/news/artikel/%00`);
  expect(res.status()).toBe(400);
  expect(await res.text()).toBe("Diese Adresse enthält unzulässige Zeichen.");
});
