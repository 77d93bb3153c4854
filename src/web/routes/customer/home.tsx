/**
 * /kunde/startseite (route id customer-homepage, decision 0028): a greeting, the latest order
 * and its state, what her usual configuration costs today (one click into the offer list), and the
 * ways on: her orders, her personal data, the calculator.
 */
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { CustomerOrderCard, orderLocale } from "../../components/customer-area/order-list-parts.tsx";
import { useSession } from "../../components/session/session-provider.tsx";
import { siteName } from "../../../domain/shared/countries.ts";
import { OtherSites } from "../../components/customer-area/other-sites.tsx";
import { callerId } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Mein Konto | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return {
    home: await context.services.customer.customerHome({ userId: callerId(context), countryId: context.country.countryId }),
    site: siteName(context.country),
  };
}

export default function CustomerHomePage({ loaderData }: Route.ComponentProps) {
  const { home, site } = loaderData;
  const { user } = useSession();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const best = home.BestPrice;
  const locale = home.LastOrder ? orderLocale(home.LastOrder) : null;
  return (
    <main>
      <h1>{name ? `Guten Tag, ${name}` : "Guten Tag"}</h1>
      <p className="customer-lead">Hier sehen Sie Ihre Bestellungen und was Ihre übliche Menge heute kostet.</p>

      {best && locale && (
        <section className="customer-card customer-best" aria-labelledby="best-title" data-testid="customer-best-price">
          <h2 id="best-title">Ihr Preis heute</h2>
          <p>
            {formatQuantity(best.Amount, locale)} {amountRules(best.ProductGroupId).unitLabel} {best.ProductName} nach {best.ZipCode}:{" "}
            <strong className="customer-best__price">{formatPrice(best.TotalPrice, locale)}</strong> bei {best.DealerName} (
            {formatPrice(best.UnitPrice, locale)} je {amountRules(best.ProductGroupId).basisLabel}).
          </p>
          <Link to={best.Path} className="button button--primary">
            Alle {best.OfferCount} Angebote ansehen
          </Link>
        </section>
      )}

      {home.LastOrder ? (
        <section aria-labelledby="last-title" className="customer-section">
          <h2 id="last-title">Ihre letzte Bestellung</h2>
          <CustomerOrderCard order={home.LastOrder} headingLevel={3} />
          {home.OrderCount > 1 && (
            <p>
              <Link to="/kunde/bestellungen">Alle {home.OrderCount} Bestellungen ansehen</Link>
            </p>
          )}
          <OtherSites sites={home.OtherSites} path="/kunde/startseite" count="orders" />
        </section>
      ) : (
        <section className="customer-empty">
          <h2>{home.OtherSites.length > 0 ? `Noch keine Bestellung auf der ${site}` : "Noch keine Bestellung"}</h2>
          <OtherSites sites={home.OtherSites} path="/kunde/startseite" count="orders" />
          <p>
            Geben Sie Ihre Postleitzahl und die gewünschte Menge ein und vergleichen Sie die Angebote der Händler in Ihrer Region. Ihre
            Bestellungen und ihr Lieferstatus erscheinen dann hier.
          </p>
          <Link to="/" className="button button--primary">
            Preise vergleichen
          </Link>
        </section>
      )}

      <nav aria-label="Mein Konto" className="customer-shortcuts">
        <h2>Mein Konto</h2>
        <ul>
          <li>
            <Link to="/kunde/bestellungen">Bestellungen und Lieferstatus</Link>
          </li>
          <li>
            <Link to="/persoenliche-daten">Persönliche Daten und Benachrichtigungen</Link>
          </li>
          <li>
            <Link to="/">Neuen Preisvergleich starten</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
