import { useEffect, useId, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/offer-list";
import { amountRules } from "../../../domain/catalog.ts";
import { offerPaymentNotice, payerOf } from "../../../domain/checkout-payment.ts";
import { writeCalculatorQuery, type CalculatorConfig } from "../../../domain/calculator-config.ts";
import { calculatorMessage, shouldCalculate, digitsOnly } from "../../../domain/calculator-validation.ts";
import { amountInputValue, formatAmountInput, formatQuantity, parseAmountInput } from "../../../domain/format.ts";
import { OfferCard } from "../../components/offers/offer-card.tsx";
import { OfferSettings } from "../../components/offers/offer-settings.tsx";
import { storeConfig } from "../../components/calculator-bar/calculator-storage.ts";
import type { PageHandle } from "../../layouts/default.tsx";
import { offerConfigFromRequest, userMessage } from "./offer-config.ts";

export const handle: PageHandle = { calculatorBar: "none" };

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Angebote | Heizöl-Marktplatz" }];
  const where = data.place ? ` in ${data.config.ZipCode} ${data.place}` : "";
  return [
    { title: `${data.groupName}-Angebote${where} vergleichen | Heizöl-Marktplatz` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { country, services, user } = context;
  const { group, config } = offerConfigFromRequest(params.productGroup, request, country);
  const init = services.initCalculator(country.countryId, group.id);
  const rules = amountRules(group.id);
  let result: Awaited<ReturnType<typeof services.calculateOffers>> | null = null;
  let error: string | null = null;
  if (shouldCalculate(config) && config.Amount >= rules.min) {
    try {
      result = await services.calculateOffers(config, user);
    } catch (err) {
      error = userMessage(err);
    }
  } else if (config.ZipCode && config.Amount < rules.min) {
    error = `Die Mindestmenge beträgt ${formatQuantity(rules.min, country)} ${rules.unitLabel}.`;
  }
  const place = config.ZipCode ? await services.placeOfZip(country.countryId, config.ZipCode) : null;
  return { locale: country, group: group.urlName, groupName: group.name, config, init, result, error, place, rules, payer: payerOf(user) };
}

export default function OfferList({ loaderData }: Route.ComponentProps) {
  const { locale, group, groupName, config, init, result, error, place, rules, payer } = loaderData;
  const navigate = useNavigation();
  const go = useNavigate();
  const busy = navigate.state !== "idle" && navigate.location?.pathname === `/${group}/angebotsliste`;
  const ids = useId();
  const [zip, setZip] = useState(config.ZipCode);
  const [amount, setAmount] = useState(String(config.Amount));
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    setZip(config.ZipCode);
    setAmount(String(config.Amount));
    // Spec §9: the configuration is kept per country and product group.
    if (config.ZipCode) storeConfig(locale.code, config);
  }, [config, locale.code]);

  const apply = (next: CalculatorConfig) =>
    go(`/${group}/angebotsliste?${writeCalculatorQuery(next)}`, { replace: true, preventScrollReset: true });

  const [amountError, setAmountError] = useState<string | null>(null);
  const onSearch = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = parseAmountInput(amount, locale);
    setAmountError(parsed.kind === "fraction" ? calculatorMessage("CALCULATOR.VALIDATION.AMOUNT_WHOLE", locale) : null);
    if (parsed.kind === "fraction") return;
    apply({ ...config, ZipCode: zip, Amount: parsed.kind === "ok" ? parsed.value : 0 });
  };

  const query = writeCalculatorQuery(config);
  return (
    <main className="container offer-page">
      <h1 className="offer-page__title">
        {groupName}-Angebote{config.ZipCode ? ` für ${config.ZipCode}${place ? ` ${place}` : ""}` : ""}
      </h1>
      <form className="offer-search" onSubmit={onSearch} aria-label="Suche ändern">
        <div className="calc-field">
          <label htmlFor={`${ids}-zip`}>PLZ</label>
          <input
            id={`${ids}-zip`}
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
            id={`${ids}-amount`}
            inputMode="numeric"
            value={formatAmountInput(amount, locale)}
            onChange={(e) => setAmount(amountInputValue(e.target.value, locale))}
          />
        </div>
        <button type="submit" className="button button--primary">
          Aktualisieren
        </button>
        <button
          type="button"
          className="button button--secondary offer-search__settings"
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen((o) => !o)}
        >
          Einstellungen
        </button>
      </form>

      <div className="offer-layout">
        <aside className={`offer-layout__settings${settingsOpen ? " is-open" : ""}`}>
          <OfferSettings config={config} init={init} onChange={apply} payer={payer} />
        </aside>
        <section className="offer-layout__list" aria-live="polite" aria-busy={busy}>
          {busy && (
            <div className="progress" role="status">
              <span className="progress__bar" />
              <span className="visually-hidden">Angebote werden berechnet …</span>
            </div>
          )}
          {(amountError ?? error) && (
            <p className="notice notice--error" role="alert">
              {amountError ?? error}
            </p>
          )}
          {!config.ZipCode && !error && <p className="notice">Bitte geben Sie Ihre Postleitzahl ein, um Angebote zu sehen.</p>}
          {result?.Message && <p className={`notice${result.HasDefaultOffers ? " notice--warning" : ""}`}>{result.Message}</p>}
          {result && result.Items.length > 0 && (
            <>
              <p className="offer-page__summary">
                {result.Items.length} {result.Items.length === 1 ? "Angebot" : "Angebote"} für {formatQuantity(config.Amount, locale)}{" "}
                {rules.unitLabel}
                {config.Stations > 1 ? ` an ${config.Stations} Lieferstellen` : ""}, sortiert nach Gesamtpreis inkl. MwSt.
              </p>
              <ol className="offer-list">
                {result.Items.map((offer, i) => (
                  <li key={offer.Id}>
                    <OfferCard
                      offer={offer}
                      rank={i + 1}
                      locale={locale}
                      basisLabel={rules.basisLabel}
                      paymentNote={offerPaymentNotice(config.Parameters, offer.DefaultPaymentId, payer)}
                      orderHref={`/${group}/bestellparameter-bestaetigen?${query}&dealerId=${offer.DealerId}&branchId=${offer.Id}`}
                    />
                  </li>
                ))}
              </ol>
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
