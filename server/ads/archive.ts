import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { errors } from "../errors";
import { storage } from "../storage";
import { zipStream, type ZipEntry } from "../storage/zip";
import { requireAd } from "./service";

/** The one line beside an archive's HTML files: what they are for, since a shop posts the PNG or JPG. */
export const HTML_README = "These HTML files are for ad networks and websites that take HTML banners; to post the ad yourself, use the PNG or JPG files.\n";

type StoredFile = { adId: string; placement: string; format: string; storageKey: string | null };

const openStored = (key: string) => async () => (await storage().get(key))?.stream ?? null;

/** A size's JPG made from its stored PNG, for a still whose JPG was never asked for (the same encoder as the pipeline's). */
function jpegFrom(png: StoredFile): () => Promise<Buffer | null> {
  return async () => {
    const stored = await storage().get(png.storageKey!);
    if (!stored) return null;
    const { jpegOfPng } = await import("../render/jpeg");
    return jpegOfPng(Buffer.concat(await stored.stream.toArray()));
  };
}

/**
 * The stored, ready files of ads as zip entries under `folder(ad)` (empty: at the archive's root): per size
 * the PNG and a JPG (made from the PNG when none was rendered), or the MP4 of a video; the HTML documents
 * apart in `html/`, with a one-line README saying what they are for.
 */
export async function readyFileEntries(adIds: string[], folder: (adId: string) => string): Promise<ZipEntry[]> {
  const prisma = await db();
  const files = await prisma.adFile.findMany({
    where: { adId: { in: adIds }, status: "ready", storageKey: { not: null } },
    select: { adId: true, placement: true, format: true, storageKey: true },
    orderBy: [{ placement: "asc" }, { format: "asc" }],
  });
  return adIds.flatMap((adId) => {
    const own = files.filter((f) => f.adId === adId);
    const at = folder(adId);
    const entries: ZipEntry[] = [];
    for (const file of own.filter((f) => f.format !== "html")) {
      entries.push({ name: `${at}${file.placement}.${file.format}`, open: openStored(file.storageKey!) });
      const jpg = own.some((f) => f.placement === file.placement && f.format === "jpg");
      if (file.format === "png" && !jpg) entries.push({ name: `${at}${file.placement}.jpg`, open: jpegFrom(file) });
    }
    const html = own.filter((f) => f.format === "html");
    if (html.length) {
      entries.push(...html.map((file) => ({ name: `${at}html/${file.placement}.html`, open: openStored(file.storageKey!) })));
      entries.push({ name: `${at}html/README.txt`, open: async () => Buffer.from(HTML_README) });
    }
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  });
}

/**
 * GET …/ads/{id}/archive, "download all sizes": every file of a ready ad as `<placement>.<ext>` (a still's PNG
 * and JPG, a video's MP4) and `html/<placement>.html` with its README, in one zip.
 */
export async function adArchive(actor: Actor, projectRef: string, adRef: string) {
  const prisma = await db();
  const ad = await requireAd(prisma, actor, projectRef, adRef);
  if (ad.status === "failed") throw errors.conflict("ad_failed", `Generation of this ad failed${ad.failureReason ? `: ${ad.failureReason}` : ""}; it has no files.`);
  if (ad.status !== "ready") throw errors.conflict("ad_not_ready", "The ad is still generating; download its archive once it is ready.");
  return { filename: `${ad.slug}.zip`, stream: zipStream(await readyFileEntries([ad.id], () => "")) };
}
