import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";
import { createAds, type CreateAdsResult } from "./create";
import { requireAd } from "./service";

/**
 * "Another like this one": an order of one more ad from the request that made `adRef` (its output,
 * placements, audience, direction, words, music and length, its pinned style if it had one), for the
 * MCP App's button. A new take, charged as any order; the original is only read. A catalog ad's request
 * was its batch's: order those through create_ad_batch.
 */
export async function orderVariant(actor: Actor, projectRef: string, adRef: string, options: { idempotencyKey?: string | null } = {}): Promise<CreateAdsResult> {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.adBatchId) throw errors.validation(["ad_id: a catalog batch's ad; order more with create_ad_batch"]);
  const request = {
    output: ad.output,
    placements: ad.placements,
    audience_id: ad.audienceId,
    style_scope: ad.styleScope,
    ...(ad.pinnedStyle ? { template_key: ad.templateKey, meme_base: ad.memeBase } : {}),
    ...(ad.output === "video" ? { video_style: ad.videoStyle, duration_seconds: ad.durationSeconds ?? undefined, music: ad.musicRequest ?? undefined } : {}),
    character_direction: ad.characterDirection,
    prompt: ad.prompt ?? undefined,
    copy: ad.copyInput ?? undefined,
    copy_mode: ad.copyMode ?? undefined,
    cta: ad.cta ?? undefined,
    tags: ad.tags,
    variant_count: 1,
  };
  return createAds(actor, ad.projectId, request, options);
}
