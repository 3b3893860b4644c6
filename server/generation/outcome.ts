import { db, type Tx } from "../db/client";
import { moveTokens } from "../accounts/ledger";
import type { JobFailure } from "../jobs/registry";
import type { Placement } from "../../shared/placements";
import { announceAdChange } from "./changes";

/**
 * The light half of generation: job names, payloads and the failure outcome (failed + refund). Kept apart
 * from the pipeline so the ads service (and everything that imports it, such as the tRPC router in the
 * web app's server components) never loads the renderers.
 */
export const GENERATE_JOB = "ad.generate";
export const RENDER_FILE_JOB = "ad.render-file";
export type GeneratePayload = { adId: string };
export type RenderFilePayload = { adId: string; placement: Placement; format: "png" | "jpg" };

export const CONTENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  mp4: "video/mp4",
  html: "text/html; charset=utf-8",
} as const;

/**
 * What an ad's end does beyond the pipeline: the ad's webhook event and its batch's count, in the
 * transaction that ended it, and `ad_file.ready` once an on-demand file is stored. The services that own
 * them (ads, ad batches) sit above the pipeline, so they are registered here by the composition roots
 * (server/ad-endings.ts), as the Inngest sender is (dispatch.ts), instead of imported upward.
 */
export type AdEndings = {
  ended(tx: Tx, adId: string, outcome: "ready" | "failed"): Promise<void>;
  fileStored(adId: string, placement: string, format: string): Promise<void>;
};

// On globalThis: Next.js loads this module once per bundle (instrumentation, route handlers) in one process.
const registered = globalThis as unknown as { __adlabAdEndings?: AdEndings };

export function setAdEndings(endings: AdEndings): void {
  registered.__adlabAdEndings = endings;
}

/** The registered endings; an ad never ends silently without its event and its batch's count. */
export function adEndings(): AdEndings {
  const endings = registered.__adlabAdEndings;
  if (!endings) throw new Error("no ad endings were registered at start (server/ad-endings.ts)");
  return endings;
}

/**
 * The failure reason the customer reads. A permanent failure's message is written for the customer
 * (PermanentGenerationError: "ad no longer exists", "missing glyphs ..."); anything else stays in the log.
 */
export function publicFailureReason(failure: JobFailure): string {
  return failure.permanent ? failure.message : `could not be made after ${failure.attempts} attempts: something went wrong on adlab's side, not in the request; the tokens were refunded`;
}

/**
 * The end of a generation that will not be retried: `failed` with the reason, the variant's tokens
 * refunded through the ledger, and `ad.failed` queued. The status change is conditional, so the refund
 * (and the event) happen exactly once.
 */
export async function failAd(adId: string, reason: string): Promise<boolean> {
  const prisma = await db();
  const failed = await prisma.$transaction(async (tx) => {
    const ad = await tx.ad.findUnique({ where: { id: adId }, select: { organizationId: true, tokenCost: true } });
    if (!ad) return false;
    const { count } = await tx.ad.updateMany({
      where: { id: adId, status: "generating" },
      data: { status: "failed", failureReason: reason.slice(0, 500) },
    });
    if (count === 0) return false;
    if (ad.tokenCost) {
      await moveTokens(tx, { organizationId: ad.organizationId, delta: ad.tokenCost, reason: "refund", adId, note: "generation failed" });
    }
    await adEndings().ended(tx, adId, "failed");
    return true;
  });
  if (failed) announceAdChange(adId);
  return failed;
}

export async function markFileFailed(adId: string, placement: string, format: string, reason: string) {
  const prisma = await db();
  await prisma.adFile.updateMany({ where: { adId, placement, format, status: "pending" }, data: { status: "failed" } });
  announceAdChange(adId);
  console.warn(`[adlab] on-demand render of ${adId} ${placement}.${format} failed: ${reason}`);
}

