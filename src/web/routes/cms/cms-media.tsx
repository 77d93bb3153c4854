/**
 * /support/cms/media (decision 0065, "Media library"): the CMS's images and PDFs — upload (a plain form, with
 * JavaScript also by drag and drop), where each is used, delete after a confirmation (refused while a page
 * uses it). Editors and marketing open it; admins too.
 */
import { Link, useNavigation } from "react-router";
import "../../components/cms/cms-editor.css";
import "../../components/cms/cms-media.css";
import type { Route } from "./+types/cms-media";
import { Alert } from "../../components/account/form-fields.tsx";
import { MediaGrid } from "../../components/cms/media-grid.tsx";
import { MediaUploadForm } from "../../components/cms/media-upload-form.tsx";
import { loadMediaPage, mediaPageAction, type MediaProblem } from "./cms-media.server.ts";

export function meta() {
  return [{ title: "Mediathek | Inhalte | Backoffice" }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadMediaPage(args);
export const action = (args: Route.ActionArgs) => mediaPageAction(args);

export default function CmsMediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { media, notice } = loaderData;
  const problem = actionData as MediaProblem | undefined;
  const busy = useNavigation().state === "submitting";
  const refusal = problem?.deleteId ? { id: problem.deleteId, message: problem.message } : null;
  const altRefusal = problem?.altId ? { id: problem.altId, message: problem.message, alt: problem.values?.Alt ?? "" } : null;
  const aboutAFile = refusal !== null || altRefusal !== null;
  return (
    <main className="cms-media">
      <p>
        <Link to="/support/cms/list">← Alle Inhaltsseiten</Link>
      </p>
      <h1>Mediathek</h1>
      <p className="bo-lead">
        Bilder und PDF-Dokumente für die Inhaltsseiten. Bilder werden in mehreren Größen als WebP und AVIF gespeichert, ohne Metadaten wie
        Aufnahmeort oder Kamera; das Original wird nicht aufbewahrt.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      {problem && !aboutAFile && <Alert kind="error">{problem.message}</Alert>}
      {/* A new key after each upload empties the form; after a refusal it keeps the typed alt text. */}
      <MediaUploadForm
        key={media[0]?.Id ?? 0}
        alt={aboutAFile ? "" : (problem?.values?.Alt ?? "")}
        errors={aboutAFile ? {} : (problem?.fieldErrors ?? {})}
        busy={busy}
      />
      <h2>Dateien</h2>
      {media.length === 0 ? (
        <p className="bo-muted" data-testid="cms-media-empty">
          Noch keine Dateien. Laden Sie oben ein Bild oder ein PDF hoch; Bilder fügen Sie danach im Editor einer Inhaltsseite mit der
          Schaltfläche „Bild“ ein.
        </p>
      ) : (
        <>
          <p className="bo-muted">
            {media.length === 1 ? "1 Datei, die neueste zuerst." : `${media.length.toLocaleString("de-DE")} Dateien, die neuesten zuerst.`}
          </p>
          <MediaGrid media={media} refusal={refusal} altRefusal={altRefusal} busy={busy} />
        </>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";
