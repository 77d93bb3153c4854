import { useEffect, useRef } from "react";
import { Link, useLocation, useMatches } from "react-router";
import type { PageHandle } from "./page-handle.ts";
import { LOCALES, type CountryCode } from "../../domain/shared/countries.ts";
import { useRootData } from "../root.tsx";
import { ReviewQualityWidget } from "../components/review-quality-widget.tsx";
import { AccountMenu } from "../components/session/account-menu.tsx";
import { Slot } from "../components/slots/slot.tsx";

export function SiteHeader({ minimal = false }: { minimal?: boolean }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Heizöl-Marktplatz – zur Startseite">
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 2C11 10 6 15 6 21a10 10 0 0 0 20 0c0-6-5-11-10-19z" fill="currentColor" />
          </svg>
          <span className="brand__name">Heizöl-Marktplatz</span>
        </Link>
        {!minimal && <HeaderMenu />}
      </div>
    </header>
  );
}

/**
 * The header's links, country switch and account entry, once in the document: inline on wide screens, behind
 * a "Menü" button on small ones. A details element opens and closes without JavaScript; with it, the menu
 * also closes on Escape and after a navigation. Wide screens show the content of the closed element by CSS.
 */
function HeaderMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "Escape" || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector("summary")?.focus();
  };
  return (
    <details ref={ref} className="site-menu" onKeyDown={onKeyDown}>
      <summary className="site-menu__toggle">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        Menü
      </summary>
      <div className="site-header__nav">
        <nav className="site-header__links" aria-label="Hauptmenü">
          <Link to="/heizoelpreise" className="site-header__link">
            Heizölpreise
          </Link>
          <Link to="/heizoelhaendler" className="site-header__link">
            Händler
          </Link>
          <Link to="/news" className="site-header__link">
            News
          </Link>
        </nav>
        <CountrySwitch />
        <AccountMenu />
      </div>
    </details>
  );
}

/** Links to the same page on the other countries' sites, through the configured host map. */
export function CountrySwitch() {
  const data = useRootData();
  const location = useLocation();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  if (!data) return null;
  const target = handle?.otherCountryPath ?? `${location.pathname}${location.search}`;
  const current = data.locale.code;
  return (
    <nav className="country-switch" aria-label="Land wählen">
      {(Object.keys(LOCALES) as CountryCode[]).map((code) =>
        code === current ? (
          <span key={code} className="country-switch__item country-switch__item--active" aria-current="true">
            {LOCALES[code].iso}
          </span>
        ) : (
          <a
            key={code}
            className="country-switch__item"
            href={`${data.countryOrigins[code]}${target}`}
            hrefLang={LOCALES[code].intlLocale}
            title={LOCALES[code].countryName}
          >
            {LOCALES[code].iso}
          </a>
        ),
      )}
    </nav>
  );
}

/**
 * Kontakt, Impressum, Datenschutz and the consent choice: reachable from every page, checkout and login
 * included (the contact form is where every mail's closing sentence points, decision 0042).
 */
export function LegalLinks({ className }: { className: string }) {
  return (
    <ul className={className} data-testid="legal-links">
      <li>
        <Link to="/kontakt">Kontakt</Link>
      </li>
      <li>
        <Link to="/impressum">Impressum</Link>
      </li>
      <li>
        <Link to="/datenschutz">Datenschutz</Link>
      </li>
      <li>
        <Link to="/cookie-einstellungen">Cookie-Einstellungen</Link>
      </li>
    </ul>
  );
}

/** The footer's help text, a site text of the CMS (decision 0067); layouts with the footer name it. */
export const FOOTER_HELP_SLOT = "fusszeile-hilfe";

export function SiteFooter() {
  const data = useRootData();
  const locale = data?.locale;
  return (
    <footer className={`site-footer${data?.layout.footer.inverted ? " site-footer--inverted" : ""}`}>
      <div className="container site-footer__inner">
        {data?.layout.footer.help && locale && (
          <section>
            <h2 className="site-footer__title">Hilfe &amp; Kontakt</h2>
            <Slot name={FOOTER_HELP_SLOT} />
            <p>
              Kundenservice: <a href={`tel:${locale.customerPhoneNumber.replace(/\s/g, "")}`}>{locale.customerPhoneNumber}</a>
              <br />
              Presse: <a href={`tel:${locale.pressPhoneNumber.replace(/\s/g, "")}`}>{locale.pressPhoneNumber}</a>
            </p>
          </section>
        )}
        <nav aria-label="Service">
          <h2 className="site-footer__title">Service</h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/heizoelpreise">Heizölpreise</Link>
            </li>
            <li>
              <Link to="/heizoelhaendler">Heizölhändler</Link>
            </li>
            <li>
              <Link to="/news">News</Link>
            </li>
            <li>
              <Link to="/heizoel-verbrauchsvergleich">Verbrauchsvergleich</Link>
            </li>
            <li>
              <Link to="/heizoel/angebotsassistent">Angebotsassistent</Link>
            </li>
            <li>
              <Link to="/info-center">Info-Center</Link>
            </li>
            <li>
              <a href="/druckansicht/agb">AGB</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Rechtliches">
          <h2 className="site-footer__title">Rechtliches</h2>
          <LegalLinks className="site-footer__links" />
        </nav>
        {data?.layout.footer.trustedShops && data.reviewQuality && locale && (
          <ReviewQualityWidget quality={data.reviewQuality} locale={locale} />
        )}
        <section>
          <h2 className="site-footer__title">Länder</h2>
          <CountrySwitch />
        </section>
        <p className="site-footer__note">
          Heizöl-Marktplatz {locale?.countryNameWithArticle}. Alle Preise inkl. MwSt. Postleitzahlen: © OpenStreetMap-Mitwirkende,
          Schweizerische Post, RTR.
        </p>
      </div>
    </footer>
  );
}
