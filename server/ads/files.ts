import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { AppError, errors } from "../errors";
import { afterFileRenderQueued, queueFileRender } from "../generation/dispatch";
import { CONTENT_TYPES } from "../generation/outcome";
import type { StoredFile } from "../http/file-response";
import { PLACEMENTS, type Placement } from "../../shared/placements";
import { storage, type ByteRange } from "../storage";
import { zodDetails } from "../../shared/validation";
import { fileQuerySchema, type FileFormat } from "./schema";
import { fileUrlOf } from "./serializer";
import { requireAd } from "./service";

// File download (spec 4.9): a stored file, or a raster rendered on demand.

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
    throw new AppError("file_missing", `The ${format} file of this ad is missing from storage.`);
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

