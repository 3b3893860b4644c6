import { createHash } from "node:crypto";
import type { Actor } from "../auth/actor";
import { createAdBatch } from "../ad-batches/service";
import { createAds } from "../ads/create";
import { getAd } from "../ads/service";
import type { AdJson } from "../ads/shapes";
import { clock } from "../clock";
import { db } from "../db/client";
import { errors } from "../errors";
import { MAX_DESCRIPTION_CHARS } from "../projects/schema";
import { requireProject } from "../projects/service";
import { slugify } from "../slug";
import { briefParts } from "./brief";
import { catalogItemsNamed, skusOf, type CatalogBinding } from "./catalog-binding";
import { findFormat, type FormatSpec } from "./formats";
import { manifestOf, previewOf, textOf, trackersOf, urlOf, type FormatRef, type Manifest, type PreviewRender } from "./manifest";

/**
 * build_creative (docs/adcp.md): an AdCP build becomes an adlab ad order in a project, charged, generated
 * and checked by the pipeline like any other, and answered as creative manifests that point at the ad's
 * files. The project is the brand's brief: an existing adlab project (`ext.adlab.project_id`), the
 * project of the ad a sent manifest came from, or one made for the brand domain and the brief.
 */

export type BuildRequest = {
  agentUrl: string;
  message: string | null;
  manifest: Manifest | null;
  creativeId: string | null;
  targets: FormatRef[];
  quality: "draft" | "production";
  brandDomain: string | null;
  projectRef: string | null;
  brandName: string | null;
  brandColors: string[];
  includePreview: boolean;
  idempotencyKey: string | null;
};

/** A build's answer: one creative per target built, the formats the QA gate refused, and what was charged. */
type Built = BuiltCreative[] & { failed: FailedFormat[]; tokensCharged: number; catalogItem: { catalog_id: string; item_id: string; title: string } | null };

type BuiltCreative = { manifest: Manifest; ad: AdJson; spec: FormatSpec; preview: PreviewRender };

/** How long a build waits for the pipeline before answering; stills take seconds, a video about half a minute. */
const BUILD_WAIT_MS = 150_000;
const POLL_MS = 300;
/** `production` orders this many variants and keeps the one with the best QA score (each is charged). */
const PRODUCTION_VARIANTS = 2;


/**
 * What a build takes from the buyer, capped as the adlab fields it becomes (a brief is a project's
 * description, a brand name its name, a manifest's text an ad's copy), and checked first: nothing longer
 * reaches the word count, the language detector or the layout.
 */
const BUILD_CAPS = { message: MAX_DESCRIPTION_CHARS, brand_name: 200, brand_domain: 253, creative_id: 200, project_id: 200, idempotency_key: 255, text_asset: 2000, target_format_ids: 50 };

function capProblems(request: BuildRequest): string[] {
  const over = (field: keyof typeof BUILD_CAPS, value: string | null) => (value && value.length > BUILD_CAPS[field] ? [`${field}: must be at most ${BUILD_CAPS[field]} characters`] : []);
  const texts = Object.entries(request.manifest?.assets ?? {}).filter(([, asset]) => textOf(asset).length > BUILD_CAPS.text_asset);
  return [
    ...over("message", request.message),
    ...over("brand_name", request.brandName),
    ...over("brand_domain", request.brandDomain),
    ...over("creative_id", request.creativeId),
    ...over("project_id", request.projectRef),
    ...over("idempotency_key", request.idempotencyKey),
    ...texts.map(([name]) => `creative_manifest.assets.${name}.content: must be at most ${BUILD_CAPS.text_asset} characters`),
    ...(request.targets.length > BUILD_CAPS.target_format_ids ? [`target_format_ids: must list at most ${BUILD_CAPS.target_format_ids} formats`] : []),
  ];
}

/** Refuses a build over a cap, that names no known target format, or sends nothing to build from (422 with every problem). */
function checkBuild(request: BuildRequest): FormatSpec[] {
  const capped = capProblems(request);
  if (capped.length) throw errors.validation(capped);
  const problems: string[] = [];
  const specs: FormatSpec[] = [];
  if (!request.targets.length) problems.push("target_format_id: is required (or target_format_ids)");
  for (const [i, target] of request.targets.entries()) {
    const spec = findFormat(target.id);
    if (!spec) problems.push(`target_format_ids.${i}.id: unknown format "${target.id}" (list_creative_formats lists them)`);
    else specs.push(spec);
  }
  const outputs = new Set(specs.map((s) => s.output));
  if (outputs.size > 1) problems.push("target_format_ids: still and video formats cannot be built in one call; build them separately");
  if (!request.message?.trim() && !request.manifest && !request.creativeId && !request.projectRef) {
    problems.push("message: is required when no creative_manifest, creative_id or ext.adlab.project_id is sent (it is the brief)");
  }
  if (problems.length) throw errors.validation(problems);
  return specs;
}

/** The synced catalog a manifest's `catalog` asset references (catalog_id, and the item ids it selects). */
function catalogRefOf(manifest: Manifest | null): { catalogId: string; ids: string[] } | null {
  const asset = Object.values(manifest?.assets ?? {}).find((a) => a.asset_type === "catalog" && typeof a.catalog_id === "string");
  if (!asset) return null;
  return { catalogId: String(asset.catalog_id), ids: Array.isArray(asset.ids) ? asset.ids.filter((id): id is string => typeof id === "string") : [] };
}

/** The adlab ad a manifest came from, when its assets point at adlab files (`/projects/<id>/ads/<id>/...`). */
function adOfManifest(manifest: Manifest | null): { projectId: string; adId: string } | null {
  for (const asset of Object.values(manifest?.assets ?? {})) {
    const match = urlOf(asset).match(/\/projects\/([0-9a-f-]{36})\/ads\/([0-9a-f-]{36})\//);
    if (match) return { projectId: match[1], adId: match[2] };
  }
  return null;
}

const BRAND_KEY = "adcp_brand";
const BRIEF_KEY = "adcp_brief";

/**
 * The project a build goes into. A pure brief makes (or reuses, for the same words) a project whose
 * description is the brief itself: the copywriters only ever print the customer's words. The brief is
 * taken as the buyer wrote it, even under the 30 words a project made on the web asks for.
 */
async function projectFor(actor: Actor, request: BuildRequest, headline: string) {
  const prisma = await db();
  if (request.projectRef) return requireProject(prisma, actor, request.projectRef);
  const fromAd = adOfManifest(request.manifest);
  if (fromAd) {
    const found = await prisma.project.findFirst({ where: { id: fromAd.projectId, organizationId: actor.organizationId } });
    if (found) return found;
  }
  if (request.creativeId) {
    const ad = await prisma.ad.findFirst({ where: { organizationId: actor.organizationId, OR: [{ slug: request.creativeId }, ...(isUuid(request.creativeId) ? [{ id: request.creativeId }] : [])] } });
    if (!ad) throw errors.validation([`creative_id: no creative "${request.creativeId}" in this account (list_creatives lists them)`]);
    return requireProject(prisma, actor, ad.projectId);
  }
  const domain = request.brandDomain ?? "unbranded";
  const words = briefParts(request.message ?? "").words;
  const brief = (request.manifest ? [headline, words && !headline ? words : ""] : [words]).filter(Boolean).join("\n").trim();
  const description = brief || domain;
  const briefId = createHash("sha256").update(`${domain}\n${description}`).digest("hex").slice(0, 32);
  const known = await prisma.externalIdentifier.findFirst({ where: { organizationId: actor.organizationId, key: BRIEF_KEY, value: briefId, projectId: { not: null } } });
  if (known?.projectId) return requireProject(prisma, actor, known.projectId);
  const name = request.brandName ?? domain;
  return prisma.$transaction(async (tx) => {
    let slug = slugify(`${name}-${briefId.slice(0, 6)}`).slice(0, 60);
    if (await tx.project.findFirst({ where: { organizationId: actor.organizationId, slug }, select: { id: true } })) slug = `${slug}-${clock().now().toString(36)}`;
    const project = await tx.project.create({
      data: {
        organizationId: actor.organizationId,
        slug,
        name,
        description,
        brandKit: request.brandColors.length ? { colors: request.brandColors, font_preferences: {}, logos: [], style_notes: null } : undefined,
      },
    });
    await tx.externalIdentifier.createMany({
      data: [
        { organizationId: actor.organizationId, projectId: project.id, key: BRAND_KEY, value: domain },
        { organizationId: actor.organizationId, projectId: project.id, key: BRIEF_KEY, value: briefId },
      ],
    });
    return project;
  });
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Waits for the ads to leave `generating` (the pipeline runs beside this request), then reads them. */
async function untilDone(actor: Actor, ads: AdJson[], signal?: AbortSignal): Promise<AdJson[]> {
  const deadline = clock().now() + BUILD_WAIT_MS;
  let current = ads;
  while (current.some((ad) => ad.generating) && clock().now() < deadline && !signal?.aborted) {
    await clock().sleep(POLL_MS);
    current = await Promise.all(current.map((ad) => getAd(actor, ad.project_id, ad.id)));
  }
  return current;
}

/** The order adlab makes of a build: the buyer's headline and CTA as the customer's copy; a refinement's message, or a brief's tone and audience, as direction. */
function adOrder(request: BuildRequest, specs: FormatSpec[], headline: string, cta: string) {
  const refining = Boolean(request.manifest || request.creativeId) && Boolean(request.message?.trim());
  const direction = refining ? request.message!.trim() : briefParts(request.message ?? "").direction;
  return {
    output: specs[0].output,
    placements: [...new Set(specs.map((s) => s.placement))],
    variant_count: request.quality === "production" ? PRODUCTION_VARIANTS : 1,
    // The buyer's headline is the customer's copy: kept where it fits, tightened at a clause boundary where it does not.
    ...(headline ? { copy: headline } : {}),
    ...(cta ? { cta } : {}),
    // Direction steers the version (style, angle, tone); it is never printed (the copy check refuses it).
    ...(direction ? { prompt: direction.slice(0, 4000) } : {}),
    name: `AdCP ${specs.map((s) => s.id).join(", ")}`.slice(0, 200),
    tags: ["adcp"],
  };
}

/**
 * Builds every target: one charged adlab order, waited for, answered as one manifest per target. A build
 * bound to one catalog item is that item's ad (a one-item catalog batch: its title leads the copy, its price
 * is printed, its photo is the hero); bound to several, the ad is the brief's and the preview shows the
 * trackers once per item.
 */
export async function buildCreatives(actor: Actor, request: BuildRequest, options: { signal?: AbortSignal } = {}): Promise<Built> {
  const specs = checkBuild(request);
  const headline = textOf(request.manifest?.assets.headline);
  const cta = textOf(request.manifest?.assets.cta);
  const binding = await catalogItemsNamed(actor, { brandDomain: request.brandDomain, message: request.message, catalogRef: catalogRefOf(request.manifest) });
  const item = binding?.items.length === 1 ? { binding, item: binding.items[0] } : null;
  const project = item ? { id: binding!.projectId } : await projectFor(actor, request, headline);
  const key = request.idempotencyKey ? `adcp:${request.idempotencyKey}` : null;
  const order = (targets: FormatSpec[]) => (item ? itemOrder(request, targets, item.binding, item.item.id, cta) : adOrder(request, targets, headline, cta));
  let outcome = await orderAndWait(actor, project.id, order(specs), key, options.signal);
  const failed: FailedFormat[] = [];
  if ("reason" in outcome && specs.length > 1) {
    // One size refused by the QA gate fails the whole ad (and refunds it): the other sizes are ordered again
    // without it, and the refused ones are answered as failed formats instead of failing the request.
    const { reason } = outcome;
    const refused = specs.filter((s) => reason.includes(`${s.placement} render`));
    const kept = specs.filter((s) => !refused.includes(s));
    if (refused.length && kept.length) {
      failed.push(...refused.map((s) => ({ format_id: s.id, reason })));
      outcome = await orderAndWait(actor, project.id, order(kept), key && `${key}:without:${refused.map((s) => s.placement).join(",")}`, options.signal);
    }
  }
  if ("reason" in outcome) throw errors.conflict("ad_not_ready", `The creative could not be built: ${outcome.reason}.`);
  const { best, tokensCharged } = outcome;
  const skus = binding ? skusOf(binding) : undefined;
  const clickUrl = urlOf(request.manifest?.assets.click_url);
  const built = request.targets.flatMap((target, i) => {
    const spec = specs[i];
    if (failed.some((f) => f.format_id === spec.id)) return [];
    const manifest = manifestOf(actor.organizationId, request.agentUrl, target.id, best, spec, { clickUrl, trackers: trackersOf(request.manifest) });
    return [{ manifest, ad: best, spec, preview: previewOf(actor, best, spec, { trackers: trackersOf(request.manifest), skus }) }];
  });
  const catalogItem = best.catalog_item ? { catalog_id: binding!.catalogId, item_id: best.catalog_item.item_id, title: best.catalog_item.title } : null;
  return Object.assign(built, { failed, tokensCharged, catalogItem });
}

type FailedFormat = { format_id: string; reason: string };

/** The order of a build bound to one catalog item: a catalog batch of that item (one variant: a batch makes one ad per item). */
function itemOrder(request: BuildRequest, specs: FormatSpec[], binding: CatalogBinding, itemId: string, cta: string) {
  const { output, placements, name, tags } = adOrder(request, specs, "", cta);
  // The item's words lead the copy; the brief is direction (never printed), as a refinement's feedback is.
  const prompt = request.message?.trim() ? { prompt: request.message.trim().slice(0, 4000) } : {};
  return { batch: { catalog_id: binding.catalogId, item_ids: [itemId], ad: { output, placements, name, tags, ...(cta ? { cta } : {}), ...prompt } } };
}

type Order = ReturnType<typeof adOrder> | ReturnType<typeof itemOrder>;

/** Orders the ad and waits for it; the best ready variant (production: the best worst-file QA score), or why none is. */
async function orderAndWait(actor: Actor, projectId: string, order: Order, key: string | null, signal?: AbortSignal): Promise<{ best: AdJson; tokensCharged: number } | { reason: string }> {
  const created = "batch" in order
    ? await Promise.all((await createAdBatch(actor, projectId, order.batch, { idempotencyKey: key })).body.ads.map((ad) => getAd(actor, projectId, ad.id)))
    : (await createAds(actor, projectId, order, { idempotencyKey: key })).ads;
  const done = await untilDone(actor, created, signal);
  const ready = done.filter((ad) => ad.ready);
  const tokensCharged = created.reduce((sum, ad) => sum + (ad.token_cost ?? 0), 0);
  if (ready.length) return { best: ready.reduce((a, b) => ((b.qa_score ?? 0) > (a.qa_score ?? 0) ? b : a)), tokensCharged };
  return { reason: done.find((ad) => ad.failed)?.failure_reason ?? (done.some((ad) => ad.generating) ? "still generating; list_creatives shows it once ready" : "generation failed") };
}
