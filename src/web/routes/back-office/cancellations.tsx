/**
 * /stornomanagement (spec §3 "Cancellation order", §4, decision 0031): withdrawn, declined and
 * cancelled orders, paged on the server. Support and finance book them (gebucht, Buchungsart), record the
 * customer's feedback and leave comments about the customer and the dealer. With JavaScript the page keeps
 * the rows and sends only the changed ones at once; without it each row posts its own form.
 */
import { Form, useLocation, useNavigation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/cancellations";
import { LOCALES } from "../../../domain/shared/countries.ts";
import {
  CANCELLATION_STATUSES,
  cancellationCommentRequest,
  cancellationFeedbackRequest,
  cancellationListRequest,
  cancellationSaveItem,
  cancellationSaveRequest,
} from "../../../domain/cancellations/cancellations.schemas.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { ORDER_STATUS_LABELS } from "../../../domain/orders/order-states.ts";
import { Paging, withParam } from "../../components/back-office/paging.tsx";
import { CancellationsList } from "../../components/back-office/cancellations-list.tsx";
import type { CancellationActionResult } from "../../components/back-office/cancellations-forms.tsx";
import "../../components/back-office/cancellations.css";
import { FilterActions, FilterSelect } from "../../components/back-office/filter-form.tsx";
import { caller, errorPageOf, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Stornomanagement | Backoffice" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  caller(context);
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    [...url.searchParams].filter(([k, v]) => v !== "" && ["page", "countryId", "status", "booked"].includes(k)),
  );
  const parsed = cancellationListRequest.safeParse(raw);
  if (!parsed.success) return { raw, list: null, problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie die Filter." };
  const list = await orErrorPage(() => context.services.cancellations.getOrderCancellationList(parsed.data));
  return { raw, list, problem: null };
}

const NOT_LISTED = "Diese Bestellung bzw. diese Person steht nicht (mehr) in der Stornoliste. Bitte laden Sie die Seite neu.";

async function run(
  work: () => Promise<CancellationActionResult>,
  intent: CancellationActionResult["intent"],
  key: string,
): Promise<CancellationActionResult> {
  try {
    return await work();
  } catch (err) {
    if (isClientError(err)) return { intent, key, problem: err.statusCode === 404 ? NOT_LISTED : err.message };
    throw errorPageOf(err);
  }
}

export async function action({ context, request }: Route.ActionArgs): Promise<CancellationActionResult> {
  assertSameOrigin(request);
  const user = caller(context);
  const actor = { id: user.id, requestId: user.requestId };
  const services = context.services.cancellations;
  // With JavaScript the page sends the dirty rows as JSON (spec §4: only those).
  if (request.headers.get("content-type")?.includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { orders?: unknown } | null;
    const parsed = cancellationSaveRequest.safeParse(body?.orders);
    if (!parsed.success) return { intent: "save", key: "list", problem: parsed.error.issues[0]?.message ?? "Ungültige Eingabe." };
    return run(
      async () => ({
        intent: "save",
        key: "list",
        saved: await services.saveOrderCancellationList({ actor, orders: parsed.data }),
        savedIds: parsed.data.filter((o) => o.isDirty).map((o) => o.orderId),
      }),
      "save",
      "list",
    );
  }
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  if (intent === "comment") {
    const key = `comment-${formText(form, "userId", 12)}`;
    const parsed = cancellationCommentRequest.safeParse({
      userId: Number(formText(form, "userId", 12)),
      comment: formText(form, "comment", 2100),
    });
    if (!parsed.success) return { intent: "comment", key, problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie den Kommentar." };
    return run(
      async () => ({ intent: "comment", key, comment: (await services.saveOrderCancellationComment({ actor, ...parsed.data })).comment }),
      "comment",
      key,
    );
  }
  if (intent === "feedback") {
    const key = `feedback-${formText(form, "orderId", 12)}`;
    const parsed = cancellationFeedbackRequest.safeParse({
      orderId: Number(formText(form, "orderId", 12)),
      reason: formText(form, "reason", 100),
      comment: formText(form, "comment", 2100),
    });
    if (!parsed.success) return { intent: "feedback", key, problem: parsed.error.issues[0]?.message ?? "Bitte prüfen Sie das Feedback." };
    const input = parsed.data;
    return run(
      async () => (
        await services.saveOrderCancellationFeedback({ actor, ...input }),
        { intent: "feedback", key, feedback: { orderId: input.orderId, reason: input.reason, comment: input.comment } }
      ),
      "feedback",
      key,
    );
  }
  // The row's own form (no JavaScript): that one order, changed by definition.
  const parsed = cancellationSaveItem.safeParse({
    orderId: Number(formText(form, "orderId", 12)),
    isBooked: form.has("isBooked"),
    bookedAs: Number(formText(form, "bookedAs", 2)),
    isDirty: true,
  });
  const key = `row-${formText(form, "orderId", 12)}`;
  if (!parsed.success) return { intent: "save", key, problem: parsed.error.issues[0]?.message ?? "Ungültige Eingabe." };
  return run(
    async () => ({
      intent: "save",
      key,
      saved: await services.saveOrderCancellationList({ actor, orders: [parsed.data] }),
      savedIds: [parsed.data.orderId],
    }),
    "save",
    key,
  );
}

// The page applies its own saves to its rows (spec §4): reloading would throw away the other unsaved rows.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

const BOOKED_LABELS = { yes: "Gebucht", no: "Offen" } as const;

export default function CancellationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { raw, list, problem } = loaderData;
  const r = raw as Record<string, string | undefined>;
  const location = useLocation();
  const busy = useNavigation().state === "loading";
  const url = new URL(`https://x${location.pathname}${location.search}`);
  return (
    <main className="cancellations">
      <h1>Stornomanagement</h1>
      <p className="bo-lead">
        Widerrufene, vom Händler abgelehnte und stornierte Bestellungen: buchen (Storno, Gutschrift, Teilgutschrift), Feedback der
        Kundschaft erfassen, Kommentare zu Kunden und Händlern.
      </p>
      <Form method="get" className="bo-filters" aria-label="Stornoliste filtern">
        <FilterSelect
          label="Land"
          name="countryId"
          defaultValue={r.countryId ?? ""}
          all
          options={Object.values(LOCALES).map((l) => ({ value: l.countryId, label: l.countryName }))}
        />
        <FilterSelect
          label="Status"
          name="status"
          defaultValue={r.status ?? ""}
          all
          options={CANCELLATION_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Buchung"
          name="booked"
          defaultValue={r.booked ?? ""}
          all
          options={(["no", "yes"] as const).map((b) => ({ value: b, label: BOOKED_LABELS[b] }))}
        />
        <FilterActions busy={busy} resetTo="/stornomanagement" />
      </Form>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {list && (
        <>
          <p className="bo-muted" aria-live="polite">
            {list.total.toLocaleString("de-DE")} {list.total === 1 ? "Bestellung" : "Bestellungen"} gefunden
          </p>
          {list.items.length === 0 ? (
            <div className="bo-card">
              <h2>Keine Stornofälle</h2>
              <p>
                Hier erscheinen Bestellungen, die die Kundschaft widerrufen, der Händler abgelehnt oder der Kundenservice storniert hat –
                zum Buchen, für Feedback und Kommentare.
                {Object.keys(r).length > 0 && " Zu diesen Filtern gibt es keine; setzen Sie die Filter zurück."}
              </p>
            </div>
          ) : (
            <CancellationsList key={location.search} items={list.items} actionData={actionData ?? null} />
          )}
          <Paging page={list.page} total={list.total} pageSize={list.pageSize} href={(p) => withParam(url, "page", p)} />
        </>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
