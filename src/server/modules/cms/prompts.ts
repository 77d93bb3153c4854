import { desc, eq, sql } from "drizzle-orm";
import { cmsPrompts, cmsPromptVersions, users } from "../../../db/schema/index.ts";
import type { CmsPrompt } from "../../../domain/cms/cms.schemas.ts";
import { PROMPTS, type PromptDefinition, promptById, promptProblem } from "../../../domain/cms/prompts.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";
import { recordAudit } from "../../platform/audit.ts";
import { CMS_CACHE_PREFIX, type CmsActor, type CmsDeps } from "./cms.deps.ts";

const editorName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

function definition(id: string): PromptDefinition {
  const def = promptById(id);
  if (!def) throw new AppError("CMS_PROMPT_NOT_FOUND");
  return def;
}

const view = (
  def: PromptDefinition,
  row?: { text: string | null; version: number; updatedAt: Date; updatedBy: string | null },
): CmsPrompt => ({
  Id: def.id,
  Label: def.label,
  UsedIn: def.usedIn,
  Text: row?.text ?? def.defaultText,
  DefaultText: def.defaultText,
  IsDefault: row?.text == null,
  Placeholders: Object.keys(def.placeholders),
  Version: row?.version ?? 0,
  UpdatedAt: row?.updatedAt.toISOString() ?? null,
  UpdatedBy: row?.updatedBy ?? null,
});

async function rows(deps: Pick<CmsDeps, "db">) {
  const found = await deps.db
    .select({
      id: cmsPrompts.id,
      text: cmsPrompts.text,
      version: cmsPrompts.version,
      updatedAt: cmsPrompts.updatedAt,
      updatedBy: editorName,
    })
    .from(cmsPrompts)
    .leftJoin(users, eq(users.id, cmsPrompts.updatedByUserId));
  return new Map(found.map((r) => [r.id, r]));
}

/** GET /api/support/cms/prompts: every prompt of the product with its text now. */
export async function listPrompts(deps: Pick<CmsDeps, "db">): Promise<CmsPrompt[]> {
  const stored = await rows(deps);
  return PROMPTS.map((def) => view(def, stored.get(def.id)));
}

/** GET /api/support/cms/prompts/{id}. */
export async function getPrompt(deps: Pick<CmsDeps, "db">, id: string): Promise<CmsPrompt> {
  const def = definition(id);
  return view(def, (await rows(deps)).get(def.id));
}

export async function promptVersions(deps: Pick<CmsDeps, "db">, id: string) {
  definition(id);
  const found = await deps.db
    .select({
      version: cmsPromptVersions.version,
      text: cmsPromptVersions.text,
      createdAt: cmsPromptVersions.createdAt,
      author: editorName,
    })
    .from(cmsPromptVersions)
    .leftJoin(users, eq(users.id, cmsPromptVersions.authorUserId))
    .where(eq(cmsPromptVersions.promptId, id))
    .orderBy(desc(cmsPromptVersions.version));
  return found.map((r) => ({ Version: r.version, Text: r.text, CreatedAt: r.createdAt.toISOString(), Author: r.author }));
}

/**
 * PUT /api/support/cms/prompts/{id}: a new version of the text (null: back to the default), only on top of the
 * version the editor started from (0 for a prompt never saved); an unknown placeholder is refused in German.
 * Audit "cms.prompt.update" or "cms.prompt.reset".
 */
export async function savePrompt(
  deps: CmsDeps,
  { actor, id, text, version }: { actor: CmsActor; id: string; text: string | null; version: number },
): Promise<CmsPrompt> {
  const def = definition(id);
  const normalised = text === null ? null : text.replace(/\r\n?/g, "\n").trim();
  if (normalised !== null) {
    const problem = promptProblem(def, normalised);
    if (problem) throw new AppError("CMS_PROMPT_INVALID", { message: problem, field: "Text" });
  }
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(cmsPrompts).where(eq(cmsPrompts.id, id)).for("update");
    if ((current?.version ?? 0) !== version) throw new AppError("CMS_VERSION_CONFLICT");
    const next = version + 1;
    const values = { text: normalised, version: next, updatedAt: deps.now(), updatedByUserId: actor.id };
    if (current) await tx.update(cmsPrompts).set(values).where(eq(cmsPrompts.id, id));
    else await tx.insert(cmsPrompts).values({ id, ...values });
    await tx.insert(cmsPromptVersions).values({ promptId: id, version: next, text: normalised, authorUserId: actor.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: normalised === null ? "cms.prompt.reset" : "cms.prompt.update",
      targetKind: "cms_prompt",
      targetId: id,
      before: { Version: version, Text: current?.text ?? null },
      after: { Version: next, Text: normalised },
      requestId: actor.requestId,
    });
  });
  await deps.cache.invalidatePrefix(CMS_CACHE_PREFIX);
  return getPrompt(deps, id);
}

/** The text a template uses now (the editors' or the default), cached under "cms:" until the next save. */
export async function promptText(deps: Pick<CmsDeps, "db" | "cache">, id: string): Promise<string> {
  const def = definition(id);
  return deps.cache.getOrLoad(`${CMS_CACHE_PREFIX}prompt:${id}`, cacheTtlMs("news"), async () => {
    const [row] = await deps.db.select({ text: cmsPrompts.text }).from(cmsPrompts).where(eq(cmsPrompts.id, id));
    return row?.text ?? def.defaultText;
  });
}
