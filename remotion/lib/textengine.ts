/**
 * The shaping engine seen from the designs. Designs are synchronous functions shared by satori, HTML and
 * Remotion, so the engine is registered once per process: on the server `server/render/shaper.ts`
 * (HarfBuzz + bidi-js + the Noto families) calls `setTextEngine()` before the first render. Without an
 * engine (e.g. in the browser), fitting falls back to the generated metrics table and complex lines are
 * drawn as plain text (Chromium shapes them itself).
 */
import type { FontKey } from "./fonts";

export type LineOpts = { lang?: string; dir: "ltr" | "rtl"; tracking?: number };

export type DrawnLine = {
  /** An SVG data URI with the shaped glyph outlines, in the text colour. */
  src: string;
  /** Advance width of the line in px (the image width). */
  width: number;
  /** Image height in px; taller than the row, centred on it (room for marks and descenders). */
  height: number;
};

export interface TextEngine {
  /** Advance width in px of a line shaped as it will be drawn (font fallback per script included). */
  measure(text: string, font: FontKey, weight: number, size: number, o: LineOpts): number;
  /** Whether the face as given to satori draws every character of the text itself (no fallback needed). */
  covers(font: FontKey, text: string): boolean;
  /** Shapes and draws one line as glyph outlines. */
  draw(text: string, font: FontKey, weight: number, size: number, color: string, o: LineOpts): DrawnLine;
}

let engine: TextEngine | undefined;
export function setTextEngine(e: TextEngine | undefined): void {
  engine = e;
}
export function textEngine(): TextEngine | undefined {
  return engine;
}

/**
 * Shaped text carried to a browser: the server runs the design once with a recording engine, the results
 * travel with the composition's props (`textCache`), and the browser replays them, so a Remotion render
 * (Chromium) draws the same shaped lines, at the same sizes, as the still and fast video paths.
 */
export type TextCache = Record<string, number | boolean | DrawnLine>;
const cacheKey = (op: string, args: unknown[]) => op + JSON.stringify(args);

export function recordingEngine(base: TextEngine, cache: TextCache): TextEngine {
  return {
    measure: (...a) => (cache[cacheKey("m", a)] = base.measure(...a)) as number,
    covers: (...a) => (cache[cacheKey("c", a)] = base.covers(...a)) as boolean,
    draw: (...a) => (cache[cacheKey("d", a)] = base.draw(...a)) as DrawnLine,
  };
}

export function replayEngine(cache: TextCache): TextEngine {
  return {
    // A miss cannot happen for the recorded props; the fallbacks only keep a changed preview alive.
    measure: (...a) => (cache[cacheKey("m", a)] as number | undefined) ?? a[0].length * a[3] * 0.6,
    covers: (...a) => (cache[cacheKey("c", a)] as boolean | undefined) ?? true,
    draw: (...a) => (cache[cacheKey("d", a)] as DrawnLine | undefined) ?? { src: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=", width: 1, height: 1 },
  };
}
