import { Link } from "react-router";
import { COMMUNITY_CATEGORIES, COMMUNITY_DEFAULTS, GUIDELINES_PATH } from "../../../domain/community/community-paths.ts";
import { Alert } from "../account/form-fields.tsx";

const NOTICE_TEXTS: Record<string, string> = {
  geschrieben: "Ihr Beitrag ist veröffentlicht.",
  geaendert: "Ihre Änderung ist gespeichert.",
  geloescht: "Der Beitrag ist gelöscht.",
  hilfreich: "Danke für Ihre Rückmeldung.",
  gemeldet: "Vielen Dank für Ihre Meldung. Wir prüfen den Beitrag und informieren Sie per E-Mail über das Ergebnis.",
  akzeptiert: "Danke! Sie haben die Nutzungsbedingungen akzeptiert und können jetzt schreiben.",
};

/**
 * Spec §3 backNavigation 'browser-back': back to where she came from; without JavaScript (or when the
 * community was the first page) the link leads to `fallback`.
 */
export function BackLink({ fallback }: { fallback: string }) {
  return (
    <a
      href={fallback}
      className="community-back"
      onClick={(e) => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
          e.preventDefault();
          window.history.back();
        }
      }}
    >
      ‹ Zurück
    </a>
  );
}

/** The community's head: spec §3 communityTitle, the categories (a change starts the list afresh, spec §4), a notice. */
export function CommunityFrame({
  current,
  back,
  notice,
  children,
}: {
  current: string | null;
  back?: string;
  notice: string | null;
  children: React.ReactNode;
}) {
  return (
    <main className="container community">
      <header className="community-head">
        {back && <BackLink fallback={back} />}
        <p className="community-head__title">{COMMUNITY_DEFAULTS.communityTitle}</p>
        <nav aria-label="Bereiche der Community" className="community-tabs">
          {COMMUNITY_CATEGORIES.map((c) => (
            <Link key={c.id} to={c.path} aria-current={current === c.id ? "page" : undefined} className="community-tabs__tab">
              {c.label}
            </Link>
          ))}
          <Link to={GUIDELINES_PATH} aria-current={current === "regeln" ? "page" : undefined} className="community-tabs__tab">
            Nutzungsbedingungen
          </Link>
        </nav>
      </header>
      {notice && NOTICE_TEXTS[notice] && <Alert kind="success">{NOTICE_TEXTS[notice]}</Alert>}
      {children}
    </main>
  );
}

/** Instead of the writing form: what she must do first. */
export function WritePrompt({
  state,
  loginTo,
  guidelinesTo,
}: {
  state: "login" | "guest" | "guidelines";
  loginTo: string;
  guidelinesTo: string;
}) {
  if (state === "login")
    return (
      <p className="community-prompt">
        Um mitzuschreiben, <Link to={loginTo}>melden Sie sich bitte an</Link>. Lesen können Sie ohne Anmeldung.
      </p>
    );
  if (state === "guest")
    return (
      <p className="community-prompt">
        Mit einem Gastzugang können Sie in der Community nicht schreiben. Bitte legen Sie ein Kundenkonto an.
      </p>
    );
  return (
    <p className="community-prompt" data-testid="community-guidelines-prompt">
      Bevor Sie schreiben, lesen und akzeptieren Sie bitte die <Link to={guidelinesTo}>Nutzungsbedingungen der Community</Link>.
    </p>
  );
}
