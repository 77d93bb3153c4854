/**
 * /admin/verkaufsliste (decision 0031): every order for support and finance, filtered by
 * period, country, product group, dealer, state and payment, sorted and paged on the server, with totals
 * per currency over the whole filter. A GET form: works without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/sales-list";
import { PAYMENT_KINDS, SALES_SORTS, salesQuery, type SalesQuery } from "../../../domain/back-office/sales-list.schemas.ts";
import { pageAreaOf, verdict } from "../../../domain/access/access-areas.ts";
import { PAYMENT_KIND_LABELS } from "../../../domain/orders/checkout-payment.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatAmount, formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "../../../domain/orders/order-states.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { BoTable, numeric } from "../../components/back-office/bo-table.tsx";
import { caller, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Verkaufsliste | Backoffice" }, { name: "robots", content: "noindex" }];
}

const SORT_LABELS: Record<(typeof SALES_SORTS)[number], string> = {
  newest: "Neueste zuerst",
  oldest: "Älteste zuerst",
  "total-desc": "Höchster Betrag",
  "total-asc": "Niedrigster Betrag",
  "amount-desc": "Größte Menge",
};
const CURRENCY_LOCALE: Record<string, (typeof LOCALES)[keyof typeof LOCALES]> = { EUR: LOCALES.de, CHF: LOCALES.ch };

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  // Finance sees the list but not the support desk's user pages: no link that would end on the 403 page.
  const mayOpenUsers = verdict(pageAreaOf("/support/user/list"), context.user) === "allowed";
  const url = new URL(request.url);
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v !== ""));
  const parsed = salesQuery.safeParse(raw);
  if (!parsed.success)
    return {
      mayOpenUsers,
      query: salesQuery.parse({}),
      raw,
      list: null,
      problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Filter.",
    };
  const list = await orErrorPage(() => context.services.orders.listSales(parsed.data));
  return { mayOpenUsers, query: parsed.data as SalesQuery, raw, list, problem: null };
}

export default function SalesListPage({ loaderData }: Route.ComponentProps) {
  const { raw, list, problem, mayOpenUsers } = loaderData;
  const busy = useNavigation().state === "loading";
  const url = new URL(`https://x/admin/verkaufsliste?${new URLSearchParams(raw as Record<string, string>)}`);
  const r = raw as Record<string, string | undefined>;
  return (
    <main>
      <h1>Verkaufsliste</h1>
      <p className="bo-lead">
        Alle Bestellungen des Marktplatzes. Summen ohne abgelehnte, widerrufene und stornierte Bestellungen, getrennt nach Währung.
      </p>
      <Form method="get" className="bo-filters" aria-label="Bestellungen filtern">
        <label>
          Von
          <input type="date" name="from" defaultValue={r.from ?? ""} />
        </label>
        <label>
          Bis
          <input type="date" name="to" defaultValue={r.to ?? ""} />
        </label>
        <FilterSelect
          label="Land"
          name="countryId"
          defaultValue={r.countryId ?? ""}
          all
          options={Object.values(LOCALES).map((l) => ({ value: l.countryId, label: l.countryName }))}
        />
        <FilterSelect
          label="Produkt"
          name="productGroupId"
          defaultValue={r.productGroupId ?? ""}
          all
          options={PRODUCT_GROUPS.map((g) => ({ value: g.id, label: g.name }))}
        />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={r.status ?? ""}
          all
          options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Zahlart"
          name="payment"
          defaultValue={r.payment ?? ""}
          all
          options={PAYMENT_KINDS.map((p) => ({ value: p, label: PAYMENT_KIND_LABELS[p] }))}
        />
        <label>
          Händler-Nr.
          <input type="text" inputMode="numeric" name="dealerId" defaultValue={r.dealerId ?? ""} autoComplete="off" />
        </label>
        <label>
          Bestellnummer
          <input type="search" name="q" defaultValue={r.q ?? ""} placeholder="HM-2026-…" autoComplete="off" />
        </label>
        <FilterSelect
          label="Sortierung"
          name="sort"
          defaultValue={r.sort ?? "newest"}
          options={SALES_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
        <FilterActions busy={busy} resetTo="/admin/verkaufsliste" />
      </Form>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {list && (
        <>
          <ul className="bo-totals" aria-label="Summen">
            <li>
              <span className="bo-totals__value">{list.Total.toLocaleString("de-DE")}</span> Bestellungen gefunden
            </li>
            {list.Totals.map((t) => {
              // A currency's figures in its market's own formats (CHF: 2’000, CHF 2’585.97).
              const l = CURRENCY_LOCALE[t.Currency] ?? LOCALES.de;
              return (
                <li key={t.Currency}>
                  <span className="bo-totals__value">{formatPrice(t.TotalPrice, l)}</span> Umsatz ({formatQuantity(t.Orders, l)}{" "}
                  {t.Orders === 1 ? "Bestellung" : "Bestellungen"}
                  {t.Amounts.map((a) => `, ${formatAmount(a.Amount, a.Unit, l)}`).join("")})
                </li>
              );
            })}
          </ul>
          {list.Items.length === 0 ? (
            <div className="bo-card">
              <h2>Keine Bestellungen</h2>
              <p>Zu diesen Filtern gibt es keine Bestellung. Erweitern Sie den Zeitraum oder setzen Sie die Filter zurück.</p>
            </div>
          ) : (
            <BoTable
              columns={["Bestellung", "Datum", "Kunde", "Händler", "Produkt", numeric("Menge"), "Zahlart", "Status", numeric("Betrag")]}
            >
              <tbody>
                {list.Items.map((o) => {
                  const l = localeById(o.CountryId) ?? LOCALES.de;
                  return (
                    <tr key={o.OrderId}>
                      <td>
                        <Link to={`/admin/verkaufsliste/${o.OrderId}`}>{o.OrderNumber}</Link>
                      </td>
                      <td>{formatDate(o.CreatedAt, "shortD", l)}</td>
                      <td>
                        {mayOpenUsers ? (
                          <Link to={`/support/benutzer/${o.CustomerId}/bearbeiten`}>{o.CustomerName || `#${o.CustomerId}`}</Link>
                        ) : (
                          o.CustomerName || `#${o.CustomerId}`
                        )}
                      </td>
                      <td>{o.DealerName}</td>
                      <td>{o.ProductName}</td>
                      <td className="num">{formatAmount(o.Amount, amountRules(o.ProductGroupId).unitSymbol, l)}</td>
                      <td>{o.PaymentLabel}</td>
                      <td>
                        <span className="bo-badge">{o.StatusLabel}</span>
                      </td>
                      <td className="num">{formatPrice(o.TotalPrice, l)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </BoTable>
          )}
          <Paging page={list.Page} total={list.Total} pageSize={list.PageSize} href={(p) => withParam(url, "page", p)} />
        </>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
