import { db } from "../../db/client";
import { toNullableJson } from "../../db/json";
import { PLACEMENTS, isPlacement, type Placement } from "../../../shared/placements";
import { storage } from "../../storage";
import { announceAdChange } from "../changes";
import { composeProps } from "../compose";
import { checkPlacement, renderFile, type CheckedPlacement, type EncodingReport } from "../renderer";
import type { GenerationRun, LoadedAd } from "../run";
import type { GenerationStep } from "./types";

export type StoredFile = { format: string; storageKey: string; byteSize: number };

export const storageKeyOf = (adId: string, placement: string, format: string) => `ads/${adId}/${placement}.${format}`;

/** Renders one file of a checked placement, stores it and upserts its `ad_files` row. */
export async function renderAndStore(ad: LoadedAd, checked: CheckedPlacement, format: "png" | "jpg" | "mp4" | "html", encoding?: EncodingReport): Promise<StoredFile> {
  const { props, qa } = checked;
  const bytes = await renderFile(props, format, ad.id, checked.still, encoding);
  const storageKey = storageKeyOf(ad.id, props.placement, format);
  const byteSize = await storage().put(storageKey, bytes);
  const { width, height } = PLACEMENTS[props.placement];
  const prisma = await db();
  await prisma.adFile.upsert({
    where: { adId_placement_format: { adId: ad.id, placement: props.placement, format } },
    create: { adId: ad.id, placement: props.placement, format, width, height, status: "ready", storageKey, byteSize, qa: toNullableJson(qa) },
    update: { status: "ready", storageKey, byteSize, qa: toNullableJson(qa) },
  });
  announceAdChange(ad.id);
  return { format, storageKey, byteSize };
}

/** One placement of the plan (laid out before the charge): compose, render the natural raster (png or mp4) and the HTML document, store. */
export async function renderPlacementStep(run: GenerationRun, placement: Placement, encoding?: EncodingReport): Promise<StoredFile[]> {
  const { ad, shared } = await run.render();
  const props = await composeProps(ad, placement, shared);
  const natural = ad.output === "video" ? "mp4" : "png";
  // The checks run on the still at rest (the png is that still); the video and the document are drawn with the same colours.
  const checked = await checkPlacement(props, natural === "png" ? "png" : undefined);
  return [await renderAndStore(ad, checked, natural, encoding), await renderAndStore(ad, checked, "html")];
}

export const renderStep: GenerationStep = {
  name: "render",
  perPlacement: true,
  label: (ad, placement = "") => `Making the ${isPlacement(placement) ? PLACEMENTS[placement].label : placement} ${ad.output === "video" ? "video" : "image"}`,
  // A video's encoding is most of the wait.
  weight: (ad) => (ad.output === "video" ? 20 : 3),
  when: () => true,
  // A still's placements render side by side (the render threads spread them over the cores); a video's
  // one after another, so one ad never holds several videos in memory at once.
  together: (ad) => ad.output !== "video",
  run: ({ run, placement, encoding }) => renderPlacementStep(run, placement!, encoding),
};
