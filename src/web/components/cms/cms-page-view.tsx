/**
 * A CMS page as visitors see it (decision 0065): its title and its body, rendered and sanitised on the
 * server (the HTML comes only from the CMS's renderer). The preview shows exactly this under a marker.
 */
export interface ShownCmsPage {
  Title: string;
  Html: string;
}

export function CmsPageView({ page, preview }: { page: ShownCmsPage; preview?: { note: string } }) {
  return (
    <main className="container news article cms-page">
      {preview && (
        <p className="cms-preview-marker" role="status">
          <strong>Vorschau</strong> – {preview.note}
        </p>
      )}
      <article>
        <h1>{page.Title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the CMS and sanitised on the server (decision 0056). */}
        <div className="article-body cms-body" dangerouslySetInnerHTML={{ __html: page.Html }} />
      </article>
    </main>
  );
}
