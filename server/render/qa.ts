/**
 * The render checks: text colours chosen from the pixels behind them, and a QA report computed from the
 * render itself. A still is drawn three ways by the same design:
 *  - "hide": every text laid out but not drawn: the ground each line actually sits on (at half size);
 *  - "ids": every text element in its own flat colour: which pixels are whose glyphs (drawn without what
 *    lies under every text, ids-underlay.ts);
 *  - the ad itself, with the colours chosen from the first two.
 * Contrast is measured per element between the ad's glyph pixels and the ground under the same pixels.
 * The ad as drawn here is the file: the pipeline encodes this raster instead of drawing it again.
 */
import { type DesignInput, type Paint } from "../../remotion/lib/kit";
import { idColor, paintKey } from "../../remotion/lib/paint";
import { brandTextColors, luminance, mix, normHex, rgb } from "../../remotion/lib/theme";
import { PLACEMENTS, textUnitOf } from "../../shared/placements";
import { missingGlyphs } from "./shaper";
import { dropUnderlay } from "./ids-underlay";
import { designSvg, svgInkToRgba, svgToRgba, type Raster } from "./still";
import type { DesignProps } from "./types";
import { LAYOUT_ATTEMPTS, designFailures, layoutMeasures, pixelMeasures, type DesignQa } from "./design-measures";
import type { LaidOut } from "./still";

/** `files[].qa` of the API (docs/rendering.md "QA report"): the floor, then the design measures (design-measures.ts). */
export type FileQa = FloorQa & DesignQa;
/** A report as stored: one made before the design measures (issue 42) has none of them. */
export type StoredQa = FloorQa & Partial<DesignQa>;
type FloorQa = {
  /** Lowest contrast ratio of any text element against the pixels behind it (its 5th percentile), 2 decimals; null: no text. */
  min_text_contrast: number | null;
  /** No text had to be cut to fit. */
  text_fits: boolean;
  /** Characters of the copy no shipped font draws. */
  missing_glyphs: string[];
  /** No text pixel lies in the placement's safe bands (platform UI). */
  safe_zone_clear: boolean;
  /** The uploaded logo's smaller side as drawn, in pixels; null: no uploaded logo (the brand name is set as text). */
  logo_min_px: number | null;
};

/** The floor under which a file is never shipped (WCAG's large-text minimum). */
export const CONTRAST_FLOOR = 3;

/**
 * The failures of a report, in words; empty: the file may ship. The design measures' thresholds depend on
 * the placement; a report stored before they existed has none of them.
 */
export function qaFailures(qa: StoredQa, placement: DesignProps["placement"]): string[] {
  const out: string[] = [];
  if (qa.min_text_contrast !== null && qa.min_text_contrast < CONTRAST_FLOOR) out.push(`text contrast ${qa.min_text_contrast}:1 is under ${CONTRAST_FLOOR}:1`);
  if (!qa.text_fits) out.push("text had to be cut to fit");
  if (qa.missing_glyphs.length) out.push(`characters no font draws: ${qa.missing_glyphs.join(" ")}`);
  if (!qa.safe_zone_clear) out.push("text lies in the placement's safe band");
  return [...out, ...designFailures(qa, placement)];
}

async function pass(props: DesignProps, mode: Paint["mode"], scale = 1, nodes?: LaidOut[]): Promise<{ raster: Raster; paint: Paint }> {
  const paint: Paint = { mode, texts: [], logos: [], products: [], standIns: [] };
  const svg = await designSvg({ ...props, t: undefined, paint } as DesignInput, nodes && ((node) => nodes.push(node)));
  return { raster: svgToRgba(svg, scale), paint };
}

/** Where the ids pass drew: its pixels and their place on the canvas. */
type IdsRaster = Raster & { x: number; y: number };

/**
 * The "ids" pass: no ground, as what lies under every text can hide no glyph (ids-underlay.ts), and only
 * the part of the canvas it draws on (still.ts svgInkToRgba): the copy and what lies above it, not the
 * whole empty canvas (a fifth of a check's raster work, and of glyphsOf's scan).
 */
async function idsPass(props: DesignProps): Promise<{ raster: IdsRaster; paint: Paint }> {
  const paint: Paint = { mode: "ids", texts: [], logos: [], products: [], standIns: [] };
  const svg = await designSvg({ ...props, t: undefined, paint } as DesignInput);
  const raster = svgInkToRgba(dropUnderlay(svg, paint.texts.map((_, k) => idColor(k)))) ?? { data: Buffer.alloc(0), width: 0, height: 0, x: 0, y: 0 };
  return { raster, paint };
}

/** Linear light of each 8-bit channel value, computed once: relLum runs for every glyph pixel of every pass. */
const LINEAR = Float64Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const relLum = (r: number, g: number, b: number) => 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The 5th percentile: a few stray pixels of a neighbouring shape do not decide, a crossing shape does. */
const lowIndex = (count: number) => Math.floor(count * 0.05);
function low(values: number[]): number {
  if (!values.length) return Infinity;
  return Float64Array.from(values).sort()[lowIndex(values.length)];
}

/** One text element's glyph pixels (indices into the ad's raster) and the luminance of the ground under each. */
type Glyphs = { pixels: number[]; grounds: Float64Array };

/**
 * Per text element of the "ids" pass, the pixels of its glyphs (indices into the canvas of `width` x
 * `height`): pixels of the element's flat colour that the text itself painted (a photo or gradient may
 * hold the same colour by chance; the ground does not change under it). The ground may be drawn smaller
 * than the ad: each pixel reads the ground pixel it falls in.
 */
function glyphsOf(ids: IdsRaster, ground: Raster, count: number, width: number, height: number): Glyphs[] {
  const byColor = new Map<number, number>();
  for (let k = 0; k < count; k++) {
    const [r, g, b] = rgb(idColor(k));
    byColor.set((r << 16) | (g << 8) | b, k);
  }
  const pixels: number[][] = Array.from({ length: count }, () => []);
  const under: number[][] = Array.from({ length: count }, () => []);
  const d = ids.data, g = ground.data;
  const sx = ground.width / width, sy = ground.height / height;
  const groundX = Int32Array.from({ length: ids.width }, (_, x) => Math.min(ground.width - 1, Math.floor((x + ids.x) * sx)));
  for (let y = 0; y < ids.height; y++) {
    const groundRow = Math.min(ground.height - 1, Math.floor((y + ids.y) * sy)) * ground.width;
    const canvasRow = (y + ids.y) * width + ids.x;
    for (let x = 0, i = y * ids.width; x < ids.width; x++, i++) {
      if (d[i * 4 + 3] !== 255) continue;
      const j = (groundRow + groundX[x]) * 4;
      if (g[j] === d[i * 4] && g[j + 1] === d[i * 4 + 1] && g[j + 2] === d[i * 4 + 2]) continue;
      const k = byColor.get((d[i * 4] << 16) | (d[i * 4 + 1] << 8) | d[i * 4 + 2]);
      if (k === undefined) continue;
      pixels[k].push(canvasRow + x);
      under[k].push(relLum(g[j], g[j + 1], g[j + 2]));
    }
  }
  return pixels.map((px, k) => ({ pixels: px, grounds: Float64Array.from(under[k]) }));
}

/**
 * Contrast a text colour would have over these ground luminances (the low percentile), exactly as
 * `low()` of every pixel's ratio. The ratio falls as the ground nears the text's luminance from either
 * side, so the ratios in ascending order are the two sides of that point merged outward: the percentile
 * is found in a few thousand steps per candidate colour instead of a sort of every pixel.
 */
function contrastOver(color: string, sortedGrounds: Float64Array): number {
  if (!sortedGrounds.length) return Infinity;
  const [r, g, b] = rgb(color);
  const l = relLum(r, g, b);
  // Binary search for the first ground at or above the text's luminance.
  let above = 0;
  for (let hi = sortedGrounds.length; above < hi; ) {
    const mid = (above + hi) >> 1;
    if (sortedGrounds[mid] < l) above = mid + 1;
    else hi = mid;
  }
  let below = above - 1;
  let next = Infinity;
  for (let taken = 0; taken <= lowIndex(sortedGrounds.length); taken++) {
    const fromBelow = below >= 0 ? ratio(l, sortedGrounds[below]) : Infinity;
    const fromAbove = above < sortedGrounds.length ? ratio(l, sortedGrounds[above]) : Infinity;
    if (fromBelow <= fromAbove) {
      next = fromBelow;
      below--;
    } else {
      next = fromAbove;
      above++;
    }
  }
  return next;
}

/**
 * The colour closest to the design's that reads over the ground: the design's own, then moved step by step
 * toward the brand's darkest or lightest colour, then toward near-black or near-white; the best of all when
 * none reaches the target (the QA report then says so).
 */
export function readableOver(color: string, grounds: Float64Array, target: number, kit: string[]): string {
  const own = normHex(color) ?? "#111111";
  if (contrastOver(own, grounds) >= target) return own;
  const brand = brandTextColors(kit);
  // The brand's own darkest and lightest colours first, then the lists' last entries: near-black, near-white.
  const stages = [[brand.dark[0], brand.light[0]], [brand.dark.at(-1)!, brand.light.at(-1)!]];
  let best = { color: own, contrast: contrastOver(own, grounds) };
  for (const toward of stages) {
    for (let t = 0.2; t <= 1.0001; t += 0.2) {
      const found = toward.map((end) => mix(own, end, t)).find((c) => contrastOver(c, grounds) >= target);
      if (found) return found;
    }
    for (const end of toward) {
      const cr = contrastOver(end, grounds);
      if (cr > best.contrast) best = { color: end, contrast: cr };
    }
  }
  return best.color;
}

/** Text under 24 units (px at 1080; placements.ts textUnitOf) needs 4.5:1, display text 3:1 (WCAG 2.x). */
const targetFor = (fontSize: number, u: number) => (fontSize / u < 24 ? 4.5 : 3);

/** The design with every text line's colour chosen from the ground behind it (DesignProps.textColors). */
function chooseColors(props: DesignProps, paint: Paint, glyphs: Glyphs[]): Record<string, string> {
  const u = textUnitOf(props.placement);
  const colors: Record<string, string> = {};
  paint.texts.forEach((t, k) => {
    if (!glyphs[k].pixels.length) return;
    const chosen = readableOver(t.color, glyphs[k].grounds.slice().sort(), targetFor(t.fontSize, u), props.brand.colors ?? []);
    if (chosen !== normHex(t.color)) for (const line of t.lines) colors[paintKey(t.color, t.fontSize, line)] = chosen;
  });
  return colors;
}

async function measure(props: DesignProps, ad: { raster: Raster; paint: Paint; nodes: LaidOut[] }, glyphs: Glyphs[], missing: string[]): Promise<FileQa & { productEdge?: string }> {
  let min = Infinity;
  const a = ad.raster.data;
  for (const { pixels, grounds } of glyphs) {
    if (!pixels.length) continue;
    min = Math.min(min, low(pixels.map((i, n) => ratio(relLum(a[i * 4], a[i * 4 + 1], a[i * 4 + 2]), grounds[n]))));
  }
  const { safe, width: W, height: H } = PLACEMENTS[props.placement];
  const slack = 2; // glyph edges rounded to whole pixels
  const inBand = (i: number) => {
    const x = i % W, y = Math.floor(i / W);
    return y < safe.top - slack || y >= H - safe.bottom + slack || x < safe.left - slack || x >= W - safe.right + slack;
  };
  const logos = ad.paint.logos.map((l) => Math.min(l.width, l.height));
  return {
    min_text_contrast: Number.isFinite(min) ? Math.floor(min * 100) / 100 : null,
    text_fits: !ad.paint.texts.some((t) => t.truncated),
    missing_glyphs: missing,
    safe_zone_clear: !glyphs.some(({ pixels }) => pixels.some(inBand)),
    logo_min_px: logos.length ? Math.min(...logos) : null,
    ...layoutMeasures(props, ad.paint.texts),
    ...(await pixelMeasures(props, ad.raster, ad.paint, ad.nodes)),
  };
}

/** The ad itself, and the layout of every element in it (the design measures read the layers' boxes). */
async function adPass(props: DesignProps) {
  const nodes: LaidOut[] = [];
  return { ...(await pass(props, undefined, 1, nodes)), nodes };
}

/**
 * The "hide" pass is drawn at half size (a quarter of the pixels): the ground under text is flat colour,
 * gradient or photo, and each glyph pixel reads the ground pixel it falls in. On the stress kits this
 * chooses the same text colours and gives the same verdicts as full size for a quarter less CPU
 * (docs/benchmarks.md "Quality gate cost"). The "ids" pass stays full size: glyph masks are exact pixels.
 */
const GROUND_SCALE = 0.5;

/** The ground behind the text and which pixels are whose glyphs: the "hide" and "ids" passes. */
async function groundAndGlyphs(props: DesignProps, groundScale = GROUND_SCALE) {
  const [hidden, ids] = await Promise.all([pass(props, "hide", groundScale), idsPass(props)]);
  const { width, height } = PLACEMENTS[props.placement];
  // A text with no lines (an empty optional slot) draws no glyph: pixels of its id colour are a photo's
  // that happen to match it (a loaf's crust read as a kicker at 1:1, issue 42's review sheet).
  const glyphs = glyphsOf(ids.raster, hidden.raster, ids.paint.texts.length, width, height).map((g, k) => (ids.paint.texts[k].lines.length ? g : { pixels: [], grounds: new Float64Array() }));
  return { texts: ids.paint, glyphs };
}

/** The QA report of the props drawn as they are (their own textColors, none chosen). */
export async function measureQa(props: DesignProps): Promise<FileQa> {
  const { glyphs } = await groundAndGlyphs(props);
  const { productEdge: _edge, ...qa } = await measure(props, await adPass(props), glyphs, await missingGlyphs(props));
  return qa;
}

/** Check one layout: choose the text colours, draw, measure. */
async function checkLayout(props: DesignProps, missing: string[], groundScale?: number): Promise<Checked> {
  const { texts, glyphs } = await groundAndGlyphs(props, groundScale);
  const painted = { ...props, textColors: chooseColors(props, texts, glyphs) };
  const ad = await adPass(painted);
  const { productEdge, ...qa } = await measure(props, ad, glyphs, missing);
  return { props: painted, qa, still: ad.raster, failures: qaFailures(qa, props.placement), productEdge };
}

/**
 * A plate for a product its ground hides: its edge's colour taken far darker, or far lighter for a dark
 * product (issue 42: a ground pushed to a much lighter or darker tone).
 */
const backdropFor = (edge: string) => (luminance(edge) > 0.3 ? mix(edge, "#000000", 0.72) : mix(edge, "#ffffff", 0.82));

/** A checked layout: the props to render with, the report, the still as drawn (premultiplied RGBA). */
type Checked = { props: DesignProps; qa: FileQa; still: Raster; failures: string[]; productEdge?: string };

/**
 * The props to render one placement with (text colours chosen from the pixels) and the file's QA report.
 * A layout under the floor is laid out again as the next variants (another palette order and layout flip);
 * `failures` is non-empty when none of them passes, and the file must not ship. `groundScale` 1 draws the
 * ground at full size (the tests compare the two).
 */
export async function checkDesign(props: DesignProps, options: { groundScale?: number } = {}): Promise<Checked> {
  const missing = await missingGlyphs(props);
  let first: Checked | undefined;
  for (let n = 0; n < LAYOUT_ATTEMPTS; n++) {
    let checked = await checkLayout({ ...props, seed: props.seed + n }, missing, options.groundScale);
    // A product the ground hides gets a plate of its own, on the same layout, before another layout is tried.
    const hidden = checked.qa.product_contrast !== null && designFailures({ product_contrast: checked.qa.product_contrast, product_color_distance: checked.qa.product_color_distance }, props.placement).length > 0;
    if (hidden && checked.productEdge && !props.productBackdrop) checked = await checkLayout({ ...props, seed: props.seed + n, productBackdrop: backdropFor(checked.productEdge) }, missing, options.groundScale);
    if (!checked.failures.length) return checked;
    first ??= checked;
    // Missing glyphs and cut text do not depend on the palette: another variant only helps contrast and layout flips.
    if (missing.length) break;
  }
  return first!;
}
