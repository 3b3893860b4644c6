/**
 * Text fitting without a browser: greedy word wrap with the real advance widths of the shipped fonts
 * (generated into assets/metrics.ts). Designs render the returned lines one per row, so satori, the
 * browser and the HTML document all break lines in the same places and text never overflows its box.
 */
import { FONT_METRICS } from "../assets/metrics";
import { FONTS, fontWeight, type FontKey } from "./fonts";

export type FitOptions = {
  font: FontKey;
  weight?: number;
  /** Box in pixels. */
  width: number;
  height: number;
  maxSize: number;
  minSize?: number;
  maxLines?: number;
  lineHeight?: number;
  uppercase?: boolean;
  /** Letter spacing in em. */
  tracking?: number;
};

export type Fitted = { lines: string[]; fontSize: number; lineHeight: number; height: number; width: number; truncated: boolean };

/** Safety margin: shaping/kerning may differ slightly between measurer and renderer. */
const SLACK = 0.94;

export function metricsKey(font: FontKey, weight: number): string {
  const w = fontWeight(font, weight);
  const key = `${font}-${w}`;
  if (FONT_METRICS[key]) return key;
  const any = Object.keys(FONT_METRICS).find((k) => k.startsWith(font + "-"));
  return any ?? "inter-400";
}

/** Width of a string in px at a font size. */
export function measure(text: string, font: FontKey, weight: number, size: number, tracking = 0): number {
  const m = FONT_METRICS[metricsKey(font, weight)];
  let units = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    const w = c >= 32 && c < 256 ? m.widths[c - 32] : 0;
    units += w > 0 ? w : m.fallback;
  }
  return (units / 1000) * size + tracking * size * Math.max(0, [...text].length);
}

function wrap(words: string[], maxWidth: number, mw: (s: string) => number): string[] | null {
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    if (mw(w) > maxWidth) return null; // a single word too wide: needs a smaller size
    const next = cur ? cur + " " + w : w;
    if (mw(next) <= maxWidth) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

export function fitText(raw: string, o: FitOptions): Fitted {
  const weight = o.weight ?? 400;
  const lh = o.lineHeight ?? FONTS[o.font].lineHeight;
  const upper = o.uppercase ?? FONTS[o.font].uppercase ?? false;
  const text = (upper ? raw.toUpperCase() : raw).replace(/\s+/g, " ").trim();
  const words = text ? text.split(" ") : [];
  const minSize = o.minSize ?? Math.max(12, Math.round(o.maxSize * 0.3));
  const maxLines = o.maxLines ?? 99;
  const width = o.width * SLACK;
  const result = (lines: string[], size: number, truncated: boolean): Fitted => ({
    lines,
    fontSize: Math.floor(size),
    lineHeight: lh,
    height: Math.ceil(lines.length * size * lh),
    width: Math.ceil(Math.max(0, ...lines.map((l) => measure(l, o.font, weight, size, o.tracking)))),
    truncated,
  });
  if (!words.length) return result([], o.maxSize, false);
  for (let size = o.maxSize; size >= minSize; size = size > minSize && size * 0.95 < minSize ? minSize : size * 0.95) {
    const lines = wrap(words, width, (s) => measure(s, o.font, weight, size, o.tracking));
    if (lines && lines.length <= maxLines && lines.length * size * lh <= o.height) return result(lines, size, false);
    if (size === minSize) break;
  }
  // Still too long at the smallest size: keep what fits and end with an ellipsis (never clip).
  const size = minSize;
  const mw = (s: string) => measure(s, o.font, weight, size, o.tracking);
  const fitLines = Math.max(1, Math.min(maxLines, Math.floor(o.height / (size * lh))));
  const lines: string[] = [];
  let cur = "";
  for (const w0 of words) {
    let w = w0;
    while (mw(w) > width && w.length > 1) w = w.slice(0, -1);
    const next = cur ? cur + " " + w : w;
    if (mw(next) <= width) cur = next;
    else {
      lines.push(cur);
      cur = w;
      if (lines.length === fitLines) break;
    }
  }
  if (lines.length < fitLines && cur) lines.push(cur);
  const last = lines.length - 1;
  let tail = lines[last] + "…";
  while (mw(tail) > width && tail.length > 1) tail = tail.slice(0, -2) + "…";
  lines[last] = tail;
  return result(lines.slice(0, fitLines), size, true);
}
