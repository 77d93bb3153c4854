import { useEffect, useId, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/offer-list";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { offerListPaymentNote, offerPaymentBadge, payerOf, selectedPayment } from "../../../domain/orders/checkout-payment.ts";
import { writeCalculatorQuery, type CalculatorConfig } from "../../../domain/calculator/calculator-config.ts";
import { calculatorMessage, shouldCalculate, digitsOnly } from "../../../domain/calculator/calculator-validation.ts";
import { amountInputValue, formatAmountInput, formatQuantity, parseAmountInput } from "../../../domain/shared/format.ts";
import { OfferCard } from "../../components/offers/offer-card.tsx";
import { OfferSettings } from "../../components/offers/offer-settings.tsx";
import { storeConfig } from "../../components/calculator-bar/calculator-storage.ts";
import { ConfigFields } from "../../components/calculator-bar/config-fields.tsx";
import type { PageHandle } from "../../layouts/page-handle.ts";
import { Slot } from "../../components/slots/slot.tsx";
import { PriceWatch } from "../../components/price-alarm/price-watch.tsx";
import { enteredSearch, offerConfigFromRequest, offerQueryProblems, redirectToSpecQuery, userMessage } from "./offer-config.ts";

// The advert place after the cheapest offer, filtered by the searched postcode (decision 0068).
export const handle: PageHandle = { calculatorBar: "none", slots: ["angebotsliste-mitte"] };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Angebote | Heizöl-Marktplatz" }];
  const where = data.place ? ` in ${data.config.ZipCode} ${data.place}` : "";
  return [{ title: `${data.groupName}-Angebote${where} vergleichen | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { country, services, user } = context;
  const { group, config } = offerConfigFromRequest(params.productGroup, request, country);
  redirectToSpecQuery(request, config);
  const init = services.calculator.initCalculator(country.countryId, group.id);
  const rules = amountRules(group.id);
  const entered = enteredSearch(request, config);
  // Without a postcode in the URL nothing was searched yet: a hint, not an error.
  const problems = new URL(request.url).searchParams.has("zipCode") ? offerQueryProblems(entered, country, group.id) : [];
  let result: Awaited<ReturnType<typeof services.calculator.calculateOffers>> | null = null;
  let errors: string[] = problems;
  if (problems.length === 0 && shouldCalculate(config)) {
    try {
      result = await services.calculator.calculateOffers(config, user);
    } catch (err) {
      errors = [userMessage(err)];
    }
  }
  const place = config.ZipCode && problems.length === 0 ? await services.location.placeOfZip(country.countryId, config.ZipCode) : null;
  return {
    locale: country,
    group: group.urlName,
    groupName: group.name,
    config,
    entered,
    init,
    result,
    errors,
    place,
    rules,
    payer: payerOf(user),
  };
}

/**
 * Where the offer list's advert stands (decision 0068): between offers, never above the cheapest — after the
 * third, so a phone's first screen still shows two and a half offers; after the last when there are fewer.
 */
const ADVERT_AFTER = 3;

export default function OfferList({ loaderData }: Route.ComponentProps) {
  const { locale, group, groupName, config, entered, init, result, errors, place, rules, payer } = loaderData;
  const navigate = useNavigation();
  const go = useNavigate();
  const busy = navigate.state !== "idle" && navigate.location?.pathname === `/${group}/angebotsliste`;
  const ids = useId();
  const [zip, setZip] = useState(entered.zipCode);
  const [amount, setAmount] = useState(entered.amount);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hydrated = useRef(false);
  const settingsToggle = useRef<HTMLButtonElement>(null);
  const settingsTitle = useRef<HTMLHeadingElement>(null);
  const closeSettings = () => {
    setSettingsOpen(false);
    settingsToggle.current?.focus();
  };

  // Small screens show the settings over the list: focus moves in, Escape closes (changes apply at once).
  useEffect(() => {
    if (!settingsOpen) return;
    settingsTitle.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeSettings();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [settingsOpen]);

  const zipInput = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After hydration the inputs may hold what was typed before it (the first effect run); later runs follow the URL.
    setZip(hydrated.current ? entered.zipCode : digitsOnly(zipInput.current?.value ?? entered.zipCode).slice(0, 5));
    setAmount(hydrated.current ? entered.amount : digitsOnly(amountInput.current?.value ?? entered.amount).slice(0, 5));
    hydrated.current = true;
    // Spec §9: the configuration is kept per country and product group.
    if (config.ZipCode && errors.length === 0) storeConfig(locale.code, config);
  }, [config, entered, errors.length, locale.code]);

  const apply = (next: CalculatorConfig) =>
    go(`/${group}/angebotsliste?${writeCalculatorQuery(next)}`, { replace: true, preventScrollReset: true });

  // A decimal amount is refused at once (spec §5: whole litres); everything else goes into the URL as typed
  // and the loader validates it (spec §5 messages).
  const [amountError, setAmountError] = useState<string | null>(null);
  const onSearch = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseAmountInput(amount, locale);
    setAmountError(parsed.kind === "fraction" ? calculatorMessage("CALCULATOR.VALIDATION.AMOUNT_WHOLE", locale) : null);
    if (parsed.kind === "fraction") return;
    const query = new URLSearchParams(writeCalculatorQuery(config));
    query.set("zipCode", zip);
    query.set("amount", parsed.kind === "ok" ? String(parsed.value) : digitsOnly(amount));
    go(`/${group}/angebotsliste?${query}`, { replace: true, preventScrollReset: true });
  };

  const query = writeCalculatorQuery(config);
  // Decision 0047: the payment rule once for the list, for the payments its offers are ordered with.
  const paymentNote = result
    ? offerListPaymentNote(
        result.Items.map((o) => selectedPayment(config.Parameters, o.DefaultPaymentId).paymentId),
        payer,
      )
    : null;
  const shown = amountError ? [amountError] : errors;
  return (
    <main className="container offer-page">
      <h1 className="offer-page__title">
        {groupName}-Angebote{config.ZipCode ? ` für ${config.ZipCode}${place ? ` ${place}` : ""}` : ""}
      </h1>
      <form className="offer-search" method="get" action={`/${group}/angebotsliste`} onSubmit={onSearch} aria-label="Suche ändern">
        <ConfigFields config={config} except={["zipCode", "amount"]} />
        <div className="calc-field">
          <label htmlFor={`${ids}-zip`}>PLZ</label>
          <input
            ref={zipInput}
            id={`${ids}-zip`}
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(e) => setZip(digitsOnly(e.target.value).slice(0, 5))}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={`${ids}-amount`}>{rules.unitLabel}</label>
          <input
            ref={amountInput}
            id={`${ids}-amount`}
            name="amount"
            inputMode="numeric"
            value={formatAmountInput(amount, locale)}
            onChange={(e) => setAmount(amountInputValue(e.target.value, locale))}
          />
        </div>
        <button type="submit" className="button button--primary">
          Aktualisieren
        </button>
        <button
          ref={settingsToggle}
          type="button"
          className="button button--secondary offer-search__settings"
          aria-expanded={settingsOpen}
          aria-controls={`${ids}-settings`}
          onClick={() => setSettingsOpen((o) => !o)}
        >
          Einstellungen
        </button>
      </form>

      <div className="offer-layout">
        <aside
          id={`${ids}-settings`}
          className={`offer-layout__settings${settingsOpen ? " is-open" : ""}`}
          aria-labelledby={`${ids}-settings-title`}
        >
          <div className="offer-layout__settings-head">
            <h2 id={`${ids}-settings-title`} ref={settingsTitle} tabIndex={-1}>
              Einstellungen
            </h2>
            <button type="button" className="offer-layout__settings-close" onClick={closeSettings} aria-label="Einstellungen schließen">
              ×
            </button>
          </div>
          <OfferSettings config={config} init={init} onChange={apply} payer={payer} />
          <div className="offer-layout__settings-done">
            <button type="button" className="button button--primary" onClick={closeSettings} aria-busy={busy}>
              {result && result.Items.length > 0
                ? `${result.Items.length} ${result.Items.length === 1 ? "Angebot" : "Angebote"} anzeigen`
                : "Fertig"}
            </button>
          </div>
        </aside>
        <section className="offer-layout__list" aria-live="polite" aria-busy={busy}>
          {busy && (
            <div className="progress" role="status">
              <span className="progress__bar" />
              <span className="visually-hidden">Angebote werden berechnet …</span>
            </div>
          )}
          {shown.length === 1 && (
            <p className="notice notice--error" role="alert">
              {shown[0]}
            </p>
          )}
          {shown.length > 1 && (
            <div className="notice notice--error" role="alert">
              <ul className="notice__list">
                {shown.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          )}
          {!config.ZipCode && errors.length === 0 && <p className="notice">Bitte geben Sie Ihre Postleitzahl ein, um Angebote zu sehen.</p>}
          {result?.Message && <p className={`notice${result.HasDefaultOffers ? " notice--warning" : ""}`}>{result.Message}</p>}
          {result && result.Items.length > 0 && (
            <>
              <p className="offer-page__summary">
                {result.Items.length} {result.Items.length === 1 ? "Angebot" : "Angebote"} für {formatQuantity(config.Amount, locale)}{" "}
                {rules.unitLabel}
                {config.Stations > 1 ? ` an ${config.Stations} Lieferstellen` : ""}, sortiert nach Gesamtpreis inkl. MwSt.
              </p>
              {paymentNote && (
                <p className="offer-page__payment" data-testid="offer-list-payment-note">
                  {paymentNote}
                </p>
              )}
              {/* The cards' names are h3: their list needs a heading of its own (Lighthouse's heading order, decision 0064). */}
              <h2 className="visually-hidden">Angebote</h2>
              <ol className="offer-list">
                {result.Items.map((offer, i) => (
                  <li key={offer.Id}>
                    {i === Math.min(ADVERT_AFTER, result.Items.length) && <Slot name="angebotsliste-mitte" />}
                    <OfferCard
                      offer={offer}
                      rank={i + 1}
                      locale={locale}
                      basisLabel={rules.basisLabel}
                      paymentBadge={offerPaymentBadge(config.Parameters, offer.DefaultPaymentId, payer)}
                      orderHref={`/${group}/bestellparameter-bestaetigen?${query}&dealerId=${offer.DealerId}&branchId=${offer.Id}`}
                    />
                  </li>
                ))}
              </ol>
              {result.Items.length > 0 && result.Items.length <= ADVERT_AFTER && <Slot name="angebotsliste-mitte" />}
              <PriceWatch
                zipCode={config.ZipCode}
                amount={config.Amount}
                productGroupId={config.ProductGroupId}
                intro="Noch zu teuer? Wir schreiben Ihnen einmal, sobald das günstigste Angebot dieser Suche Ihren Wunschpreis erreicht."
              />
              <p className="demo-note">
                Demo-Daten: Händler und Preise dieses Marktplatzes sind erfundene Beispieldaten, abgeleitet vom Brent-Ölpreis.
              </p>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
