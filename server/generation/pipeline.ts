import { db } from "../db/client";
import { toNullableJson } from "../db/json";
import { MUSIC_NONE, VIDEO_SECONDS, adMusicOf, chooseTrack, findTrack, type AdMusic, type Track } from "../music/catalog";
import { generationBrief } from "../learning/brief";
import { PLACEMENTS, type Placement } from "../render/placements";
import type { DesignProps, ImageRef, VideoStyle } from "../render/types";
import { inlineImage, renderableImageRows } from "../assets/render-images";
import { storage } from "../storage";
import { findStyle, styleFor, type StyleScope } from "../styles/catalog";
import type { Style } from "../styles/types";
import { languageOf } from "../language/detect";
import { designBrand } from "../projects/brand";
import { cutSlots } from "../render/layout-check";
import { exactCopyCuts } from "./copy/layout";
import { chooseArt } from "./imagery";
import { twemojiDataUri } from "../render/twemoji";
import { writeCopy, type CopyBrief, type WrittenCopy } from "./copy";
import { pickStyle, selectableStyles, selectionRefusal } from "./style-choice";
import { checkPlacement, renderFile, type CheckedPlacement } from "./renderer";
import { trackStep } from "./progress";
import { failAd, markFileFailed, GENERATE_JOB, RENDER_FILE_JOB, type GeneratePayload, type RenderFilePayload } from "./outcome";
import { announceAd, announceFile } from "../webhooks/events";
import { announceAdChange } from "../ads/changes";
import { nameAdFromCopy } from "../ads/naming";
import { designOfAd } from "../ads/edit-draft";
import { PermanentGenerationError } from "./permanent-error";
import { customerCopyOf, itemImages } from "./catalog-item";
import { catalogItemOf } from "../catalogs/snapshot";
import { settleBatchAd } from "../ad-batches/settle";

export { failAd, markFileFailed, GENERATE_JOB, RENDER_FILE_JOB, type GeneratePayload, type RenderFilePayload };

/**
 * The generation pipeline as plain, idempotent step functions. The embedded runner (server/jobs) and the
 * Inngest function (inngest) call the same steps in the same order:
 *
 *   style -> copy -> render:<placement> (compose + render + store, one step per placement) -> finish
 *
 * The render steps of a still run at once (each is memoized on its own, so a retry re-runs only the
 * placements that did not finish).
 *
 * Every step can run twice (a retry after a crash between the step's work and the saving of its result):
 * each one writes with upserts or conditional updates, so running it again changes nothing.
 */

export type StyleChoice = { styleId: string; category: "template" | "meme"; templateKey: string | null; memeBase: string | null };
export type StoredFile = { format: string; storageKey: string; byteSize: number };

export async function loadAd(adId: string) {
  const prisma = await db();
  const ad = await prisma.ad.findUnique({ where: { id: adId }, include: { project: true, audience: true } });
  if (!ad) throw new PermanentGenerationError(`ad ${adId} no longer exists`);
  return ad;
}
type LoadedAd = Awaited<ReturnType<typeof loadAd>>;

/** The first call's promise, shared by every later call. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= fn());
}

/**
 * What the steps of one run of generateAd read alike, read once for the run instead of once per step and
 * per placement (each read cost a query or more on the main thread, the one PGlite runs on). Held in
 * memory for this run only: a run resumed after a crash starts a new one and reads everything again.
 * - `ad`: for the style, copy and music steps; they write only what the steps after them do not read
 *   from it (the style fields: copy goes by the style choice; the copy: music reads none of it);
 * - `earlier`: the project's styles from earlier requests (style and copy), other batches only, so
 *   the style step's own write leaves it as it was;
 * - `render`: the ad with its style and copy, the brand kit with its images, and the art, read once the
 *   copy is written, for every placement.
 */
export type AdRun = { ad(): Promise<LoadedAd>; earlier(): Promise<string[]>; render(): Promise<RenderInputs> };
type RenderInputs = { ad: LoadedAd; shared: SharedInputs };

export function adRun(adId: string): AdRun {
  const ad = once(() => loadAd(adId));
  return {
    ad,
    earlier: once(async () => earlierStyles(await ad())),
    render: once(async () => {
      const ad = await loadAd(adId);
      return { ad, shared: await sharedInputsOf(ad) };
    }),
  };
}

/** The styles of the project's ads from earlier requests, newest first: what automatic selection varies from. */
async function earlierStyles(ad: LoadedAd): Promise<string[]> {
  const prisma = await db();
  const rows = await prisma.ad.findMany({
    where: { projectId: ad.projectId, batchId: { not: ad.batchId }, createdAt: { lte: ad.createdAt }, styleCategory: { not: null } },
    select: { styleCategory: true, templateKey: true, memeBase: true },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
  return rows.flatMap((row) => styleFor(row)?.id ?? []);
}

/**
 * Step 1: the pinned style, or the one automatic selection picks (style-choice.ts: fillable from the
 * brief, fitting the business, the least used by the project's earlier ads; variants take the next ones).
 * Validation applied the same rule, so a refusal here only happens if the brief changed in between.
 */
export async function chooseStyleStep(adId: string, run: AdRun = adRun(adId)): Promise<StyleChoice> {
  const ad = await run.ad();
  let style = ad.pinnedStyle ? styleFor(ad) : undefined;
  if (!style) {
    const request = { scope: ad.styleScope as StyleScope, output: ad.output as "image" | "video", placements: ad.placements };
    const brief = briefOf(ad, { preferred: [], avoided: [] });
    const candidates = selectableStyles(request, brief, exactCopyFits(ad));
    if (!candidates.length) throw new PermanentGenerationError(selectionRefusal(request, brief, exactCopyFits(ad)) ?? "no style can be chosen");
    style = pickStyle(candidates, await run.earlier(), ad.variantIndex);
  }
  const choice: StyleChoice = {
    styleId: style.id,
    category: style.category,
    templateKey: style.template_key || null,
    memeBase: style.meme_base || null,
  };
  const prisma = await db();
  await prisma.ad.update({
    where: { id: adId },
    data: { styleCategory: choice.category, templateKey: choice.templateKey, memeBase: choice.memeBase },
  });
  return choice;
}

/** With exact copy, a style qualifies only when its layout holds the customer's words whole in every placement. */
function exactCopyFits(ad: LoadedAd): (style: Style) => boolean {
  if (ad.copyMode !== "exact") return () => true;
  const request = { copy: ad.copyInput, cta: ad.cta, output: ad.output as "image" | "video", placements: ad.placements as Placement[], language: ad.language };
  return (style) => exactCopyCuts(style, ad.project, request).length === 0;
}

function briefOf(ad: LoadedAd, hypotheses: CopyBrief["hypotheses"], style: Style | null = null): CopyBrief {
  return {
    project: {
      name: ad.project.name,
      tagline: ad.project.tagline,
      description: ad.project.description,
      visualDirection: ad.project.visualDirection,
    },
    language: ad.language ?? languageOf(ad.project),
    audience: ad.audience ? { name: ad.audience.name, description: ad.audience.description, rules: ad.audience.rules } : null,
    prompt: ad.prompt,
    // A batch ad's catalog item speaks first (title, price, description), placed for the style once known.
    copy: customerCopyOf(ad, style),
    copyMode: ad.copyMode === "exact" ? "exact" : "generate",
    cta: ad.cta,
    characterDirection: ad.characterDirection,
    variantIndex: ad.variantIndex,
    hypotheses,
  };
}

/** Step 2: the copy of every editable slot, saved on the ad (`editable_copy`, `informed_by`). */
export async function writeCopyStep(adId: string, choice: StyleChoice, run: AdRun = adRun(adId)): Promise<WrittenCopy> {
  const ad = await run.ad();
  const style = findStyle(choice.styleId) ?? styleFor(ad);
  if (!style) throw new PermanentGenerationError(`style ${choice.styleId} is no longer in the catalog`);
  const hypotheses = await generationBrief(ad.organizationId, ad.projectId, ad.audienceId).catch(() => ({ preferred: [], avoided: [] }));
  const earlier = (await run.earlier()).length;
  const brief = { ...briefOf(ad, hypotheses, style), sequence: earlier + ad.variantIndex };
  const written = await writeCopy(style, brief);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.ad.update({
      where: { id: adId },
      data: { editableCopy: written.copy, copySources: written.sources, informedBy: written.informedBy, language: brief.language },
    });
    await nameAdFromCopy(tx, adId, style, written.copy);
  });
  return written;
}

/** The project's brand kit and uploaded images as the renderers expect them, with an edit's photo and type direction. */
async function brandOf(ad: LoadedAd): Promise<{ brand: DesignProps["brand"]; images: ImageRef[] }> {
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
type SharedInputs = Pick<DesignProps, "brand" | "images" | "art">;

async function sharedInputsOf(ad: LoadedAd): Promise<SharedInputs> {
  const { brand, images } = await brandOf(ad);
  const art = chooseArt(ad.project).flatMap(({ emoji, keyword }) => {
    const src = twemojiDataUri(emoji);
    return src ? [{ src, keyword }] : [];
  });
  return { brand, images, art };
}

/**
 * Compose: the design props of one placement, from the ad's saved style and copy. Deterministic.
 * `shared`: the ad's sharedInputsOf when the caller composes several placements (read here without it).
 */
export async function composeProps(ad: LoadedAd, placement: Placement, shared?: SharedInputs): Promise<DesignProps> {
  const style = styleFor(ad);
  if (!style) throw new PermanentGenerationError("the ad has no style yet");
  const { brand, images, art } = shared ?? (await sharedInputsOf(ad));
  return {
    styleId: style.id,
    placement,
    copy: (ad.editableCopy ?? {}) as Record<string, string>,
    brand,
    images,
    output: ad.output as "image" | "video",
    videoStyle: (ad.videoStyle as VideoStyle | null) ?? undefined,
    language: ad.language ?? languageOf(ad.project),
    art,
    ...seedsOf(ad),
    ...(ad.output === "video" ? videoPropsOf(ad) : {}),
  };
}

/** The variant's seed, or an edit's layout variant and colour arrangement. */
function seedsOf(ad: LoadedAd): Pick<DesignProps, "seed" | "paletteSeed"> {
  if (!ad.design) return { seed: ad.variantIndex };
  const { layout, palette } = designOfAd(ad);
  return { seed: layout, paletteSeed: palette };
}

/** Video length and soundtrack of a video ad (the music step saved the track on the ad). */
function videoPropsOf(ad: LoadedAd): Pick<DesignProps, "durationSeconds" | "soundtrack"> {
  const music = ad.music as AdMusic | null;
  const track = music ? findTrack(music.track_id) : undefined;
  return {
    durationSeconds: ad.durationSeconds ?? VIDEO_SECONDS.default,
    ...(track ? { soundtrack: { trackId: track.id, bpm: track.bpm } } : {}),
  };
}

/**
 * Step 2b (video only): the soundtrack. The requested track, none for "none", else the track that fits
 * the brief best (catalog.ts `chooseTrack`: words of the prompt, project, tags and audience, the
 * style's tags, the video style; ties go round by variant). Saved on the ad as its `music` object.
 */
export async function chooseMusicStep(adId: string, choice: StyleChoice, run: AdRun = adRun(adId)): Promise<AdMusic | null> {
  const ad = await run.ad();
  const seconds = ad.durationSeconds ?? VIDEO_SECONDS.default;
  let track: Track | undefined;
  if (ad.musicRequest === MUSIC_NONE) track = undefined;
  else if (ad.musicRequest && findTrack(ad.musicRequest)) track = findTrack(ad.musicRequest);
  else {
    const style = findStyle(choice.styleId);
    track = chooseTrack({
      videoStyle: ad.videoStyle,
      styleTags: style ? [...style.tags, style.name] : [],
      prompt: [ad.prompt, ad.characterDirection, ad.tags.join(" ")].filter(Boolean).join(" "),
      text: [ad.project.name, ad.project.tagline, ad.project.description, ad.project.visualDirection, ad.audience?.name, ad.audience?.description]
        .filter(Boolean)
        .join(" "),
      seed: ad.variantIndex,
    });
  }
  const music = track ? adMusicOf(track, seconds) : null;
  const prisma = await db();
  await prisma.ad.update({ where: { id: adId }, data: { music: toNullableJson(music) } });
  return music;
}

export const storageKeyOf = (adId: string, placement: string, format: string) => `ads/${adId}/${placement}.${format}`;

async function renderAndStore(ad: LoadedAd, checked: CheckedPlacement, format: "png" | "jpg" | "mp4" | "html"): Promise<StoredFile> {
  const { props, qa } = checked;
  const bytes = await renderFile(props, format, ad.id, checked.still);
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

/** Step 3, per placement: compose, render the natural raster (png or mp4) and the HTML document, store. */
export async function renderPlacementStep(adId: string, placement: Placement, run: AdRun = adRun(adId)): Promise<StoredFile[]> {
  const { ad, shared } = await run.render();
  const props = await composeProps(ad, placement, shared);
  const customerSlots = Object.entries((ad.copySources ?? {}) as Record<string, string>).filter(([, source]) => source === "customer").map(([slot]) => slot);
  const cut = ad.copyMode === "exact" ? cutSlots(props, customerSlots) : [];
  if (cut.length) throw new PermanentGenerationError(`the exact copy of the ${cut.join(", ")} slot does not fit the ${placement} placement whole (shorten it); the tokens were refunded`);
  const natural = ad.output === "video" ? "mp4" : "png";
  // The checks run on the still at rest (the png is that still); the video and the document are drawn with the same colours.
  const checked = await checkPlacement(props, natural === "png" ? "png" : undefined);
  return [await renderAndStore(ad, checked, natural), await renderAndStore(ad, checked, "html")];
}

/** Step 4: ready. Only a generating ad moves (and announces `ad.ready`, in the same transaction); a second run changes nothing. */
export async function finishStep(adId: string): Promise<{ status: string }> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.ad.updateMany({ where: { id: adId, status: "generating" }, data: { status: "ready", generatedAt: new Date(), failureReason: null } });
    if (count) await announceAd(tx, adId, "ad.ready");
    if (count) await settleBatchAd(tx, adId, "ready");
  });
  announceAdChange(adId);
  const ad = await prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { status: true } });
  return { status: ad.status };
}

export type StepRunner = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** The whole generation of one ad, with `step` memoizing each step (runner or Inngest). */
export async function generateAd(adId: string, step: StepRunner): Promise<void> {
  const prisma = await db();
  const current = await prisma.ad.findUnique({ where: { id: adId }, select: { status: true, placements: true, output: true, rerender: true } });
  if (!current) throw new PermanentGenerationError(`ad ${adId} no longer exists`);
  if (current.status !== "generating") return;
  const run = adRun(adId);
  // Each step records itself on the ad's `progress` (server/generation/progress.ts). A step's "done" and
  // the "running" of the steps that start right after it are one write: with `next` the step names them;
  // they then skip their own "running" write (a step the job memoized does not run, nor does its write).
  const placements = current.placements as Placement[];
  const renderNames = placements.map((placement) => `render:${placement}`);
  // An edit that kept the words (a re-render) has its style, copy and music already: only the renders run.
  const order = current.rerender ? [] : ["style", "copy", ...(current.output === "video" ? ["music"] : [])];
  // A still's placements render side by side (the render threads spread them over the cores); a video's
  // one after another, so one ad never holds several videos in memory at once.
  const after = (name: string): string[] => {
    const k = order.indexOf(name);
    if (k >= 0) return k + 1 < order.length ? [order[k + 1]] : current.output === "video" ? renderNames.slice(0, 1) : renderNames;
    const r = renderNames.indexOf(name);
    return current.output === "video" && r + 1 < renderNames.length ? [renderNames[r + 1]] : [];
  };
  const announced = new Set<string>();
  const tracked = <T>(name: string, fn: () => Promise<T>) =>
    step(name, async () => {
      const next = after(name);
      const result = await trackStep(adId, name, fn, { running: announced.has(name), next });
      next.forEach((n) => announced.add(n));
      return result;
    });
  if (!current.rerender) {
    const choice = await tracked("style", () => chooseStyleStep(adId, run));
    await tracked("copy", () => writeCopyStep(adId, choice, run));
    if (current.output === "video") await tracked("music", () => chooseMusicStep(adId, choice, run));
  }
  const renders = placements.map((placement) => () => tracked(`render:${placement}`, () => renderPlacementStep(adId, placement, run)));
  if (current.output === "video") for (const render of renders) await render();
  else await allSettledOrThrow(renders.map((render) => render()));
  await step("finish", () => finishStep(adId));
}

/**
 * Waits for every promise, then throws the first failure: no step of a failed attempt is still running
 * (writing a file, saving its result) when the job is retried or the ad failed and refunded.
 */
async function allSettledOrThrow(promises: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** An on-demand raster (a jpg, or the png poster of a video) for the file endpoint. */
export async function renderOnDemand(adId: string, placement: Placement, format: "png" | "jpg"): Promise<StoredFile> {
  const ad = await loadAd(adId);
  if (ad.status !== "ready") throw new PermanentGenerationError(`ad is ${ad.status}`);
  const checked = await checkPlacement(await composeProps(ad, placement), format);
  const stored = await renderAndStore(ad, checked, format);
  // Not in the upsert's transaction, but inside the job's "render" step: a crash before this line
  // re-runs the step, so `ad_file.ready` is still sent (at least once).
  await announceFile(adId, placement, format);
  return stored;
}

