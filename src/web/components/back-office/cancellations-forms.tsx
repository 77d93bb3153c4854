/**
 * The forms of one cancellation order: a comment about the customer or the dealer, the feedback. Fetcher
 * forms: with JavaScript the page puts the answer into its rows (new comments first, spec §4); without it
 * they post like any form and the page comes back with the saved state.
 */
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import {
  COMMENT_MAX,
  FEEDBACK_REASONS,
  type CancellationComment,
  type CancellationFeedback,
  type CancellationSaveResult,
} from "../../../domain/cancellations/cancellations.schemas.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";

/** What the page's action answers (the no-JavaScript page shows it as a notice). */
export interface CancellationActionResult {
  intent: "save" | "comment" | "feedback";
  /** Which form asked: "list", "row-{orderId}", "comment-{userId}", "feedback-{orderId}". */
  key: string;
  problem?: string;
  saved?: CancellationSaveResult;
  savedIds?: number[];
  comment?: CancellationComment;
  feedback?: { orderId: number; reason: string; comment: string };
}

/** Calls `onDone` once per answer of the fetcher, when it has settled. */
function useAnswer(fetcher: { state: string; data?: CancellationActionResult }, onDone: (d: CancellationActionResult) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onDone(fetcher.data);
  }, [fetcher.state, fetcher.data, onDone]);
}

export function CommentList({ comments, empty }: { comments: readonly CancellationComment[]; empty: string }) {
  if (comments.length === 0) return <p className="bo-muted">{empty}</p>;
  return (
    <ol className="cancellations-comments">
      {comments.map((c) => (
        <li key={c.id}>
          <p>{c.comment}</p>
          <span className="bo-muted">
            {c.authorName}, {formatDate(c.createdAt, "shortDT", LOCALES.de)}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function CommentForm({ userId, about, onSaved }: { userId: number; about: string; onSaved: (c: CancellationComment) => void }) {
  const fetcher = useFetcher<CancellationActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  useAnswer(fetcher, (d) => {
    if (!d.comment) return;
    onSaved(d.comment);
    form.current?.reset();
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" ref={form} className="cancellations-form">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="userId" value={userId} />
      <label htmlFor={id}>Neuer Kommentar zu {about}</label>
      <textarea id={id} name="comment" rows={2} maxLength={COMMENT_MAX} required />
      {fetcher.data?.problem && (
        <p className="cancellations-problem" role="alert">
          {fetcher.data.problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Wird gespeichert …" : "Kommentar speichern"}
      </button>
    </fetcher.Form>
  );
}

export function FeedbackForm({
  orderId,
  feedback,
  onSaved,
}: {
  orderId: number;
  feedback: CancellationFeedback;
  onSaved: (f: { reason: string; comment: string }) => void;
}) {
  const fetcher = useFetcher<CancellationActionResult>();
  const id = useId();
  useAnswer(fetcher, (d) => d.feedback && onSaved(d.feedback));
  const busy = fetcher.state !== "idle";
  const saved = fetcher.state === "idle" && fetcher.data?.feedback;
  return (
    <fetcher.Form method="post" className="cancellations-form">
      <input type="hidden" name="intent" value="feedback" />
      <input type="hidden" name="orderId" value={orderId} />
      <label htmlFor={`${id}-reason`}>Grund</label>
      <select id={`${id}-reason`} name="reason" defaultValue={feedback.reason ?? ""} required>
        <option value="" disabled>
          Bitte wählen
        </option>
        {FEEDBACK_REASONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-comment`}>Kommentar zum Feedback</label>
      <textarea id={`${id}-comment`} name="comment" rows={2} maxLength={COMMENT_MAX} defaultValue={feedback.comment ?? ""} />
      {fetcher.data?.problem && (
        <p className="cancellations-problem" role="alert">
          {fetcher.data.problem}
        </p>
      )}
      {saved && <p role="status">Feedback gespeichert.</p>}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Wird gespeichert …" : feedback.status === 1 ? "Feedback ändern" : "Feedback speichern"}
      </button>
    </fetcher.Form>
  );
}
