import type { LegalPage } from "../../../domain/site/legal-pages.ts";

/** Impressum and Datenschutzerklärung: headings and paragraphs, never HTML from data. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <main className="container news legal-page">
      <h1>{page.title}</h1>
      {page.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
