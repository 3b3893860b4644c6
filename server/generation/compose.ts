import type { Ad, Project } from "../db/generated/client";
import { VIDEO_SECONDS, findTrack, type AdMusic } from "../../shared/music";
import type { Placement } from "../../shared/placements";
import type { DesignProps, ImageRef, VideoStyle } from "../render/types";
import { inlineImage, renderableImageRows } from "../assets/render-images";
import { styleFor } from "../../shared/styles";
import { languageOf } from "../language/detect";
import { designBrand } from "../projects/brand";
import { chooseArt, chooseItemArt } from "./imagery";
import { twemojiDataUri } from "../render/twemoji";
import { designOfAd } from "./design";
import { PermanentGenerationError } from "./permanent-error";
import { itemImages } from "./catalog-item";
import { catalogItemOf } from "../catalogs/snapshot";
import { plannedSeed } from "./plan/shape";

/**
 * Compose: the design props of one placement of an ad, from its saved style and copy, its project's brand
 * kit and images and the art chosen from the brief. Deterministic, so it is redone for every render rather
 * than memoized (the props carry images and would bloat the job).
 */

export type ComposableAd = Ad & { project: Project };
/** What the shared inputs are read from: a stored ad, or a request being planned (no row yet). */
type SharedSource = Pick<Ad, "projectId" | "design" | "catalogItem" | "variantIndex"> & { project: Project };

/** The project's brand kit and uploaded images as the renderers expect them, with an edit's photo and type direction. */
async function brandOf(ad: SharedSource): Promise<{ brand: DesignProps["brand"]; images: ImageRef[] }> {
  const design = ad.design ? designOfAd(ad) : null;
  const kit = { ...designBrand(ad.project), ...(design?.type_direction ? { fontDirection: design.type_direction } : {}) };
  const item = catalogItemOf(ad);
  if (item) {
    const { logo, images } = await itemImages(ad.projectId, item.asset_id);
    return { brand: { ...kit, logo }, images };
  }
  let logo: ImageRef | undefined;
  const images: ImageRef[] = [];
  // The photo an edit chose leads (the designs draw the first product image), read by its id: it may be
  // older than the newest images the renderers take.
  const rows = await renderableImageRows(ad.projectId);
  const chosen = design?.photo_asset_id ? await renderableImageRows(ad.projectId, { ids: [design.photo_asset_id] }) : [];
  for (const row of [...chosen, ...rows.filter((row) => !chosen.some((c) => c.id === row.id))]) {
    const ref = await inlineImage(row);
    if (!ref) continue;
    if (row.assetType === "logo" && !logo) logo = ref;
    else images.push(ref);
  }
  return { brand: { ...kit, logo }, images };
}

/** What every placement of an ad is composed with alike: the brand kit, its images, the art chosen from the brief. */
export type SharedInputs = Pick<DesignProps, "brand" | "images" | "art">;

export async function sharedInputsOf(ad: SharedSource): Promise<SharedInputs> {
  const { brand, images } = await brandOf(ad);
  return { brand, images, art: artOf(ad.project, catalogItemOf(ad)) };
}

/** The illustrations chosen from the brief: a catalog item's picture is its own (its title and description), never the project's for every item. */
export function artOf(project: Project, item: ReturnType<typeof catalogItemOf>): NonNullable<SharedInputs["art"]> {
  return (item ? chooseItemArt(project.name, item) : chooseArt(project)).flatMap(({ emoji, keyword }) => {
    const src = twemojiDataUri(emoji);
    return src ? [{ src, keyword }] : [];
  });
}

/**
 * The design props of one placement, from the ad's saved style and copy. Deterministic.
 * `shared`: the ad's sharedInputsOf when the caller composes several placements (read here without it).
 */
export async function composeProps(ad: ComposableAd, placement: Placement, shared?: SharedInputs): Promise<DesignProps> {
  const style = styleFor(ad);
  if (!style) throw new PermanentGenerationError("the ad has no style yet");
  const look: AdLook = {
    styleId: style.id,
    copy: (ad.editableCopy ?? {}) as Record<string, string>,
    output: ad.output as "image" | "video",
    videoStyle: (ad.videoStyle as VideoStyle | null) ?? undefined,
    language: ad.language ?? languageOf(ad.project),
    ...seedsOf(ad, placement),
    ...(ad.output === "video" ? videoPropsOf(ad) : {}),
  };
  return designPropsOf(look, placement, shared ?? (await sharedInputsOf(ad)));
}

/** What one ad looks like in every placement: its style, words, output and seeds (the plan lays it out, the render draws it). */
export type AdLook = Pick<DesignProps, "styleId" | "copy" | "output" | "videoStyle" | "language" | "seed" | "paletteSeed" | "durationSeconds" | "soundtrack">;

/** The props of one placement: one function for the plan's layout and the render, so both lay out the same ad. */
export function designPropsOf(look: AdLook, placement: Placement, { brand, images, art }: SharedInputs): DesignProps {
  return { ...look, placement, brand, images, art };
}

/** The plan's seed for the placement (the layout it measured), else the variant's; or an edit's layout variant and colour arrangement. */
function seedsOf(ad: ComposableAd, placement: Placement): Pick<DesignProps, "seed" | "paletteSeed"> {
  if (!ad.design) return { seed: plannedSeed(ad.plan, placement) ?? ad.variantIndex };
  const { layout, palette } = designOfAd(ad);
  return { seed: layout, paletteSeed: palette };
}

/** Video length and soundtrack of a video ad (the music step saved the track on the ad). */
function videoPropsOf(ad: ComposableAd): Pick<DesignProps, "durationSeconds" | "soundtrack"> {
  const music = ad.music as AdMusic | null;
  const track = music ? findTrack(music.track_id) : undefined;
  return {
    durationSeconds: ad.durationSeconds ?? VIDEO_SECONDS.default,
    ...(track ? { soundtrack: { trackId: track.id, bpm: track.bpm } } : {}),
  };
}
