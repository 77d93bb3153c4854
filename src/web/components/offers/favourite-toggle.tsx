import { useEffect, useState } from "react";
import { ApiError, apiPost } from "../../lib/api.ts";
import { useSession } from "../session/session-provider.tsx";
import { useToast } from "../toasts.tsx";
import { TIMINGS } from "../../../domain/shared/spec-constants.ts";

/**
 * Marks a dealer as favourite (POST /api/jwt/kunde/set/favourite). Spec §4: the mark toggles only when
 * the server answers truthy; spec §6: only a logged-in customer (no guest) sees the button.
 */
export function FavouriteToggle({ dealerId, dealerName, initial }: { dealerId: number; dealerName: string; initial: boolean }) {
  const { user } = useSession();
  const toast = useToast();
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFavourite(initial), [initial]);
  if (!user || user.isGuest) return null;

  async function toggle() {
    setBusy(true);
    try {
      const ok = await apiPost<boolean>("/api/jwt/kunde/set/favourite", { UserId: dealerId, State: !favourite });
      if (ok) setFavourite(!favourite);
    } catch (err) {
      toast({
        type: "error",
        text: err instanceof ApiError ? err.message : "Der Händler konnte nicht gemerkt werden. Bitte versuchen Sie es erneut.",
        hideAfterMs: TIMINGS.toastHideMs,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`offer__favourite${favourite ? " offer__favourite--on" : ""}`}
      aria-pressed={favourite}
      aria-label={favourite ? `${dealerName} ist Ihr Lieblingshändler` : `${dealerName} als Lieblingshändler merken`}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{favourite ? "★" : "☆"}</span> {favourite ? "Lieblingshändler" : "Merken"}
    </button>
  );
}
