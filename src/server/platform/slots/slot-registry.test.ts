import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../domain/random/random.ts";
import { createMemoryCache } from "../cache/memory-cache.ts";
import { collectingLogger } from "../logger.ts";
import { createSlotRegistry, SLOT_CACHE_TTL_MS, type SlotOffer, type SlotProvider } from "./slot-registry.ts";

const one = (html: string, css?: string): SlotOffer => ({ items: [{ weight: 1, variants: [{ html, use: "advert", css }] }] });

function registry(seed = 1) {
  const logger = collectingLogger();
  const slots = createSlotRegistry({ cache: createMemoryCache(), random: seededRandom(seed), logger });
  return { slots, logger };
}

describe("slots: providers by slot name, filled in one round (decision 0059)", () => {
  it("fills the named slots that have a provider; others are absent, not empty", async () => {
    const { slots } = registry();
    expect(slots.active).toBe(false);
    slots.provide("preise-oben", async () => one("<p>Heizöl günstig</p>"));
    slots.provide("leer", async () => ({ items: [] }));
    slots.provide("nur-leerraum", async () => one("  <script>x()</script> "));
    expect(slots.active).toBe(true);
    const filled = await slots.fill({ names: ["preise-oben", "leer", "nur-leerraum", "ohne-anbieter"], countryId: 1, clientSeed: 0 });
    expect(Object.keys(filled)).toEqual(["preise-oben"]);
    expect(filled["preise-oben"]).toEqual({
      html: "<p>Heizöl günstig</p>",
      css: "",
      scopeClass: expect.stringMatching(/^slot-preise-oben-[0-9a-f]{10}$/),
    });
  });

  it("asks the providers side by side: none waits for another", async () => {
    const { slots } = registry();
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow =
      (name: string): SlotProvider =>
      async () => {
        started.push(name);
        await gate;
        return one(`<p>${name}</p>`);
      };
    slots.provide("a", slow("a"));
    slots.provide("b", slow("b"));
    const filling = slots.fill({ names: ["a", "b"], countryId: 1, clientSeed: 0 });
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(["a", "b"]);
    release();
    expect(Object.keys(await filling)).toEqual(["a", "b"]);
  });

  it("caches per country and slot: the provider is asked once per country within the TTL", async () => {
    const { slots } = registry();
    const asked: number[] = [];
    slots.provide("kopf", async ({ countryId }) => (asked.push(countryId), one(`<p>Land ${countryId}</p>`)));
    await slots.fill({ names: ["kopf"], countryId: 1, clientSeed: 0 });
    await slots.fill({ names: ["kopf"], countryId: 1, clientSeed: 5 });
    const at = await slots.fill({ names: ["kopf"], countryId: 2, clientSeed: 0 });
    expect(asked).toEqual([1, 2]);
    expect(at.kopf.html).toBe("<p>Land 2</p>");
    expect(SLOT_CACHE_TTL_MS).toBeLessThanOrEqual(120_000);
  });

  it("serves only sanitised HTML and scoped CSS, whatever the provider hands in", async () => {
    const { slots } = registry();
    slots.provide("werbung", async () =>
      one(
        '<div class="ad" onclick="steal()"><script>x()</script><a href="javascript:x()">Los</a></div>',
        "body { background: url(https://evil.example/t.gif) } .ad { color: red; position: fixed }",
      ),
    );
    const { werbung } = await slots.fill({ names: ["werbung"], countryId: 1, clientSeed: 0 });
    expect(werbung.html).toBe('<div class="ad"><a rel="sponsored noopener noreferrer" target="_blank">Los</a></div>');
    expect(werbung.css.replace(/\s+/g, " ")).toBe(`.${werbung.scopeClass} .ad { color: red }`);
  });

  it("draws a candidate by weight and shows the visitor's variant (client seed modulo variants)", async () => {
    const { slots } = registry(3);
    slots.provide("banner", async () => ({
      items: [
        { weight: 0, variants: [{ html: "<p>pausiert</p>", use: "advert" }] },
        {
          weight: 5,
          variants: [
            { html: "<p>A1</p>", use: "advert" },
            { html: "<p>A2</p>", use: "advert" },
          ],
        },
      ],
    }));
    const shown = async (clientSeed: number) => (await slots.fill({ names: ["banner"], countryId: 1, clientSeed })).banner.html;
    expect(await shown(0)).toBe("<p>A1</p>");
    expect(await shown(1)).toBe("<p>A2</p>");
    expect(await shown(-1)).toBe("<p>A2</p>");
    expect(await shown(4)).toBe("<p>A1</p>");
  });

  it("a failing provider leaves its slot empty and is logged; the other slots still fill", async () => {
    const { slots, logger } = registry();
    slots.provide("kaputt", async () => {
      throw new Error("Werbeserver antwortet nicht");
    });
    slots.provide("heil", async () => one("<p>da</p>"));
    expect(Object.keys(await slots.fill({ names: ["kaputt", "heil"], countryId: 1, clientSeed: 0 }))).toEqual(["heil"]);
    expect(logger.lines).toEqual([
      { level: "error", msg: "slot provider failed", data: { err: "Werbeserver antwortet nicht", slot: "kaputt" } },
    ]);
  });

  it("one provider per slot name, and only well-formed names", () => {
    const { slots } = registry();
    slots.provide("kopf", async () => ({ items: [] }));
    expect(() => slots.provide("kopf", async () => ({ items: [] }))).toThrow(/already/);
    expect(() => slots.provide("Kopf Zeile", async () => ({ items: [] }))).toThrow(/lower-case/);
  });
});

describe("slots: the visitor's postcode, shared renders and what a provider hears back (decisions 0059, 0068)", () => {
  const size = { width: 728, height: 90, mobileWidth: 320, mobileHeight: 100 };
  it("a postcode reaches only an offer that said it depends on one, cached per postcode", async () => {
    const { slots } = registry();
    const asked: Array<string | undefined> = [];
    slots.provide("liste", async ({ zipCode }) => {
      asked.push(zipCode);
      return { ...one(`<p>${zipCode ?? "alle"}</p>`), zipFiltered: true };
    });
    slots.provide("fest", async ({ zipCode }) => one(`<p>${zipCode ?? "alle"}</p>`));
    const a = await slots.fill({ names: ["liste", "fest"], countryId: 1, clientSeed: 0, zipCode: "80331" });
    await slots.fill({ names: ["liste"], countryId: 1, clientSeed: 0, zipCode: "80331" });
    const b = await slots.fill({ names: ["liste"], countryId: 1, clientSeed: 0, zipCode: "10115" });
    expect(a.liste.html).toBe("<p>80331</p>");
    expect(a.fest.html).toBe("<p>alle</p>");
    expect(b.liste.html).toBe("<p>10115</p>");
    expect(asked).toEqual([undefined, "80331", "10115"]);
  });

  it("a shared render reserves the box with its label and size, draws nothing and tells nobody", async () => {
    const { slots } = registry();
    const shown: string[] = [];
    slots.provide(
      "mitte",
      async () => ({ items: [{ weight: 1, ref: "7.3", variants: [{ html: "<p>x</p>", use: "advert" }] }], label: "Anzeige", size }),
      {
        shown: (ref) => shown.push(ref),
      },
    );
    slots.provide("leer", async () => ({ items: [], label: "Anzeige", size }));
    const deferred = await slots.fill({ names: ["mitte", "leer"], countryId: 1, clientSeed: 0, deferDraw: true });
    expect(deferred).toEqual({ mitte: { html: "", css: "", scopeClass: "slot-mitte", label: "Anzeige", size, deferred: true } });
    expect(shown).toEqual([]);
    const drawn = await slots.fill({ names: ["mitte"], countryId: 1, clientSeed: 0 });
    expect(drawn.mitte).toMatchObject({ html: "<p>x</p>", label: "Anzeige", size });
    expect(drawn.mitte.deferred).toBeUndefined();
    expect(shown).toEqual(["7.3"]);
  });

  it("a shared render shows an offer that is the same for every visitor (a site text) and defers only a draw", async () => {
    const { slots } = registry();
    slots.provide("text", async () => one("<p>Für alle gleich</p>"));
    slots.provide("two", async () => ({
      items: [
        {
          weight: 1,
          variants: [
            { html: "<p>a</p>", use: "advert" },
            { html: "<p>b</p>", use: "advert" },
          ],
        },
      ],
    }));
    slots.provide("pick", async () => ({ items: [one("<p>a</p>").items[0], one("<p>b</p>").items[0]] }));
    const shared = await slots.fill({ names: ["text", "two", "pick"], countryId: 1, clientSeed: 0, deferDraw: true });
    expect(shared.text).toMatchObject({ html: "<p>Für alle gleich</p>" });
    expect(shared.text.deferred).toBeUndefined();
    expect(shared.two.deferred).toBe(true);
    expect(shared.pick.deferred).toBe(true);
  });

  it("invalidate drops a slot's cached offers in every country, postcodes included", async () => {
    const { slots } = registry();
    let text = "alt";
    slots.provide("text", async () => ({ ...one(`<p>${text}</p>`), zipFiltered: true }));
    await slots.fill({ names: ["text"], countryId: 2, clientSeed: 0, zipCode: "1010" });
    text = "neu";
    expect((await slots.fill({ names: ["text"], countryId: 2, clientSeed: 0, zipCode: "1010" })).text.html).toBe("<p>alt</p>");
    await slots.invalidate("text");
    expect((await slots.fill({ names: ["text"], countryId: 2, clientSeed: 0, zipCode: "1010" })).text.html).toBe("<p>neu</p>");
    expect((await slots.fill({ names: ["text"], countryId: 3, clientSeed: 0 })).text.html).toBe("<p>neu</p>");
  });
});
