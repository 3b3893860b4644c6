/**
 * The design measures of the render checks (issue 42, docs/rendering.md "Design measures"): what an art
 * director checks besides the technical floor. Each has a threshold under which the file fails (the gate
 * lays it out again, qa.ts) and each lowers `qa.score` as it nears it (server/ads/qa-verdict.ts).
 *  - hierarchy: the headline is clearly the largest text, HEADLINE_LEAD times any other (the brand name
 *    included; a display figure, an offer's price or an event's date, may tie with it or pass it), and
 *    the CTA reads at the placement's size;
 *  - rag: no lone short word, a headline that ends on two words where it can, no break inside a name;
 *  - frame used: what the ad shows spans the frame's height;
 *  - product shown, and standing apart from the ground around it;
 *  - in a video, copy that keeps its place and a product the frame does not cut (motion-measures.ts).
 * The layout measures need no pixels: the ad plan (server/generation) calls `layoutMeasures` on a measured
 * layout (`designLayout`) before any charge. The pixel measures run on the ad as the checks drew it.
 */
import { definitionOf } from "../../remotion/designs/definitions";
import { renderDesign } from "../../remotion/designs/registry";
import { measure as textWidth } from "../../remotion/lib/fit";
import { DISPLAY_ROLES, type Paint, type PaintedText } from "../../remotion/lib/kit";
import { beats, durationOf, layerTransform, parseLayer } from "../../remotion/lib/motion";
import { namesIn, ragProblems } from "../../remotion/lib/rag";
import { cleanCopy } from "../../remotion/lib/script";
import { HEADLINE_LEAD } from "../../shared/hierarchy";
import { PLACEMENTS } from "../../shared/placements";
import { motionProblems, type Moved } from "./motion-measures";
import { productSeparation } from "./product-separation";
import type { LaidOut, Raster } from "./still";
import type { DesignProps } from "./types";

export type DesignQa = {
  /** The headline's size over the largest other text's, the brand name's included (display figures aside); null: no headline. */
  headline_ratio: number | null;
  /** The CTA's size in CSS pixels; null: no CTA. */
  cta_px: number | null;
  /** Line breaks an art director would not run, in words. */
  rag_problems: string[];
  /** The share of the frame's height the ad's content spans (a story's bottom band aside); null: display sizes. */
  frame_used: number | null;
  /** The product photo is drawn (in a video, on screen on every frame sampled before the end card); null: no photo, or a design that does not show one. */
  product_shown: boolean | null;
  /** Luminance contrast and colour distance (CIE76) between a cut-out product's edge, else a stand-in picture's (contrast only: judged by value), and the ground around it; null: neither drawn. */
  product_contrast: number | null;
  product_color_distance: number | null;
  /** A video's copy leaving its place (the frame, its card, clear of other panels and copy, its line's baseline) or its cut-out product cut by the frame, in words (motion-measures.ts). */
  motion_problems: string[];
};

/** The mobile banner (320x50) is logo, headline and CTA: no product slot (remotion/lib/banner.tsx). */
const NO_PRODUCT_SLOT: readonly DesignProps["placement"][] = ["mobile_banner"];

/** Layouts tried per placement: the design's own, then two variants (the checks, qa.ts, and the ad plan alike). */
export const LAYOUT_ATTEMPTS = 3;

/** The thresholds under which a file fails. */
export const DESIGN_FLOOR = {
  /** The headline is clearly larger than any other text but a display figure (shared/hierarchy.ts). */
  headlineRatio: HEADLINE_LEAD,
  /** CSS px: 24 at 1080 on social placements (kit's Cta minimum), 10 on display sizes. */
  ctaPx: (placement: DesignProps["placement"]) => (PLACEMENTS[placement].density === 1 ? 24 : 10),
  /** Stories and Reels: 70 % of the height above the bottom band; other social frames: 80 % of the height. */
  frameUsed: (placement: DesignProps["placement"]) => (PLACEMENTS[placement].height > PLACEMENTS[placement].width * 1.5 ? 0.7 : 0.8),
  productContrast: 1.5,
  productColorDistance: 30,
};


/** The texts of a layout, the lines of one slot drawn as several layers (a video's lines) joined again. */
function blocksOf(texts: PaintedText[]): PaintedText[] {
  const out: PaintedText[] = [];
  for (const t of texts) {
    const last = out[out.length - 1];
    if (last && t.slot && last.slot === t.slot && last.fontSize === t.fontSize && last.color === t.color) last.lines = [...last.lines, ...t.lines];
    else out.push({ ...t, lines: [...t.lines] });
  }
  return out;
}

/** The layout of a placement as the design lays it out (no pixels, a few milliseconds): every text drawn, its lines and size. */
export function designLayout(props: DesignProps): Paint {
  const paint: Paint = { texts: [], logos: [], products: [], standIns: [] };
  renderDesign({ ...props, t: undefined, paint });
  return paint;
}

/** Hierarchy and rag, from a layout's texts. */
export function layoutMeasures(props: DesignProps, texts: PaintedText[]): Pick<DesignQa, "headline_ratio" | "cta_px" | "rag_problems"> {
  const slots = definitionOf(props.styleId).slots;
  const slotOf = (t: PaintedText) => slots.find((s) => s.name === t.slot);
  const blocks = blocksOf(texts).filter((t) => t.lines.length);
  const heads = blocks.filter((t) => slotOf(t)?.kind === "headline");
  const others = blocks.filter((t) => t.slot === "brand" || (slotOf(t) && slotOf(t)!.kind !== "headline" && !DISPLAY_ROLES.has(slotOf(t)!.role)));
  const head = Math.max(0, ...heads.map((t) => t.fontSize));
  const other = Math.max(0, ...others.map((t) => t.fontSize));
  const ctas = blocks.filter((t) => slotOf(t)?.kind === "cta");
  const rag = blocks.flatMap((t) => {
    const copy = t.slot && t.slot !== "brand" ? cleanCopy(props.copy[t.slot] ?? "") : "";
    const fitsLine = (line: string) => !t.font || !t.box || textWidth(line, t.font, t.weight ?? 400, t.fontSize, t.tracking ?? 0) <= t.box * 0.94;
    if (slotOf(t) && DISPLAY_ROLES.has(slotOf(t)!.role)) return [];
    const problems = ragProblems(t.lines, { headline: slotOf(t)?.kind === "headline", names: namesIn(copy || t.lines.join(" "), props.brand.name), fitsLine });
    return problems.map((p) => `${p} (${t.slot ?? "text"})`);
  });
  return {
    headline_ratio: head && other ? Math.round((head / other) * 100) / 100 : null,
    cta_px: ctas.length ? Math.round(Math.min(...ctas.map((t) => t.fontSize)) / PLACEMENTS[props.placement].density) : null,
    rag_problems: rag,
  };
}

const LAYER_ID = /^(bg|fg|el|scene|end)(-\d+)?(~l\d+(w\d+)?)?(\.[a-z]+\d*)?$/;

/** The layers that draw a product photo in a video (remotion/lib/motion.ts roles). */
const PRODUCT_ROLES = new Set(["product", "framed", "photo"]);
/** A video's frames the gate looks at: every half second until the end card covers the ad. */
const FRAME_STEP_S = 0.5;
/** The CTA's entrance (remotion/lib/motion-styles.ts: 0.5-0.6 s in every style). */
const CTA_ENTRANCE_S = 0.6;


/**
 * The laid-out layers of `nodes` as a still shows them, or for a video as each frame sampled from `from`
 * (s) until the end card shows them: every layer's box moved as the video's motion moves it (scaled about
 * its centre).
 */
function framesOfLayers(props: DesignProps, nodes: LaidOut[], from: (b: ReturnType<typeof beats>) => number): Moved[][] & { times?: number[] } {
  const layers = nodes.filter((n) => typeof n.key === "string" && LAYER_ID.test(n.key) && n.width > 0 && n.height > 0);
  const still = (n: LaidOut): Moved => ({ n, x0: n.left, y0: n.top, x1: n.left + n.width, y1: n.top + n.height, opacity: 1, rotate: 0 });
  if (props.output !== "video") return [layers.map(still)];
  const { width: W, height: H } = PLACEMENTS[props.placement];
  const D = durationOf(props), b = beats(D, props.soundtrack?.bpm), timeline = definitionOf(props.styleId).motion;
  const frames: Moved[][] & { times?: number[] } = [];
  frames.times = [];
  for (let t = Math.ceil(from(b) / FRAME_STEP_S) * FRAME_STEP_S; t < b.end; t += FRAME_STEP_S) {
    frames.times.push(t);
    frames.push(layers.map((n) => {
      const tr = layerTransform(props.videoStyle ?? "live_scene", n.key as string, t, W, H, D, props.soundtrack?.bpm, timeline, n);
      const w = n.width * tr.scale, h = n.height * tr.scale;
      const x0 = n.left + n.width / 2 + tr.x - w / 2, y0 = n.top + n.height / 2 + tr.y - h / 2;
      return { n, x0, y0, x1: x0 + w, y1: y0 + h, opacity: tr.opacity, rotate: tr.rotate ?? 0 };
    }));
  }
  return frames;
}

/**
 * The share of the height the layers that show something span (not the ground, the props, the end card),
 * a story's bottom band aside. A video: the least of its frames sampled each half second once the whole ad
 * is on screen (the CTA arrived, after its entrance) until the end card, counting the layers at least half
 * opaque where the motion has them (issue 42: the gate judged a video by its still while a story video left
 * its bottom quarter empty). Earlier frames are left out: the copy arrives beat by beat by design, and a
 * bold-statement story's first frame (its headline alone) spans 15 %.
 */
function frameUsed(props: DesignProps, frames: Moved[][]): number | null {
  const { width: W, height: H, density, safe } = PLACEMENTS[props.placement];
  if (density !== 1) return null;
  const bottom = H > W * 1.5 ? H - safe.bottom : H;
  const used = frames.map((layers) => {
    const shown = layers.filter(({ n, opacity }) => {
      const layer = parseLayer(n.key as string);
      return opacity >= 0.5 && layer.kind !== "bg" && layer.kind !== "end" && layer.role !== "prop";
    });
    if (!shown.length) return 0;
    const top = Math.max(0, Math.min(...shown.map((m) => m.y0)));
    const end = Math.min(bottom, Math.max(...shown.map((m) => m.y1)));
    return Math.max(0, end - top) / bottom;
  });
  return Math.round(Math.min(...used) * 100) / 100;
}

/**
 * A video keeps its product on screen (issue 42): on every frame sampled each half second before the end
 * card, a product layer is at least half opaque and at least three quarters of its box inside the frame,
 * moved as the video's motion moves it (the layout's boxes, no pixels). A still: true.
 */
function productOnScreen(props: DesignProps, frames: Moved[][]): boolean {
  if (props.output !== "video") return true;
  const { width: W, height: H } = PLACEMENTS[props.placement];
  return frames.every((layers) =>
    layers.some(({ n, x0, y0, x1, y1, opacity }) => {
      if (!PRODUCT_ROLES.has(parseLayer(n.key as string).role)) return false;
      const inside = Math.max(0, Math.min(W, x1) - Math.max(0, x0)) * Math.max(0, Math.min(H, y1) - Math.max(0, y0));
      return opacity >= 0.5 && inside >= 0.75 * (x1 - x0) * (y1 - y0);
    }),
  );
}

/** The measures that need the drawn ad: the frame used and the product (shown, standing apart from its ground). */
export async function pixelMeasures(props: DesignProps, ad: Raster, paint: Paint, nodes: LaidOut[]): Promise<Pick<DesignQa, "frame_used" | "product_shown" | "product_contrast" | "product_color_distance" | "motion_problems"> & { productEdge?: string }> {
  const photo = props.images.find((i) => i.role !== "logo");
  const drawn = paint.products ?? [];
  // A cut-out photo's edge, else a stand-in picture's (issue 42: a pale tooth on a peach panel went
  // unmeasured). A stand-in is judged by value alone, as a viewer in greyscale would (its colour distance
  // is not reported): the brief's picture is ours to set on a plate, where a photo's ground is the brand's.
  const cutouts = drawn.filter((d) => d.cutout);
  const separation = await productSeparation(ad, cutouts.length ? cutouts : (paint.standIns ?? []), nodes);
  const byValue = !cutouts.length;
  const frames = framesOfLayers(props, nodes, () => 0);
  return {
    frame_used: frameUsed(props, framesOfLayers(props, nodes, (b) => b.cta + CTA_ENTRANCE_S)),
    product_shown: photo && definitionOf(props.styleId).showsProduct && !NO_PRODUCT_SLOT.includes(props.placement) ? drawn.some((d) => d.width * d.height > 0) && productOnScreen(props, frames) : null,
    product_contrast: separation?.contrast ?? null,
    product_color_distance: byValue ? null : (separation?.distance ?? null),
    productEdge: separation?.edge,
    motion_problems: motionProblems(props, frames, frames.times ?? [], paint, nodes),
  };
}

/** The design failures of a report, in words; empty: the design may ship. */
export function designFailures(qa: Partial<DesignQa>, placement: DesignProps["placement"]): string[] {
  const out: string[] = [];
  if (qa.headline_ratio != null && qa.headline_ratio < DESIGN_FLOOR.headlineRatio) out.push(`the headline is not clearly larger than other text (${qa.headline_ratio}x, under ${DESIGN_FLOOR.headlineRatio}x)`);
  if (qa.cta_px != null && qa.cta_px < DESIGN_FLOOR.ctaPx(placement)) out.push(`the CTA is set at ${qa.cta_px} px, under ${DESIGN_FLOOR.ctaPx(placement)} px`);
  for (const problem of qa.rag_problems ?? []) out.push(problem);
  if (qa.frame_used != null && qa.frame_used < DESIGN_FLOOR.frameUsed(placement)) out.push(`the content spans ${Math.round(qa.frame_used * 100)} % of the frame's height, under ${Math.round(DESIGN_FLOOR.frameUsed(placement) * 100)} %`);
  if (qa.product_shown === false) out.push("the product photo is not shown");
  for (const problem of qa.motion_problems ?? []) out.push(`in the video, ${problem}`);
  if (qa.product_contrast != null && qa.product_contrast < DESIGN_FLOOR.productContrast && (qa.product_color_distance ?? 0) < DESIGN_FLOOR.productColorDistance) {
    out.push(`the product does not stand apart from its ground (${qa.product_contrast}:1${qa.product_color_distance == null ? "" : `, colour distance ${qa.product_color_distance}`})`);
  }
  return out;
}
