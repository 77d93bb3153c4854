/**
 * What the back office sees on every page (decision 0031): the impersonation banner
 * ("Sie handeln als …", with the way back), and the support info panel (request id, country, user,
 * impersonation state) when ShowSupportInfo and AllowSupportInfo are both true. A customer sees neither.
 */
import { useState } from "react";
import { impersonationBanner } from "../../../domain/back-office/user-admin.ts";
import { SUPPORT_INFO_COOKIE, supportInfoVisible } from "../../../domain/back-office/support-info.ts";
import { LogoutForm } from "../session/logout-form.tsx";
import { useSession } from "../session/session-provider.tsx";

export interface SupportInfoState {
  ShowSupportInfo: boolean;
  AllowSupportInfo: boolean;
  /** OperatingSupportData (spec §3): what the panel shows. */
  OperatingSupportData: { requestId: string; country: string } | null;
}

export function ImpersonationBanner() {
  const { user } = useSession();
  if (!user?.isImpersonatedS) return null;
  return (
    <div className="impersonation-banner" role="status">
      <span>{impersonationBanner(user)} Bestellen und Zahlungsdaten ändern ist gesperrt.</span>
      <LogoutForm className="impersonation-banner__end" label="Vertretung beenden" busyLabel="Wird beendet …" />
    </div>
  );
}

export function SupportInfoPanel({ state }: { state: SupportInfoState }) {
  const { user } = useSession();
  const [hidden, setHidden] = useState(false);
  if (hidden || !supportInfoVisible(state) || !state.OperatingSupportData) return null;
  const hide = () => {
    setSupportInfoCookie(false);
    setHidden(true);
  };
  return (
    <aside className="support-info" aria-label="Support-Info">
      <dl>
        <dt>Anfrage</dt>
        <dd>{state.OperatingSupportData.requestId}</dd>
        <dt>Land</dt>
        <dd>{state.OperatingSupportData.country}</dd>
        <dt>Benutzer</dt>
        <dd>{user ? `#${user.id} ${[user.firstName, user.lastName].filter(Boolean).join(" ")}` : "nicht angemeldet"}</dd>
        <dt>Vertretung</dt>
        <dd>{user?.isImpersonatedS ? "ja" : "nein"}</dd>
      </dl>
      <button type="button" className="support-info__hide" onClick={hide} aria-label="Support-Info ausblenden">
        ×
      </button>
    </aside>
  );
}

/** The panel's switch, remembered for 30 days in this browser. */
function setSupportInfoCookie(on: boolean) {
  document.cookie = `${SUPPORT_INFO_COOKIE}=${on ? "an" : "aus"}; path=/; max-age=${30 * 86400}; samesite=lax`;
}

/** The back office header's switch for the request-info panel (off by default, decision 0036). */
export function SupportInfoSwitch({ on }: { on: boolean }) {
  return (
    <button
      type="button"
      className="bo-header__shop bo-header__switch"
      aria-pressed={on}
      onClick={() => {
        setSupportInfoCookie(!on);
        window.location.reload();
      }}
    >
      Anfrage-Info {on ? "aus" : "ein"}
    </button>
  );
}
