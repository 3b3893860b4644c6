import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";
import { storage } from "../storage";
import { zipStream, type ZipEntry } from "../storage/zip";
import { requireAd } from "./service";

/** The stored, ready files of ads, as zip entries under `folder(ad)` (empty: at the archive's root). */
export async function readyFileEntries(adIds: string[], folder: (adId: string) => string): Promise<ZipEntry[]> {
  const prisma = await db();
  const files = await prisma.adFile.findMany({
    where: { adId: { in: adIds }, status: "ready", storageKey: { not: null } },
    select: { adId: true, placement: true, format: true, storageKey: true },
    orderBy: [{ placement: "asc" }, { format: "asc" }],
  });
  const order = new Map(adIds.map((id, index) => [id, index]));
  files.sort((a, b) => order.get(a.adId)! - order.get(b.adId)!);
  return files.map((file) => ({
    name: `${folder(file.adId)}${file.placement}.${file.format}`,
    open: async () => (await storage().get(file.storageKey!))?.stream ?? null,
  }));
}

/**
 * GET …/ads/{id}/archive, "download all sizes": every file of a ready ad (each placement's png or mp4 and
 * its HTML document, plus any jpg rendered on demand) as `<placement>.<ext>` in one zip.
 */
export async function adArchive(actor: Actor, projectRef: string, adRef: string) {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.status === "failed") throw errors.conflict("ad_failed", `Generation of this ad failed${ad.failureReason ? `: ${ad.failureReason}` : ""}; it has no files.`);
  if (ad.status !== "ready") throw errors.conflict("ad_not_ready", "The ad is still generating; download its archive once it is ready.");
  return { filename: `${ad.slug}.zip`, stream: zipStream(await readyFileEntries([ad.id], () => "")) };
}
