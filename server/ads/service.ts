import { z } from "zod";
import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { replaceIdentifiers } from "../external-identifiers";
import { errors } from "../errors";
import { planAd } from "../generation/plan";
import { planContextOf, withCatalogItem, type PlanSource } from "../generation/plan/context";
import type { AdPlan } from "../generation/plan/shape";
import { findPage, type Page } from "../http/pagination";
import { requireProject } from "../projects/service";
import { idOrSlug, parseInput, storedEnum } from "../validation";
import { updateAdSchema } from "./schema";
import { parseAdRequest, type AdRequest } from "../../shared/ad-request";
import { adInclude, serializeAds } from "./serializer";
import { recommendedAdId } from "./qa-verdict";
import { designOfAd, type AdDesign } from "../generation/design";
import { adProgressJson } from "../generation/progress-shape";
import { AD_STATUSES, type AdJson } from "./shapes";

type ProjectRow = Awaited<ReturnType<typeof requireProject>>;

/** A valid request and the plan of each of its variants (server/generation/plan), made before any charge. */
export type PlannedRequest = AdRequest & { plans: AdPlan[] };

type Audience = PlanSource["audience"];

/**
 * The request's own checks: the shared validator and the audience (by UUID or slug, like its own endpoint;
 * the request carries its id from here on). Every problem in one `validation_failed`.
 */
export async function checkAdRequest(tx: Tx, project: ProjectRow, input: unknown): Promise<{ request: AdRequest; audience: Audience }> {
  const result = parseAdRequest(input);
  const details = result.ok ? [] : [...result.details];
  const audienceRef = (input as { audience_id?: unknown } | null)?.audience_id;
  let audience: { id: string; name: string; description: string | null; rules: string | null } | null = null;
  if (typeof audienceRef === "string" && audienceRef.trim()) {
    const found = await tx.audience.findFirst({ where: { projectId: project.id, ...idOrSlug(audienceRef.trim()) }, select: { id: true, name: true, description: true, rules: true } });
    if (found) audience = found;
    else details.push(`ad.audience_id: no audience with this id or slug in project "${project.slug}"`);
  }
  if (details.length || !result.ok) throw errors.validation(details);
  return { request: { ...result.value, audienceId: audience?.id ?? null }, audience };
}

/**
 * The full validation of an ad request for `project`: its own checks, then the plan of every variant
 * (style, copy, each placement laid out; an edit's on the edit's design), merged into one
 * `validation_failed` with one detail per problem. No token is touched before this passes, and a plan that
 * passed renders.
 */
export async function validateAdRequest(tx: Tx, project: ProjectRow, input: unknown, options: { design?: AdDesign } = {}): Promise<PlannedRequest> {
  const { request, audience } = await checkAdRequest(tx, project, input);
  const plans = await planVariants(project, request, audience, options.design ?? null);
  if (!plans.ok) throw errors.validation(plans.problems);
  return { ...request, plans: plans.plans };
}

/** Every variant's plan, or the first refusal (the variants share their request: one says it for all). */
async function planVariants(project: ProjectRow, request: AdRequest, audience: Audience, design: AdDesign | null) {
  const context = await planContextOf({ organizationId: project.organizationId, project, audience, request, catalogItem: null, design, batchId: null, createdAt: new Date() });
  const plans: AdPlan[] = [];
  for (let index = 0; index < request.variantCount; index++) {
    // Laid out from the layout variant the ad's design will hold (create.ts pins it), as the render starts from it.
    const planned = await planAd(context, index, designOfAd({ design, variantIndex: index }).layout);
    if (!planned.plan) return { ok: false as const, problems: planned.problems };
    plans.push(planned.plan);
  }
  return { ok: true as const, plans };
}

/**
 * The plan of each catalog item's ad (server/ad-batches): the request planned with the item, whose words
 * lead its copy and whose photo is its only one, as its ad will be rendered (variant 0, the batch's one
 * look). The refusals name the item.
 */
export async function planItems(project: ProjectRow, request: AdRequest, audience: Audience, items: { item_id: string }[]) {
  const plans: AdPlan[] = [];
  const problems: string[] = [];
  const batch = await planContextOf({ organizationId: project.organizationId, project, audience, request, catalogItem: null, design: null, batchId: null, createdAt: new Date() });
  for (const item of items) {
    const context = await withCatalogItem(batch, item);
    const planned = await planAd(context, 0, designOfAd({ design: null, variantIndex: 0 }).layout);
    if (planned.plan) plans.push(planned.plan);
    else problems.push(...planned.problems.map((problem) => problem.replace(/^([\w.]+): /, `$1: item "${item.item_id.slice(0, 60)}": `)));
  }
  return problems.length ? { ok: false as const, problems } : { ok: true as const, plans };
}

export async function requireAd(tx: Tx, actor: Actor, projectRef: string | null, adRef: string) {
  const project = projectRef ? await requireProject(tx, actor, projectRef) : null;
  const ad = await tx.ad.findFirst({
    where: { organizationId: actor.organizationId, ...(project ? { projectId: project.id } : {}), ...idOrSlug(adRef) },
    include: adInclude,
  });
  if (!ad) throw errors.notFound("Ad");
  return ad;
}

export async function listAds(actor: Actor, page: Page, projectRef?: string, filter: { batchId?: string | null } = {}) {
  const prisma = await db();
  const project = projectRef ? await requireProject(prisma, actor, projectRef) : null;
  const batchId = filter.batchId ? parseInput(batchIdSchema, filter.batchId, "batch_id") : null;
  const scope = { organizationId: actor.organizationId, ...(project ? { projectId: project.id } : {}), ...(batchId ? { batchId } : {}) };
  const { items, nextCursor } = await findPage(page, scope, (query) => prisma.ad.findMany({ ...query, include: adInclude }));
  const ads = await serializeAds(items);
  // The variants of one request: the one to use first, by the QA verdict (server/ads/qa-verdict.ts).
  return { ads, next_cursor: nextCursor, ...(batchId ? { recommended_ad_id: recommendedAdId(ads) } : {}) };
}

const batchIdSchema = z.uuid({ error: "must be the batch_id of an ad (a UUID)" });

/**
 * The ids a wait on ads watches (server/ads/wait.ts): the ad named by `adRef`, or every ad of the batch.
 * Scoped like the reads, so another account's ad is a 404 before any waiting.
 */
export async function watchedAdIds(actor: Actor, projectRef: string, target: { adRef: string } | { batchId: string }): Promise<string[]> {
  const prisma = await db();
  if ("adRef" in target) return [(await requireAd(prisma, actor, projectRef, target.adRef)).id];
  const project = await requireProject(prisma, actor, projectRef);
  const batchId = parseInput(batchIdSchema, target.batchId, "batch_id");
  const rows = await prisma.ad.findMany({ where: { organizationId: actor.organizationId, projectId: project.id, batchId }, select: { id: true } });
  return rows.map((row) => row.id);
}

export async function getAd(actor: Actor, projectRef: string | null, adRef: string): Promise<AdJson> {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  return (await serializeAds([ad]))[0];
}

/** Where an ad's generation is, alone: what a client polls for a progress bar without fetching the whole ad. */
export async function getAdProgress(actor: Actor, projectRef: string, adRef: string) {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  return { ad_id: ad.id, status: storedEnum(AD_STATUSES, ad.status), progress: adProgressJson.safeParse(ad.progress).data ?? null };
}

export async function updateAd(actor: Actor, projectRef: string | null, adRef: string, input: unknown): Promise<AdJson> {
  const fields = parseInput(updateAdSchema, input, "ad");
  const prisma = await db();
  const id = await prisma.$transaction(async (tx) => {
    const ad = await requireAd(tx, actor, projectRef, adRef);
    const data: Prisma.AdUpdateInput = {};
    if (fields.name !== undefined) data.name = fields.name;
    if (fields.tags !== undefined) data.tags = [...new Set(fields.tags)];
    await tx.ad.update({ where: { id: ad.id }, data });
    if (fields.external_identifiers) {
      await replaceIdentifiers(tx, { organizationId: actor.organizationId, adId: ad.id }, fields.external_identifiers);
    }
    return ad.id;
  });
  return getAd(actor, null, id);
}
