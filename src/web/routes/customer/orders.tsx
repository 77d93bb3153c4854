/**
 * /kunde/bestellungen (decisions 0028 and 0045): the customer's orders on this country's site,
 * newest first, ten per page, filtered by product and year (a plain GET form: works without JavaScript),
 * with links to the same list on the sites that hold her other orders. Each card leads to the order's
 * status page and into today's offer list for the same configuration.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { isClientError } from "../../../domain/shared/errors.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import type { Route } from "./+types/orders";
import { customerOrdersQuerySchema } from "../../../domain/customer/customer-orders.schemas.ts";
import { productGroupById } from "../../../domain/shared/products.ts";
import { CustomerOrderCard } from "../../components/customer-area/order-list-parts.tsx";
import { siteName } from "../../../domain/shared/countries.ts";
import { OtherSites } from "../../components/customer-area/other-sites.tsx";
import { callerId, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Meine Bestellungen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const url = new URL(request.url);
  const parsed = customerOrdersQuerySchema.safeParse({
    page: url.searchParams.get("seite") ?? undefined,
    productGroupId: url.searchParams.get("produkt") ?? undefined,
    year: url.searchParams.get("jahr") ?? undefined,
  });
  // A hand-edited address with nonsense in it shows the first page of everything.
  const query = parsed.success ? parsed.data : {};
  const countryId = context.country.countryId;
  const list = await context.services.customer.pageOrders({ userId, ...query, countryId });
  const guestOrders = await context.services.customer.guestOrdersToTakeOver({ userId, countryId });
  const taken = Number(url.searchParams.get("uebernommen"));
  return {
    list,
    productGroupId: query.productGroupId ?? null,
    year: query.year ?? null,
    guestOrders,
    taken: Number.isInteger(taken) && taken > 0 ? taken : null,
    site: siteName(context.country),
  };
}

/** "Gastbestellungen übernehmen": the mail with the link that proves the address is hers (decision 0028). */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const userId = callerId(context);
  try {
    return await context.services.account.requestGuestOrderTakeover(userId, context.country.countryId);
  } catch (err) {
    if (isClientError(err)) return data({ success: false as const, message: err.message }, { status: err.statusCode });
    throw err;
  }
}

export default function CustomerOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, productGroupId, year, guestOrders, taken, site } = loaderData;
  const elsewhere = list.OtherSites.length > 0;
  const busy = useNavigation().state === "submitting";
  const pages = Math.max(1, Math.ceil(list.Total / list.PageSize));
  const filtered = productGroupId !== null || year !== null;
  const href = (page: number) =>
    `/kunde/bestellungen?${new URLSearchParams({
      ...(productGroupId !== null && { produkt: String(productGroupId) }),
      ...(year !== null && { jahr: String(year) }),
      ...(page > 1 && { seite: String(page) }),
    })}`;
  return (
    <main>
      <h1>Meine Bestellungen</h1>
      <p className="customer-lead">
        {list.Total === 0
          ? filtered
            ? "Für diese Auswahl gibt es keine Bestellung."
            : elsewhere
              ? `Auf der ${site} haben Sie noch nichts bestellt.`
              : "Sie haben noch nichts bei uns bestellt."
          : `${list.Total === 1 ? "Eine Bestellung" : `${list.Total} Bestellungen`}${filtered ? " in dieser Auswahl" : ""}${elsewhere ? ` auf der ${site}` : ""}, die neueste zuerst.`}
      </p>
      <OtherSites sites={list.OtherSites} path="/kunde/bestellungen" count="orders" />
      {taken && (
        <Alert kind="success">
          {taken === 1 ? "Ihre Gastbestellung ist jetzt in Ihrem Kundenkonto." : "Ihre Gastbestellungen sind jetzt in Ihrem Kundenkonto."}
        </Alert>
      )}
      {guestOrders > 0 && (
        <section className="customer-card" aria-labelledby="guest-title" data-testid="guest-orders">
          <h2 id="guest-title">{guestOrders === 1 ? "Eine Gastbestellung gefunden" : `${guestOrders} Gastbestellungen gefunden`}</h2>
          {actionData ? (
            <Alert kind={actionData.success ? "success" : "error"}>{actionData.message}</Alert>
          ) : (
            <Form method="post">
              <p>
                Sie haben mit Ihrer E-Mail-Adresse auch als Gast bestellt. Wir schicken Ihnen einen Link, mit dem Sie diese Bestellungen in
                Ihr Kundenkonto übernehmen.
              </p>
              <button type="submit" className="button button--secondary" disabled={busy}>
                Link zum Übernehmen senden
              </button>
            </Form>
          )}
        </section>
      )}
      {(list.Years.length > 1 || list.ProductGroupIds.length > 1 || filtered) && (
        <Form method="get" className="customer-filter" aria-label="Bestellungen filtern">
          <label>
            Produkt
            <select name="produkt" defaultValue={productGroupId ?? ""}>
              <option value="">Alle Produkte</option>
              {list.ProductGroupIds.map((id) => (
                <option key={id} value={id}>
                  {productGroupById(id)?.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Jahr
            <select name="jahr" defaultValue={year ?? ""}>
              <option value="">Alle Jahre</option>
              {list.Years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--secondary">
            Anzeigen
          </button>
          {filtered && <Link to="/kunde/bestellungen">Filter zurücksetzen</Link>}
        </Form>
      )}
      {list.Total === 0 && !filtered ? (
        <section className="customer-empty">
          <h2>So geht es los</h2>
          <p>Geben Sie Ihre Postleitzahl und die gewünschte Menge ein und vergleichen Sie die Angebote der Händler in Ihrer Region.</p>
          <Link to="/" className="button button--primary">
            Preise vergleichen
          </Link>
        </section>
      ) : (
        <ul className="customer-orders">
          {list.Items.map((o) => (
            <li key={o.OrderId}>
              <CustomerOrderCard order={o} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="customer-paging" aria-label="Seiten">
          {list.Page > 1 ? <Link to={href(list.Page - 1)}>← Neuere</Link> : <span />}
          <span>
            Seite {list.Page} von {pages}
          </span>
          {list.Page < pages ? <Link to={href(list.Page + 1)}>Ältere →</Link> : <span />}
        </nav>
      )}
    </main>
  );
}
