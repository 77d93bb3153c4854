/**
 * Partial account pages (spec §2 Account): /account/basedata/partial/{addressCol?}/{addressColItem?}/{loginCol?}
 * render sections of the personal data on their own, for embedding (the app wrapper), in the app-only
 * layout. Decision 0028 reads the three optional segments as:
 * - addressCol: "adressen" — the address book;
 * - addressColItem: an address id of hers, "neue-lieferadresse" or "neue-rechnungsadresse" — the address
 *   book with that address's add/edit dialog open (the spec's address modal page);
 * - loginCol: "anmeldedaten" — e-mail and password.
 * No segment: every section. A segment naming nothing of the above, or somebody else's address, is 404.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/basedata-partial";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import { PersonalDataSections, type SectionChoice } from "../../components/account/personal-data-sections.tsx";
import { noticeOf } from "../../lib/page.server.ts";
import { PERSONAL_DATA_NOTICES, personalDataAction } from "./personal-data.server.ts";

const NEW: Record<string, "new-delivery" | "new-invoice"> = {
  "neue-lieferadresse": "new-delivery",
  "neue-rechnungsadresse": "new-invoice",
};

export function meta() {
  return [{ title: "Persönliche Daten | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!context.user) throw redirect(loginUrl(`${url.pathname}${url.search}`));
  const segments = [params.addressCol, params.addressColItem, params.loginCol].filter((s): s is string => Boolean(s));
  const base = await context.services.account.baseData(context.user.id);
  const show: SectionChoice = segments.length === 0 ? { name: true, addresses: true, login: true, notifications: true } : {};
  let open: number | "new-delivery" | "new-invoice" | null = null;
  for (const s of segments) {
    if (s === "adressen") show.addresses = true;
    else if (s === "anmeldedaten") show.login = true;
    else if (NEW[s]) {
      show.addresses = true;
      open = NEW[s];
    } else if (/^\d{1,9}$/.test(s) && [...base.DeliveryAddresses, ...base.InvoiceAddresses].some((a) => a.Id === Number(s))) {
      show.addresses = true;
      open = Number(s);
    } else throw data(null, { status: 404 });
  }
  return { data: base, countryId: context.country.countryId, show, open, notice: noticeOf(request, PERSONAL_DATA_NOTICES) };
}

/** The forms of the sections shown (decision 0061); a saved address leads from its dialog's page to the address book. */
export function action({ context, request }: Route.ActionArgs) {
  const segments = new URL(request.url).pathname.split("/");
  const back = segments.filter((s) => !Object.hasOwn(NEW, s) && !/^\d{1,9}$/.test(s)).join("/");
  return personalDataAction(request, context, back);
}

export default function BaseDataPartialPage({ loaderData }: Route.ComponentProps) {
  const { data: d, countryId, show, open, notice } = loaderData;
  const address = typeof open === "number" ? ([...d.DeliveryAddresses, ...d.InvoiceAddresses].find((a) => a.Id === open) ?? null) : open;
  return (
    <main className="container account-page account-page--partial">
      <PersonalDataSections data={d} countryId={countryId} show={show} openAddress={address} notice={notice} />
    </main>
  );
}
