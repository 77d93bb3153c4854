import { postParagraphs } from "../../../domain/community/post-text.ts";

/**
 * A post's plain text (decision 0069): paragraphs, line breaks and web addresses as links. React writes
 * every piece as text, so markup in a post is shown, never run; links are the author's, so they say
 * "ugc nofollow" (no endorsement) and open without a referrer's window handle.
 */
export function PostText({ text }: { text: string }) {
  return (
    <div className="community-post__text">
      {postParagraphs(text).map((lines, p) => (
        <p key={p}>
          {lines.map((pieces, l) => (
            <span key={l}>
              {l > 0 && <br />}
              {pieces.map((piece, i) =>
                piece.kind === "link" ? (
                  <a key={i} href={piece.href} rel="ugc nofollow noopener" target="_blank">
                    {piece.text}
                  </a>
                ) : (
                  piece.text
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
