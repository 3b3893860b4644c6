import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "../auth/actor";
import { tokenCostOf } from "../config";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { moveTokens } from "../accounts/ledger";
import { replaceIdentifiers } from "../distribution/external-identifiers";
import { AppError, errors } from "../errors";
import { afterFileRenderQueued, afterGenerationCommitted, queueFileRender, queueGeneration } from "../generation/dispatch";
import { CONTENT_TYPES } from "../generation/outcome";
import { pageArgs, pageResult, pageWhere, type Page } from "../http/pagination";
import { exactCopyCuts } from "../generation/copy/layout";
import { requireProject } from "../projects/service";
import { storage, type ByteRange } from "../storage";
import type { StoredFile } from "../http/stored-file";
import { slugify } from "../slug";
import { idOrSlug, isUuid, parseInput, zodDetails } from "../validation";
import { fileQuerySchema, parseAdRequest, updateAdSchema, type AdRequest, type FileFormat } from "./schema";
import { adInclude, fileUrlOf, serializeAds } from "./serializer";
import type { AdJson } from "./shapes";
import { PLACEMENTS, type Placement } from "../render/placements";

type ProjectRow = Awaited<ReturnType<typeof requireProject>>;

/**
 * The full validation of an ad request for `project`: the shared validator plus the audience check,
 * merged into one `validation_failed` with one detail per problem. No token is touched before this passes.
 */
export async function validateAdRequest(tx: Tx, project: ProjectRow, input: unknown): Promise<AdRequest> {
  const result = parseAdRequest(input);
  const details = result.ok ? [] : [...result.details];
  const audienceId = (input as { audience_id?: unknown } | null)?.audience_id;
  if (typeof audienceId === "string" && isUuid(audienceId)) {
    const audience = await tx.audience.findFirst({ where: { id: audienceId.toLowerCase(), projectId: project.id }, select: { id: true } });
    if (!audience) details.push(`ad.audience_id: no audience with this id in project "${project.slug}"`);
  }
  if (result.ok) details.push(...exactCopyLayoutProblems(project, result.value));
  if (details.length || !result.ok) throw errors.validation(details);
  return result.value;
}

/** Exact copy on a pinned style must fit every requested placement whole, checked on the real layout. */
function exactCopyLayoutProblems(project: ProjectRow, request: AdRequest): string[] {
  if (request.copyMode !== "exact" || !request.pinned) return [];
  const style = request.pinned;
  const name = style.category === "meme" ? `meme "${style.meme_base}"` : `template "${style.template_key}"`;
  return exactCopyCuts(style, project, request).map((cut) => `ad.copy: the ${cut} of ${name} does not fit whole even at the smallest legible size; shorten it`);
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

export async function listAds(actor: Actor, page: Page, projectRef?: string) {
  const prisma = await db();
  const project = projectRef ? await requireProject(prisma, actor, projectRef) : null;
  const rows = await prisma.ad.findMany({
    where: { AND: [{ organizationId: actor.organizationId }, project ? { projectId: project.id } : {}, pageWhere(page)] },
    include: adInclude,
    ...pageArgs(page),
  });
  const { items, nextCursor } = pageResult(rows, page);
  return { ads: await serializeAds(items), next_cursor: nextCursor };
}

export async function getAd(actor: Actor, projectRef: string | null, adRef: string): Promise<AdJson> {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  return (await serializeAds([ad]))[0];
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

// ---------------------------------------------------------------------------------------------------
// Create, with the token charge and Idempotency-Key

type AdsBody = { ad: AdJson; ads: AdJson[] };
/** The response body, and whether it is the stored answer of an earlier request with the same key. */
export type CreateAdsResult = AdsBody & { replayed: boolean };

const IDEMPOTENCY_SCOPE = "POST /api/v1/projects/{project_id}/ads";
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
const stableJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stableJson).join(",")}]`
    : value && typeof value === "object"
      ? `{${Object.keys(value)
          .sort()
          .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(value);

/** The request as it will be carried out: two bodies that mean the same thing hash the same. */
function requestHash(projectId: string, request: AdRequest): string {
  const normalized = { ...request, pinned: request.pinned?.id ?? null, project_id: projectId };
  return createHash("sha256").update(stableJson(normalized)).digest("hex");
}

function checkKey(key: string): string {
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > 255) throw errors.validation(["Idempotency-Key: must be 1 to 255 characters"]);
  return trimmed;
}

async function responseFor(adIds: string[]): Promise<AdsBody> {
  const prisma = await db();
  const rows = await prisma.ad.findMany({ where: { id: { in: adIds } }, include: adInclude });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ads = await serializeAds(adIds.map((id) => byId.get(id)!).filter(Boolean));
  return { ad: ads[0], ads };
}

/**
 * The stored outcome of an earlier request with this key: the same response for the same body, an
 * `idempotency_key_reused` error for a different body, null when the key is new.
 */
async function replay(actor: Actor, key: string, hash: string): Promise<CreateAdsResult | null> {
  const prisma = await db();
  const row = await prisma.idempotencyKey.findUnique({
    where: { organizationId_scope_key: { organizationId: actor.organizationId, scope: IDEMPOTENCY_SCOPE, key } },
  });
  if (!row) return null;
  if (row.createdAt.getTime() < Date.now() - IDEMPOTENCY_TTL_MS) {
    // Keys are kept 24 hours, as Stripe does; an older key starts a new request.
    await prisma.idempotencyKey.deleteMany({ where: { id: row.id, createdAt: row.createdAt } });
    return null;
  }
  if (row.requestHash !== hash) {
    throw new AppError(
      422,
      "idempotency_key_reused",
      "This Idempotency-Key was already used with a different request body. Use a new key for a new request.",
      ["Idempotency-Key: already used with a different request"],
    );
  }
  const body = row.responseBody as { ad?: AdJson; ads?: AdJson[]; ad_ids?: string[] } | null;
  if (body?.ad && body.ads) return { ad: body.ad, ads: body.ads, replayed: true };
  // The first request committed but had not stored its response yet (or stopped right after the commit).
  const result = await responseFor(body?.ad_ids ?? []);
  if (!result.ad) return null;
  return { ...result, replayed: true };
}

export async function createAds(
  actor: Actor,
  projectRef: string,
  input: unknown,
  options: { idempotencyKey?: string | null } = {},
): Promise<CreateAdsResult> {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const request = await validateAdRequest(prisma, project, input);
  const key = options.idempotencyKey != null ? checkKey(options.idempotencyKey) : null;
  const hash = requestHash(project.id, request);
  if (key) {
    const earlier = await replay(actor, key, hash);
    if (earlier) return earlier;
  }

  const cost = tokenCostOf(request.output);
  const batchId = randomUUID();
  const adIds = Array.from({ length: request.variantCount }, () => randomUUID());
  const baseName = request.name ?? `${project.name} ${request.output === "video" ? "video" : "still"} ad`;
  let committed: string[];
  try {
    committed = await prisma.$transaction(async (tx) => {
      // The key row first: a concurrent retry with the same key waits here on the unique index, then
      // fails with P2002 and replays this request's response instead of charging again.
      if (key) await tx.idempotencyKey.create({ data: { organizationId: actor.organizationId, scope: IDEMPOTENCY_SCOPE, key, requestHash: hash } });
      await moveTokens(tx, {
        organizationId: actor.organizationId,
        delta: -cost * request.variantCount,
        reason: "charge",
        adId: adIds[0],
        note: `ads batch ${batchId}: ${request.variantCount} x ${cost} tokens (${request.output})`,
      });
      for (const [index, id] of adIds.entries()) {
        const name = request.variantCount > 1 ? `${baseName} #${index + 1}` : baseName;
        await tx.ad.create({
          data: {
            id,
            organizationId: actor.organizationId,
            projectId: project.id,
            audienceId: request.audienceId,
            batchId,
            variantIndex: index,
            slug: `${slugify(name).slice(0, 50).replace(/-+$/, "")}-${randomBytes(3).toString("hex")}`,
            name,
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
            tokenCost: cost,
          },
        });
      }
      await queueGeneration(tx, adIds);
      if (key) {
        await tx.idempotencyKey.update({
          where: { organizationId_scope_key: { organizationId: actor.organizationId, scope: IDEMPOTENCY_SCOPE, key } },
          data: { responseStatus: 202, responseBody: { ad_ids: adIds } },
        });
      }
      return adIds;
    });
  } catch (error) {
    if (key && (error as { code?: string }).code === "P2002") {
      const earlier = await replay(actor, key, hash);
      if (earlier) return earlier;
    }
    throw error;
  }
  await afterGenerationCommitted(committed);
  const result = await responseFor(committed);
  if (key) {
    await prisma.idempotencyKey.update({
      where: { organizationId_scope_key: { organizationId: actor.organizationId, scope: IDEMPOTENCY_SCOPE, key } },
      data: { responseBody: result as unknown as Prisma.InputJsonValue },
    });
  }
  return { ...result, replayed: false };
}

// ---------------------------------------------------------------------------------------------------
// File download (spec 4.9)

export type AdFileResult =
  | StoredFile
  | { kind: "rendering"; body: { status: "rendering"; format: FileFormat; placement: Placement; poll_url: string }; retryAfter: number };

const RASTERS = new Set(["png", "jpg"]);

export async function adFile(
  actor: Actor,
  projectRef: string,
  adRef: string,
  query: { format?: string | null; placement?: string | null },
  range?: ByteRange,
): Promise<AdFileResult> {
  const parsed = fileQuerySchema.safeParse({ format: query.format ?? undefined, placement: query.placement ?? undefined });
  if (!parsed.success) throw errors.validation(zodDetails(parsed.error));
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.status === "generating" || ad.status === "draft") {
    throw errors.conflict("ad_not_ready", "The ad is still generating; poll the ad and download its files once it is ready.");
  }
  if (ad.status === "failed") {
    throw errors.conflict("ad_failed", `Generation of this ad failed${ad.failureReason ? `: ${ad.failureReason}` : ""}; it has no files.`);
  }
  const placement = (parsed.data.placement ?? ad.placements[0]) as Placement;
  const natural = ad.output === "video" ? "mp4" : "png";
  const format = parsed.data.format ?? natural;
  const details: string[] = [];
  if (!ad.placements.includes(placement)) details.push(`placement: this ad has no "${placement}" placement (it has ${ad.placements.join(", ")})`);
  if (format === "mp4" && ad.output !== "video") details.push("format: mp4 is only available for video ads; this is an image ad");
  if (details.length) throw errors.validation(details);

  const file = ad.files.find((f) => f.placement === placement && f.format === format);
  if (file?.status === "ready") {
    const row = await prisma.adFile.findUnique({ where: { adId_placement_format: { adId: ad.id, placement, format } } });
    const facts = { contentType: CONTENT_TYPES[format], filename: `${ad.slug}-${placement}.${format}` };
    const url = row?.storageKey ? await storage().downloadUrl(row.storageKey, facts) : null;
    if (url) return { kind: "redirect", url };
    const stored = row?.storageKey ? await storage().get(row.storageKey, range) : null;
    if (stored) return { kind: "file", ...stored, ...facts };
  }
  if (!RASTERS.has(format)) {
    // The mp4 and the HTML document are made during generation; a ready ad without them lost its files.
    throw new AppError(500, "file_missing", `The ${format} file of this ad is missing from storage.`);
  }
  // A raster that was not pre-rendered: render it in the background, once, and answer 202 meanwhile.
  const payload = { adId: ad.id, placement, format: format as "png" | "jpg" };
  const queued = await prisma.$transaction(async (tx) => {
    const existing = await tx.adFile.findUnique({ where: { adId_placement_format: { adId: ad.id, placement, format } } });
    if (existing?.status === "pending") return false;
    if (existing) {
      const { count } = await tx.adFile.updateMany({ where: { id: existing.id, status: existing.status }, data: { status: "pending" } });
      if (count === 0) return false;
    } else {
      const { count } = await tx.adFile.createMany({
        data: [{ adId: ad.id, placement, format, width: PLACEMENTS[placement].width, height: PLACEMENTS[placement].height, status: "pending" }],
        skipDuplicates: true,
      });
      if (count === 0) return false;
    }
    await queueFileRender(tx, payload);
    return true;
  });
  if (queued) await afterFileRenderQueued(payload);
  return {
    kind: "rendering",
    body: { status: "rendering", format, placement, poll_url: fileUrlOf(ad, placement, format) },
    retryAfter: 2,
  };
}

