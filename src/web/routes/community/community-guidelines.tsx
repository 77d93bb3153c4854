/**
 * /community/nutzungsbedingungen (spec §2, §4, decision 0069): the guidelines in force with their version;
 * a signed-in member who has not accepted this version accepts it here (stored with version and time)
 * and goes back to where she wanted to write (`?zurueck=`, a community page only).
 */
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/community-guidelines";
import { safeCommunityReturn } from "../../../domain/community/community-paths.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { loginUrl } from "../../../domain/account/login-flow.ts";
import type { FormProblem } from "../../lib/form-problem.ts";
import { noticeOf, orErrorPage } from "../../lib/page.server.ts";
import { Alert } from "../../components/account/form-fields.tsx";
import { CommunityFrame, WritePrompt } from "../../components/community/community-frame.tsx";
import { COMMUNITY_NOTICES, communityAction, communityCaller } from "./community.server.ts";
import "../../components/community/community.css";

export function meta() {
  return [
    { title: "Nutzungsbedingungen der Community | Heizöl-Marktplatz" },
    {
      name: "description",
      content: "Die Regeln der Community des Heizöl-Marktplatzes: respektvoll, ohne Werbung, ohne persönliche Daten.",
    },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const guidelines = await orErrorPage(() => context.services.community.readGuidelines({ caller: communityCaller(context) }));
  return {
    guidelines,
    user: context.user ? (context.user.isGuest ? ("guest" as const) : ("member" as const)) : null,
    back: safeCommunityReturn(new URL(request.url).searchParams.get("zurueck")),
    notice: noticeOf(request, COMMUNITY_NOTICES),
    locale: context.country,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return communityAction(request, context, { here: new URL(request.url).pathname });
}

/** The plain text's "## " lines as headings, blank lines between paragraphs. */
function GuidelinesText({ text }: { text: string }) {
  return (
    <div className="community-guidelines">
      {text.split(/\n\s*\n/).map((block, i) => {
        const [first, ...rest] = block.split("\n");
        if (!first.startsWith("## ")) return <p key={i}>{block}</p>;
        return (
          <div key={i}>
            <h2>{first.slice(3)}</h2>
            {rest.length > 0 && <p>{rest.join(" ")}</p>}
          </div>
        );
      })}
    </div>
  );
}

export default function CommunityGuidelinesPage({ loaderData }: Route.ComponentProps) {
  const { guidelines, user, back, notice, locale } = loaderData;
  const problem = useActionData<FormProblem>();
  return (
    <CommunityFrame current="regeln" back={back} notice={notice}>
      <h1>Nutzungsbedingungen der Community</h1>
      <p className="community-lead">
        Fassung {guidelines.Version} vom {formatDate(guidelines.PublishedAt, "shortD", locale, locale.timeZone)}
      </p>
      {user === "member" && !guidelines.Accepted && (
        <Alert kind="info">
          {guidelines.AcceptedVersion === null
            ? "Bitte lesen Sie die Nutzungsbedingungen und akzeptieren Sie sie unten, bevor Sie Ihren ersten Beitrag schreiben."
            : "Die Nutzungsbedingungen wurden geändert. Bitte lesen Sie die neue Fassung und akzeptieren Sie sie, bevor Sie wieder schreiben."}
        </Alert>
      )}
      <GuidelinesText text={guidelines.Text} />
      {user === "member" ? (
        guidelines.Accepted ? (
          <p className="community-prompt">Sie haben diese Fassung akzeptiert.</p>
        ) : (
          <Form method="post" className="community-form" data-testid="community-accept">
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="Version" value={guidelines.Version} />
            <input type="hidden" name="zurueck" value={back} />
            {problem && (
              <p className="community-form__problem" role="alert">
                {problem.message}
              </p>
            )}
            <label className="community-guidelines__accept">
              <input type="checkbox" name="gelesen" required /> Ich habe die Nutzungsbedingungen (Fassung {guidelines.Version}) gelesen und
              halte mich daran.
            </label>
            <div className="community-form__actions">
              <button type="submit" className="button button--primary">
                Akzeptieren und weiter
              </button>
            </div>
          </Form>
        )
      ) : (
        <WritePrompt state={user === "guest" ? "guest" : "login"} loginTo={loginUrl(back)} guidelinesTo="" />
      )}
    </CommunityFrame>
  );
}
