/**
 * /community and /community/mex (spec §2, decision 0069): a category's threads, newest first, readable
 * without JavaScript. "Weitere laden" is a link: the list keeps its first post (newestPostId, `?neueste=`)
 * and grows by a page (`?anzahl=`), back to where she was (the last post's anchor, lastPostId). Another
 * category is a plain link without those, so the loaded posts and ids start afresh (spec §4).
 */
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/community-list";
import { categoryOf, guidelinesPathFor, threadPath } from "../../../domain/community/community-paths.ts";
import { excerptOf } from "../../../domain/community/post-text.ts";
import { COMMUNITY_LIMITS } from "../../../domain/community/write-rules.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { noticeOf, orErrorPage } from "../../lib/page.server.ts";
import { CommunityFrame, WritePrompt } from "../../components/community/community-frame.tsx";
import { PostForm } from "../../components/community/post-forms.tsx";
import { PostMeta } from "../../components/community/post-meta.tsx";
import { COMMUNITY_NOTICES, communityAction, communityCaller, writeState } from "./community.server.ts";
import "../../components/community/community.css";

const INTRO = {
  allgemein: "Fragen und Erfahrungen rund um Heizöl: jetzt kaufen oder warten, Verbrauch, Lieferung und Tank.",
  mex: "Austausch unter Nutzern der mex-Tanksensoren: Füllstände, Warnungen und Einbau.",
} as const;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = data.category.id === "mex" ? "mex-Tanksensoren – Community" : "Community";
  return [{ title: `${title} | Heizöl-Marktplatz` }, { name: "description", content: INTRO[data.category.id] }];
}

const countParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, COMMUNITY_LIMITS.maxShown) : COMMUNITY_LIMITS.pageSize;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = categoryOf(url.pathname.replace(/\/+$/, "").toLowerCase() === "/community/mex" ? "mex" : "allgemein");
  const newest = Number(url.searchParams.get("neueste"));
  const size = countParam(url.searchParams.get("anzahl"));
  const list = await orErrorPage(() =>
    context.services.community.listPosts({
      caller: communityCaller(context),
      category: category.id,
      upTo: Number.isInteger(newest) && newest > 0 ? newest : undefined,
      size,
    }),
  );
  return { category, list, size, write: await writeState(context), notice: noticeOf(request, COMMUNITY_NOTICES), locale: context.country };
}

export async function action({ request, context }: Route.ActionArgs) {
  return communityAction(request, context, { here: new URL(request.url).pathname });
}

export default function CommunityListPage({ loaderData }: Route.ComponentProps) {
  const { category, list, size, write, notice, locale } = loaderData;
  const problem = useActionData<FormProblem>();
  const more = `${category.path}?neueste=${list.NewestPostId}&anzahl=${size + COMMUNITY_LIMITS.pageSize}#beitrag-${list.LastPostId}`;
  return (
    <CommunityFrame current={category.id} notice={notice}>
      <h1>{category.id === "mex" ? "Community: mex-Tanksensoren" : "Community: Heizöl-Fragen und Erfahrungen"}</h1>
      <p className="community-lead">{INTRO[category.id]}</p>

      <section aria-labelledby="neues-thema">
        <h2 id="neues-thema">Neues Thema</h2>
        {write === "write" ? (
          <PostForm intent="new" category={category.id} problem={problem} submitLabel="Thema veröffentlichen" withTitle />
        ) : (
          <WritePrompt state={write} loginTo={loginUrl(category.path)} guidelinesTo={guidelinesPathFor(category.path)} />
        )}
      </section>

      <section aria-labelledby="themen">
        <h2 id="themen">Themen</h2>
        {list.Posts.length === 0 ? (
          <p>Noch keine Themen. Stellen Sie die erste Frage!</p>
        ) : (
          <ul className="community-list" data-testid="community-threads">
            {list.Posts.map((p) => (
              <li key={p.Id} id={`beitrag-${p.Id}`} className="community-card">
                <h3 className="community-card__title">
                  <Link to={threadPath(p.Id)}>{p.Title}</Link>
                </h3>
                <PostMeta name={p.AuthorName} badges={p.Badges} createdAt={p.CreatedAt} editedAt={p.EditedAt} locale={locale} />
                <p className="community-card__excerpt">{excerptOf(p.Text)}</p>
                <p className="community-card__replies">
                  {p.ReplyCount === 0 ? "Noch keine Antwort" : p.ReplyCount === 1 ? "1 Antwort" : `${p.ReplyCount} Antworten`}
                </p>
              </li>
            ))}
          </ul>
        )}
        {list.HasMore && size < COMMUNITY_LIMITS.maxShown && (
          <p className="community-more">
            <Link to={more} className="button button--secondary" preventScrollReset>
              Weitere laden
            </Link>
          </p>
        )}
      </section>
    </CommunityFrame>
  );
}
