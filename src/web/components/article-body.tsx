/** Renders stored article text: blank lines separate paragraphs, "## " starts a sub-heading. Never HTML. */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="article-body">
      {content.split(/\n\s*\n/).map((block, i) => {
        const lines = block.trim().split("\n");
        if (lines[0].startsWith("### ")) {
          return (
            <section key={i}>
              <h3>{lines[0].slice(4)}</h3>
              {lines.length > 1 && <p>{lines.slice(1).join(" ")}</p>}
            </section>
          );
        }
        if (lines[0].startsWith("## ")) {
          return (
            <section key={i}>
              <h2>{lines[0].slice(3)}</h2>
              {lines.length > 1 && <p>{lines.slice(1).join(" ")}</p>}
            </section>
          );
        }
        return <p key={i}>{lines.join(" ")}</p>;
      })}
    </div>
  );
}
