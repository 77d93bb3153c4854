/**
 * /kunde/bestellungen (issue 12, decision 0028): all of the customer's orders, newest first, ten per
 * page, filtered by product and year (a plain GET form: works without JavaScript). Each card leads to
 * the order's status page and into today's offer list for the same configuration.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/orders";
import { customerOrdersQuerySchema } from "../../../domain/customer/customer-orders.schemas.ts";
import { productGroupById } from "../../../domain/products.ts";
import { CustomerOrderCard } from "../../components/customer-area/order-list-parts.tsx";
import { customerId } from "./customer.server.ts";

export function meta() {
  return [{ title: "Meine Bestellungen | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = customerId(context);
  const url = new URL(request.url);
  const parsed = customerOrdersQuerySchema.safeParse({
    page: url.searchParams.get("seite") ?? undefined,
    productGroupId: url.searchParams.get("produkt") ?? undefined,
    year: url.searchParams.get("jahr") ?? undefined,
  });
  // A hand-edited address with nonsense in it shows the first page of everything.
  const query = parsed.success ? parsed.data : {};
  const list = await context.services.customer.pageOrders({ userId, ...query });
  return { list, productGroupId: query.productGroupId ?? null, year: query.year ?? null };
}

export default function CustomerOrdersPage({ loaderData }: Route.ComponentProps) {
  const { list, productGroupId, year } = loaderData;
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
            : "Sie haben noch nichts bei uns bestellt."
          : `${list.Total === 1 ? "Eine Bestellung" : `${list.Total} Bestellungen`}${filtered ? " in dieser Auswahl" : ""}, die neueste zuerst.`}
      </p>
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
