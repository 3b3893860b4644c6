import { randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "../auth/actor";
import { tokenCostOf } from "../config";
import { db, type Tx } from "../db/client";
import { toNullableJson } from "../db/json";
import type { Prisma } from "../db/generated/client";
import { moveTokens } from "../accounts/ledger";
import { afterGenerationCommitted, queueGeneration } from "../generation/dispatch";
import { idempotencyKeyOf, requestHash, withIdempotencyKey } from "../idempotency";
import { requireProject } from "../projects/service";
import { slugify } from "../slug";
import type { AdRequest } from "../../shared/ad-request";
import { adInclude, serializeAds } from "./serializer";
import { provisionalAdName } from "../generation/naming";
import { validateAdRequest, type PlannedRequest } from "./service";
import type { AdJson } from "./shapes";
import { editPriceOf } from "../../shared/ad-editor";
import { designOfAd, type AdDesign } from "../generation/design";
import { leadPhotoId } from "../assets/render-images";

/**
 * A new ad made from an edit (./edit.ts): its design choices, and when the edit kept the words, the
 * words, language and music it is re-rendered with (only the render steps run, at the edit price).
 */
export type FromEdit = {
  design: AdDesign;
  keptWords: { editableCopy: Record<string, string>; copySources: Record<string, string>; language: string | null; music: unknown } | null;
};

type AdsBody = { ad: AdJson; ads: AdJson[] };
/** The response body, and whether it is the stored answer of an earlier request with the same key. */
export type CreateAdsResult = AdsBody & { replayed: boolean };

async function responseFor(adIds: string[]): Promise<AdsBody> {
  const prisma = await db();
  const rows = await prisma.ad.findMany({ where: { id: { in: adIds } }, include: adInclude });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ads = await serializeAds(adIds.map((id) => byId.get(id)!).filter(Boolean));
  return { ad: ads[0], ads };
}

/** A stored answer, or the ads of a first request that committed but had not stored its answer yet. */
async function replayBody(stored: unknown): Promise<AdsBody | null> {
  const body = stored as { ad?: AdJson; ads?: AdJson[]; ad_ids?: string[] } | null;
  if (body?.ad && body.ads) return { ad: body.ad, ads: body.ads };
  const result = await responseFor(body?.ad_ids ?? []);
  return result.ad ? result : null;
}

/** Creates the requested variants, charges their tokens and queues their generation; once per Idempotency-Key. */
export async function createAds(
  actor: Actor,
  projectRef: string,
  input: unknown,
  options: { idempotencyKey?: string | null; fromEdit?: FromEdit } = {},
): Promise<CreateAdsResult> {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  // An edit is planned on its own design (layout variant, photo), as it will be rendered.
  const request = await validateAdRequest(prisma, project, input, { design: options.fromEdit?.design });
  const key = idempotencyKeyOf(options.idempotencyKey);
  // The request as it will be carried out: two bodies that mean the same thing hash the same.
  // The plans are not part of it: they depend on the project's earlier ads, which a retry has added to.
  const { plans, ...asked } = request;
  // The photo the ads are drawn with, pinned: its id is in each ad's design, and a newer upload does not
  // change it. Read before the transaction: the embedded database has one connection, which it holds.
  const photo = options.fromEdit ? null : await leadPhotoId(project.id);
  const hash = requestHash({ ...asked, pinned: request.pinned?.id ?? null, project_id: project.id, from_edit: options.fromEdit ?? null });
  const { result, replayed } = await withIdempotencyKey(
    actor,
    { scope: "ads.create", key, hash },
    async (claim) => {
      const adIds = await prisma.$transaction(async (tx) => {
        const ids = Array.from({ length: request.variantCount }, () => randomUUID());
        await claim(tx, { ad_ids: ids });
        await insertAds(tx, actor, project, { ...asked, plans }, ids, photo, options.fromEdit);
        await queueGeneration(tx, ids);
        return ids;
      });
      await afterGenerationCommitted(adIds);
      return responseFor(adIds);
    },
    replayBody,
  );
  return { ...result, replayed };
}

type Project = Awaited<ReturnType<typeof requireProject>>;

/** The token charge and one `generating` ad per variant. */
async function insertAds(tx: Tx, actor: Actor, project: Project, request: PlannedRequest, adIds: string[], photo: string | null, fromEdit?: FromEdit) {
  const rerender = Boolean(fromEdit?.keptWords);
  const cost = rerender ? editPriceOf(tokenCostOf(request.output)) : tokenCostOf(request.output);
  const batchId = randomUUID();

  await moveTokens(tx, {
    organizationId: actor.organizationId,
    delta: -cost * request.variantCount,
    reason: "charge",
    adId: adIds[0],
    note: rerender
      ? `edit re-rendered: ${cost} tokens (${request.output})`
      : `ads batch ${batchId}: ${request.variantCount} x ${cost} tokens (${request.output})`,
  });
  for (const [index, id] of adIds.entries()) {
    // Unnamed ads are named from their style and headline once the copy is written (./naming.ts).
    const name = request.name
      ? request.variantCount > 1 ? `${request.name} #${index + 1}` : request.name
      : provisionalAdName(project.name, request.output, request.variantCount, index);
    const row = adRowData(actor, project, request, { id, batchId, variantIndex: index, name, tokenCost: cost });
    // The variant's plan, which the pipeline renders (an edit's was made on the edit's design). A re-render
    // draws the editor's words as they are (their fit on that design was checked before the charge, edit.ts):
    // it keeps no plan, whose words would be the request's, not the ad's.
    const design = { ...designOfAd({ design: null, variantIndex: index }), photo_asset_id: photo };
    const plan = toNullableJson(request.plans[index]);
    await tx.ad.create({ data: fromEdit ? { ...row, ...editedRowData(fromEdit), ...(fromEdit.keptWords ? {} : { plan }) } : { ...row, design, plan } });
  }
}

/** An edited ad's design, and for a re-render its words and music (the style is pinned by the request). */
function editedRowData({ design, keptWords }: FromEdit) {
  if (!keptWords) return { design };
  return { design, rerender: true, editableCopy: keptWords.editableCopy, copySources: keptWords.copySources, language: keptWords.language, music: toNullableJson(keptWords.music) };
}

/** One `generating` ad of a valid request, as stored (shared with catalog batches, which add their item). */
export function adRowData(
  actor: Actor,
  project: Project,
  request: AdRequest,
  row: { id: string; batchId: string; variantIndex: number; name: string; tokenCost: number },
) {
  return {
    id: row.id,
    organizationId: actor.organizationId,
    projectId: project.id,
    audienceId: request.audienceId,
    batchId: row.batchId,
    variantIndex: row.variantIndex,
    slug: `${slugify(row.name).slice(0, 50).replace(/-+$/, "")}-${randomBytes(3).toString("hex")}`,
    name: row.name,
    status: "generating",
    output: request.output,
    videoStyle: request.videoStyle,
    musicRequest: request.music,
    durationSeconds: request.durationSeconds,
    styleScope: request.styleScope,
    styleCategory: request.pinned?.category ?? null,
    templateKey: request.pinned ? request.pinned.template_key || null : null,
    memeBase: request.pinned ? request.pinned.meme_base || null : null,
    pinnedStyle: Boolean(request.pinned),
    characterDirection: request.characterDirection,
    prompt: request.prompt,
    copyInput: request.copy,
    copyMode: request.copyMode,
    cta: request.cta,
    placements: request.placements,
    tags: request.tags,
    tokenCost: row.tokenCost,
  } satisfies Prisma.AdUncheckedCreateInput;
}
