/**
 * The rows of /stornomanagement with their booking controls, the save bar and the detail panels. The page
 * keeps the rows in state and applies the domain's rules to them (spec §4): a change marks the row dirty,
 * saving sends only dirty rows, new comments go first. Before hydration (no JavaScript) each row posts
 * its own form instead.
 */
import { useCallback, useEffect, useState } from "react";
import { useBlocker, useFetcher } from "react-router";
import { markSaved, setBookingMode, toggleBooked } from "../../../domain/cancellations/booking.ts";
import {
  BOOKING_MODE_LABELS,
  BOOKING_MODES,
  type BookingMode,
  type CancellationComment,
  type CancellationOrder,
} from "../../../domain/cancellations/cancellations.schemas.ts";
import { withNewComment } from "../../../domain/cancellations/comments.ts";
import { withFeedback } from "../../../domain/cancellations/feedback.ts";
import { dirtyOrders } from "../../../domain/cancellations/save-plan.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatAmount, formatDate, formatPrice } from "../../../domain/shared/format.ts";
import { CommentForm, CommentList, FeedbackForm, type CancellationActionResult } from "./cancellations-forms.tsx";
import { BoTable, numeric } from "./bo-table.tsx";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const changes = (n: number) => (n === 1 ? "1 Änderung" : `${n} Änderungen`);

function noticeOf(d: CancellationActionResult): { kind: "error" | "success"; text: string } {
  if (d.problem) return { kind: "error", text: d.problem };
  if (d.intent === "comment") return { kind: "success", text: "Der Kommentar wurde gespeichert." };
  if (d.intent === "feedback") return { kind: "success", text: "Das Feedback wurde gespeichert." };
  if (!d.saved?.status) return { kind: "success", text: "Es gab keine Änderungen zu speichern." };
  return { kind: "success", text: `${changes(d.saved.count ?? 0)} gespeichert.` };
}

export function CancellationsList({ items, actionData }: { items: CancellationOrder[]; actionData: CancellationActionResult | null }) {
  const [rows, setRows] = useState(items);
  const hydrated = useHydrated();
  const saver = useFetcher<CancellationActionResult>();
  const [notice, setNotice] = useState(actionData ? noticeOf(actionData) : null);
  const dirty = dirtyOrders(rows);
  const saving = saver.state !== "idle";

  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    const d = saver.data;
    if (d.saved?.status && d.savedIds) setRows((current) => markSaved(current, d.savedIds!));
    setNotice(noticeOf(d));
  }, [saver.state, saver.data]);

  // Leaving the page (another list page, a filter, another back-office page) would lose the changes.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.length > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (dirty.length === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty.length]);

  const update = useCallback(
    (orderId: number, change: (o: CancellationOrder) => CancellationOrder) =>
      setRows((current) => current.map((o) => (o.orderId === orderId ? change(o) : o))),
    [],
  );
  const addComment = useCallback((c: CancellationComment) => setRows((current) => withNewComment(current, c)), []);
  const save = () =>
    saver.submit(
      { orders: dirty.map(({ orderId, isBooked, bookedAs, isDirty }) => ({ orderId, isBooked, bookedAs, isDirty })) },
      { method: "post", encType: "application/json" },
    );

  return (
    <>
      {notice && !saving && (
        <p
          className={`notice ${notice.kind === "error" ? "notice--error" : "notice--success"}`}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          {notice.text}
        </p>
      )}
      {hydrated && (
        <div className="cancellations-savebar" role="region" aria-label="Änderungen speichern">
          <p role="status" className="cancellations-savebar__text">
            {saving
              ? `${changes(dirty.length)} werden gespeichert …`
              : dirty.length === 0
                ? "Keine ungespeicherten Änderungen."
                : `${changes(dirty.length)} noch nicht gespeichert.`}
          </p>
          {saving && <progress className="cancellations-savebar__progress" aria-label="Speichern läuft" />}
          <button
            type="button"
            className="button button--primary"
            disabled={dirty.length === 0 || saving}
            onClick={save}
            aria-busy={saving}
          >
            {saving ? "Wird gespeichert …" : `Änderungen speichern (${dirty.length})`}
          </button>
        </div>
      )}
      <BoTable
        columns={[
          "Bestellung",
          "Kunde",
          "Händler",
          numeric("Menge / Preis"),
          numeric("Betrag"),
          "Status / Grund",
          "Feedback",
          "Gebucht",
          "Buchungsart",
          "Änderung",
        ]}
        className="cancellations-table"
      >
        {rows.map((o) => (
          <Row key={o.orderId} order={o} hydrated={hydrated} saving={saving} update={update} addComment={addComment} />
        ))}
      </BoTable>
      {blocker.state === "blocked" && (
        <div
          className="cancellations-confirm"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="discard-title"
          aria-describedby="discard-text"
          onKeyDown={(e) => e.key === "Escape" && blocker.reset()}
        >
          <div className="bo-card">
            <h2 id="discard-title">Änderungen verwerfen?</h2>
            <p id="discard-text">
              {changes(dirty.length)} in dieser Liste {dirty.length === 1 ? "ist" : "sind"} noch nicht gespeichert und gehen verloren, wenn
              Sie die Seite verlassen.
            </p>
            <div className="bo-actions">
              <button type="button" className="button button--primary" autoFocus onClick={() => blocker.reset()}>
                Weiter bearbeiten
              </button>
              <button type="button" className="button" onClick={() => blocker.proceed()}>
                Änderungen verwerfen
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

function Row({
  order: o,
  hydrated,
  saving,
  update,
  addComment,
}: {
  order: CancellationOrder;
  hydrated: boolean;
  saving: boolean;
  update: (orderId: number, change: (o: CancellationOrder) => CancellationOrder) => void;
  addComment: (c: CancellationComment) => void;
}) {
  const l = localeById(o.countryId) ?? LOCALES.de;
  const rules = amountRules(o.productGroupId);
  const formId = `storno-zeile-${o.orderId}`;
  const saveFeedback = useCallback(
    (f: { reason: string; comment: string }) => update(o.orderId, (x) => withFeedback(x, f)),
    [o.orderId, update],
  );
  const commentCount = o.customerComments.length + o.dealerComments.length;
  return (
    <tbody className={o.isDirty ? "cancellations-order cancellations-order--dirty" : "cancellations-order"} id={`storno-${o.orderId}`}>
      <tr>
        <th scope="row">
          {o.orderNumber}
          <span className="bo-muted cancellations-sub">{formatDate(o.endedAt, "shortD", l)}</span>
        </th>
        <td>
          {o.customer.name || `Kunde ${o.customer.userId}`}
          <span className="bo-muted cancellations-sub">{o.customer.email}</span>
        </td>
        <td>{o.dealer.name}</td>
        <td className="num">
          {formatAmount(o.amount, rules.unitSymbol, l)}
          <span className="bo-muted cancellations-sub">
            {formatPrice(o.unitPrice, l)} je {rules.basisLabel}
          </span>
        </td>
        <td className="num">{formatPrice(o.totalPrice, l)}</td>
        <td>
          <span className={`bo-badge${o.status === "declined" ? " bo-badge--warn" : ""}`}>{o.statusLabel}</span>
          {o.reason && <span className="cancellations-sub cancellations-reason">{o.reason}</span>}
        </td>
        <td>
          {o.feedback.status === 1 ? (
            <span className="bo-badge bo-badge--ok">{o.feedback.reason}</span>
          ) : (
            <span className="bo-muted">offen</span>
          )}
        </td>
        <td>
          <label className="bo-check">
            <input
              type="checkbox"
              name="isBooked"
              form={formId}
              checked={o.isBooked}
              disabled={saving}
              onChange={() => update(o.orderId, toggleBooked)}
            />
            gebucht
          </label>
        </td>
        <td>
          <select
            name="bookedAs"
            form={formId}
            value={o.bookedAs}
            disabled={saving}
            aria-label={`Buchungsart für ${o.orderNumber}`}
            onChange={(e) => update(o.orderId, (x) => setBookingMode(x, Number(e.target.value) as BookingMode))}
          >
            {BOOKING_MODES.map((m) => (
              <option key={m} value={m}>
                {BOOKING_MODE_LABELS[m]}
              </option>
            ))}
          </select>
        </td>
        <td>
          {o.isDirty && <span className="bo-badge bo-badge--warn">geändert</span>}
          {!hydrated && (
            <form id={formId} method="post">
              <input type="hidden" name="intent" value="row" />
              <input type="hidden" name="orderId" value={o.orderId} />
              <button type="submit" className="button">
                Speichern
              </button>
            </form>
          )}
        </td>
      </tr>
      <tr className="cancellations-detail">
        <td colSpan={10}>
          <details>
            <summary>
              Kommentare und Feedback zu {o.orderNumber} ({commentCount} {commentCount === 1 ? "Kommentar" : "Kommentare"}
              {o.feedback.status === 1 ? ", Feedback erfasst" : ""})
            </summary>
            <div className="cancellations-panel">
              <section aria-label={`Kunde ${o.customer.name}`}>
                <h3>Kunde: {o.customer.name || o.customer.email}</h3>
                <CommentForm userId={o.customer.userId} about={o.customer.name || "diesem Kunden"} onSaved={addComment} />
                <CommentList comments={o.customerComments} empty="Noch keine Kommentare zu diesem Kunden." />
              </section>
              <section aria-label={`Händler ${o.dealer.name}`}>
                <h3>Händler: {o.dealer.name}</h3>
                {o.dealer.userId === null ? (
                  <p className="bo-muted">Dieser Händler hat kein Benutzerkonto; Kommentare sind nicht möglich.</p>
                ) : (
                  <CommentForm userId={o.dealer.userId} about={o.dealer.name} onSaved={addComment} />
                )}
                <CommentList comments={o.dealerComments} empty="Noch keine Kommentare zu diesem Händler." />
              </section>
              <section aria-label="Feedback">
                <h3>Feedback</h3>
                {o.feedback.status === 1 && (
                  <p>
                    Erfasst: <strong>{o.feedback.reason}</strong>
                    {o.feedback.comment ? ` – ${o.feedback.comment}` : ""}
                  </p>
                )}
                <FeedbackForm orderId={o.orderId} feedback={o.feedback} onSaved={saveFeedback} />
              </section>
            </div>
          </details>
        </td>
      </tr>
    </tbody>
  );
}
