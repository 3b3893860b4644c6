import { db } from "../db/client";
import type { Actor } from "../auth/actor";
import { errors } from "../errors";
import { isPlacement, type Placement } from "../../shared/placements";
import { inlineImage, renderableImageRows } from "../assets/render-images";
import { designBrand } from "../projects/brand";
import { requireProject } from "../projects/service";
import { findStyle } from "../../shared/styles";
import { cachedThumbnail, renderStyleThumbnail, sampleCopy } from "./thumbnails";

/** The first sentence of the description, when it is short enough to stand in for body copy. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0];

/**
 * A catalog style drawn with one project's brand kit, logo and newest product photo (the styles page):
 * what an ad in that style would look like for this customer, before any tokens are spent.
 */
export async function projectStylePreview(actor: Actor, projectRef: string, styleId: string, placementParam: string | null): Promise<Buffer> {
  const style = findStyle(styleId);
  if (!style) throw errors.notFound("Style");
  const placement: Placement = placementParam && isPlacement(placementParam) ? placementParam : "square";
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const usable = await renderableImageRows(project.id);
  const logoRow = usable.find((a) => a.assetType === "logo");
  const photoRow = usable.find((a) => a.assetType !== "logo");
  // The key changes whenever the brand kit or the images do, so an edited kit shows at once.
  const key = [project.id, project.updatedAt.toISOString(), logoRow?.id, photoRow?.id, styleId, placement].join(":");
  return cachedThumbnail(key, async () => {
    const logo = logoRow ? await inlineImage(logoRow) : null;
    const photo = photoRow ? await inlineImage(photoRow) : null;
    const copy = sampleCopy(style, { project: true, brand: project.name, headline: project.tagline || project.name, body: project.description ? firstSentence(project.description) : undefined });
    return renderStyleThumbnail(style.id, placement, { brand: { ...designBrand(project), logo: logo ?? undefined }, images: photo ? [photo] : [], copy });
  });
}
