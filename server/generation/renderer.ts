import type { DesignProps } from "../render/types";
import type { FileQa } from "../render/qa";
import type { EncodedStill, Raster } from "../render/still";
import type { VideoTimings } from "../render/video";
import { asBuffer, startRenderThreads, type RenderThreads } from "../render/render-threads";
import { sharedUntilFailure } from "../memo";
import { PermanentGenerationError } from "./permanent-error";

/**
 * The pipeline's view of the renderers in server/render (renderStill, renderVideo, renderHtml). The module
 * is loaded on the first render, not at import: the job runner (and the server start that starts it)
 * never fails because of the renderers, and a renderer that cannot load fails the render step with its
 * reason (retried, then the ad fails and is refunded). Tests may replace or wrap them via `generationHooks`.
 * With `drawInThreads`, every renderer but video runs in the render threads (server/render/render-threads.ts),
 * and the still the checks drew is encoded in the thread that drew it (its raster never crosses threads).
 */
export type Renderer = {
  renderStill(props: DesignProps, format: "png" | "jpg"): Promise<Buffer>;
  /** The file of a still already drawn (the raster the checks measured). */
  encodeStill(still: Raster, format: "png" | "jpg"): Promise<Buffer>;
  renderVideo(props: DesignProps, timings?: Partial<VideoTimings>, onProgress?: (fraction: number) => void): Promise<Buffer>;
  renderHtml(props: DesignProps): string | Promise<string>;
  /** Characters of the copy no shipped font can draw (see server/render/shaper.ts); a test renderer without the checks may give it. */
  missingGlyphs(props: DesignProps): Promise<string[]>;
  /**
   * The render checks (server/render/qa.ts): text colours from the pixels, the QA report, the floor's
   * failures, and the still as drawn with those colours (encoded as the file instead of drawn again).
   */
  checkDesign(props: DesignProps): Promise<Checked & { still?: Raster }>;
};
type Checked = { props: DesignProps; qa: FileQa; failures: string[] };

/**
 * One placement after the checks: the props to render with, its QA report, and the still they measured
 * (when they drew one): its raster, or its file already encoded by the render thread that drew it.
 */
export type CheckedPlacement = { props: DesignProps; qa: FileQa | null; still: Raster | EncodedStill | null };

export const generationHooks: {
  /** Replaces the renderer (tests). */
  renderer?: Partial<Renderer>;
  /** Called before each render of a placement; throwing fails that attempt (tests of failure and refund). */
  beforeRender?: (info: { adId: string; placement: string; format: string }) => void | Promise<void>;
} = {};

const loadRenderers = sharedUntilFailure(() => import("../render") as unknown as Promise<Partial<Renderer>>);

let threads: RenderThreads | undefined;

/**
 * Draws stills in `size` worker threads of this process from now on, until the returned stop: the job
 * runner of the embedded default (PGlite) renders one ad's placements, and several ads, on every core.
 * Elsewhere (the render pool's child processes, tests, scripts) stills are drawn on the calling thread.
 */
export function drawInThreads(size: number): () => Promise<void> {
  const started = (threads = startRenderThreads(size));
  return async () => {
    if (threads === started) threads = undefined;
    await started.stop();
  };
}

/** Starts the render threads now and has each draw a still (server start): the first ad finds them warm. */
export const warmRenderThreads = () => threads?.warm() ?? Promise.resolve();

async function pick<K extends Exclude<keyof Renderer, "checkDesign">>(name: K): Promise<Renderer[K]> {
  const override = generationHooks.renderer?.[name];
  if (override) return override as Renderer[K];
  if (threads && name !== "renderVideo" && name !== "missingGlyphs") {
    const pool = threads;
    return ((...args: unknown[]) => pool.run(name as Exclude<K, "renderVideo" | "missingGlyphs">, ...(args as never))) as Renderer[K];
  }
  return loaded(name);
}

async function loaded<K extends keyof Renderer>(name: K): Promise<Renderer[K]> {
  const fn = (await loadRenderers())[name];
  if (typeof fn !== "function") throw new Error(`the renderer does not provide ${name}`);
  return fn as Renderer[K];
}

/** The checks of one placement: in a render thread, which encodes the still it drew as `encode` (none: not needed). */
async function checkDesign(props: DesignProps, encode?: "png" | "jpg"): Promise<Checked & { still?: CheckedPlacement["still"] }> {
  const override = generationHooks.renderer?.checkDesign;
  if (override) return override(props);
  if (!threads) return (await loaded("checkDesign"))(props);
  const { still, ...checked } = await threads.run("checkDesign", props, encode);
  return { ...checked, still: still && { ...still, file: asBuffer(still.file) } };
}

/**
 * The props one placement is rendered with (text colours chosen from the pixels behind them) and its QA
 * report. A placement under the floor after re-layout fails the ad (refunded) rather than ship broken.
 * `encode`: the file the still will be stored as (png, or a jpg on demand); a video's checks need none.
 */
export async function checkPlacement(props: DesignProps, encode?: "png" | "jpg"): Promise<CheckedPlacement> {
  if (generationHooks.renderer && !generationHooks.renderer.checkDesign) {
    // A test renderer without the checks renders the props as they are (refusing the glyphs it says are missing).
    const missing = generationHooks.renderer.missingGlyphs;
    if (missing) await refuseMissingGlyphs(await missing(props));
    return { props, qa: null, still: null };
  }
  const checked = await checkDesign(props, encode);
  await refuseMissingGlyphs(checked.qa.missing_glyphs);
  if (checked.failures.length) {
    throw new PermanentGenerationError(`the ${props.placement} render failed its quality checks (${checked.failures.join("; ")}); the tokens were refunded`);
  }
  return { props: checked.props, qa: checked.qa, still: checked.still ?? null };
}

/**
 * Safety net: an ad that would show missing-glyph boxes is never delivered; the render fails with the
 * characters named. Permanent: a retry cannot add a font, so the ad fails (and is refunded) at once.
 */
async function refuseMissingGlyphs(missing: string[]): Promise<void> {
  if (!missing.length) return;
  throw new PermanentGenerationError(`missing glyphs: the copy has characters no shipped font can draw: ${glyphList(missing)}`);
}

/** Missing characters as a reader can find them: `"𓀀" (U+13000)`, at most eight. */
export const glyphList = (missing: string[]) =>
  missing.slice(0, 8).map((g) => `"${g}" (${[...g].map((ch) => "U+" + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")).join(" ")})`).join(", ");

/** Where a video's encoding reports how far it is (the progress a customer watches), and waits for the reports to be written. */
export type EncodingReport = { report(fraction: number): void; flush(): Promise<void> };

/**
 * The bytes of one file of props that passed checkPlacement (which refused missing glyphs); a still the
 * checks drew (`still`) is not drawn again: its file as the thread encoded it, or its raster encoded here.
 */
export async function renderFile(
  props: DesignProps,
  format: "png" | "jpg" | "mp4" | "html",
  adId: string,
  still: CheckedPlacement["still"] = null,
  encoding?: EncodingReport,
): Promise<Buffer> {
  await generationHooks.beforeRender?.({ adId, placement: props.placement, format });
  if (format === "mp4") {
    const video = await (await pick("renderVideo"))(props, undefined, encoding && ((fraction) => encoding.report(fraction)));
    await encoding?.flush();
    return video;
  }
  if (format === "html") return Buffer.from(await (await pick("renderHtml"))(props), "utf8");
  if (still && "file" in still && still.format === format) return still.file;
  if (still && "data" in still) return (await pick("encodeStill"))(still, format);
  return (await pick("renderStill"))(props, format);
}
