/**
 * A thread: /community/beitrag/{postId} (decision 0069), indexable with its canonical address (the root
 * writes it without the query). Its first post and the replies under it, each with "hilfreich", "Melden",
 * and for her own "Bearbeiten" (15 minutes) and "Löschen" — each a plain form or a link that opens the form
 * in the page (`?melden=`, `?bearbeiten=`, `?loeschen=`), so everything works without JavaScript.
 */
import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/community-thread";
import { categoryOf, guidelinesPathFor, postPath, threadPath } from "../../../domain/community/community-paths.ts";
import type { CommunityReply } from "../../../domain/community/community.schemas.ts";
import { excerptOf } from "../../../domain/community/post-text.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import type { Locale } from "../../../domain/shared/countries.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { noticeOf, orErrorPage } from "../../lib/page.server.ts";
import { CommunityFrame, WritePrompt } from "../../components/community/community-frame.tsx";
import { PostForm, ReportForm } from "../../components/community/post-forms.tsx";
import { PostMeta } from "../../components/community/post-meta.tsx";
import { PostText } from "../../components/community/post-text.tsx";
import { COMMUNITY_NOTICES, communityAction, communityCaller, writeState } from "./community.server.ts";
import "../../components/community/community.css";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.post.Title} | Community | Heizöl-Marktplatz` },
    { name: "description", content: excerptOf(data.post.Text, 155) },
    { property: "og:type", content: "article" },
  ];
}

const idOf = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idOf(params.postId);
  if (id === null) throw new Response(null, { status: 404 });
  const post = await orErrorPage(() => context.services.community.readPost({ caller: communityCaller(context), id }));
  // A reply's own address leads to its place in the thread.
  if (post.FkCommunityPostParentId !== null) throw redirect(postPath(post.FkCommunityPostParentId, post.Id), 301);
  const q = new URL(request.url).searchParams;
  return {
    post,
    category: categoryOf(post.Category),
    write: await writeState(context),
    signedIn: context.user !== null && !context.user.isGuest,
    open: { edit: idOf(q.get("bearbeiten")), remove: idOf(q.get("loeschen")), report: idOf(q.get("melden")) },
    notice: noticeOf(request, COMMUNITY_NOTICES),
    locale: context.country,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const threadId = idOf(params.postId) ?? 0;
  const category = await context.services.community
    .readPost({ caller: null, id: threadId })
    .then((p) => categoryOf(p.Category).path)
    .catch(() => "/community");
  return communityAction(request, context, { here: threadPath(threadId), threadId, listPath: category });
}

type Open = { edit: number | null; remove: number | null; report: number | null };

function PostActions({ post, threadId, signedIn, open }: { post: CommunityReply; threadId: number; signedIn: boolean; open: Open }) {
  const at = (param: string) => `${threadPath(threadId)}?${param}=${post.Id}#beitrag-${post.Id}`;
  return (
    <div className="community-actions">
      {signedIn && !post.Own ? (
        <Form method="post">
          <input type="hidden" name="intent" value="helpful" />
          <input type="hidden" name="id" value={post.Id} />
          <button type="submit" className="community-link" aria-pressed={post.MarkedHelpful}>
            {post.MarkedHelpful ? "Hilfreich ✓" : "Hilfreich"}
          </button>
        </Form>
      ) : null}
      {post.HelpfulCount > 0 && (
        <span>{post.HelpfulCount === 1 ? "1 Person fand das hilfreich" : `${post.HelpfulCount} Personen fanden das hilfreich`}</span>
      )}
      {post.Editable && open.edit !== post.Id && <Link to={at("bearbeiten")}>Bearbeiten</Link>}
      {post.Own && open.remove !== post.Id && <Link to={at("loeschen")}>Löschen</Link>}
      {!post.Own && open.report !== post.Id && (
        <Link to={at("melden")} rel="nofollow">
          Melden
        </Link>
      )}
    </div>
  );
}

function PostBody(props: {
  post: CommunityReply;
  threadId: number;
  signedIn: boolean;
  open: Open;
  problem: FormProblem | undefined;
  locale: Locale;
  reply: boolean;
}) {
  const { post, threadId, open, problem, locale, reply } = props;
  const back = `${threadPath(threadId)}#beitrag-${post.Id}`;
  if (post.Status !== "visible")
    return (
      <article id={`beitrag-${post.Id}`} className={`community-post community-post--gone${reply ? " community-post--reply" : ""}`}>
        {post.Status === "deleted" ? "Dieser Beitrag wurde gelöscht." : "Dieser Beitrag ist ausgeblendet und wird von uns geprüft."}
      </article>
    );
  return (
    <article id={`beitrag-${post.Id}`} className={`community-post${reply ? " community-post--reply" : ""}`} data-testid="community-post">
      <PostMeta name={post.AuthorName} badges={post.Badges} createdAt={post.CreatedAt} editedAt={post.EditedAt} locale={locale} />
      {open.edit === post.Id && post.Editable ? (
        <PostForm
          intent="edit"
          postId={post.Id}
          problem={problem}
          values={{ Title: post.Title ?? "", Text: post.Text }}
          withTitle={!reply}
          submitLabel="Änderung speichern"
          cancelTo={back}
        />
      ) : (
        <PostText text={post.Text} />
      )}
      <PostActions {...props} />
      {open.remove === post.Id && post.Own && (
        <Form method="post" className="community-form" data-testid="community-delete-confirm">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={post.Id} />
          <p>
            {reply
              ? "Diese Antwort wirklich löschen?"
              : "Dieses Thema wirklich löschen? Die Antworten anderer sind dann nicht mehr zu sehen."}
          </p>
          <div className="community-form__actions">
            <button type="submit" className="button button--primary">
              Ja, löschen
            </button>
            <Link to={back} className="button button--secondary">
              Nein, behalten
            </Link>
          </div>
        </Form>
      )}
      {open.report === post.Id && !post.Own && <ReportForm postId={post.Id} visitor={!props.signedIn} problem={problem} cancelTo={back} />}
    </article>
  );
}

export default function CommunityThreadPage({ loaderData }: Route.ComponentProps) {
  const { post, category, write, signedIn, open, notice, locale } = loaderData;
  const problem = useActionData<FormProblem>();
  const here = threadPath(post.Id);
  const common = { threadId: post.Id, signedIn, open, problem, locale };
  return (
    <CommunityFrame current={category.id} back={category.path} notice={notice}>
      <h1>{post.Title}</h1>
      <PostBody post={post} reply={false} {...common} />
      <section aria-labelledby="antworten">
        <h2 id="antworten">{post.ReplyCount === 1 ? "1 Antwort" : `${post.ReplyCount} Antworten`}</h2>
        {post.ChildPosts.map((r) => (
          <PostBody key={r.Id} post={r} reply {...common} />
        ))}
      </section>
      <section aria-labelledby="antworten-form">
        <h2 id="antworten-form">Antworten</h2>
        {write === "write" ? (
          <PostForm intent="reply" parentId={post.Id} problem={problem} submitLabel="Antwort veröffentlichen" withTitle={false} />
        ) : (
          <WritePrompt state={write} loginTo={loginUrl(here)} guidelinesTo={guidelinesPathFor(here)} />
        )}
      </section>
    </CommunityFrame>
  );
}
