/** The paint passes of a design: what each pass draws and records, the text-colour key and the flat colours of the "ids" pass. */
import type { FontKey } from "./fonts";

/** A logo's proportions, as brand-elements.tsx `logoShape` reads them (kept here, where Paint records them). */
export type LogoShape = "wide" | "square" | "tall";

/**
 * One pass of the render checks. "hide": text is laid out but not drawn (the ground behind it);
 * "ids": every text element is drawn in its own flat colour (which pixels belong to which text);
 * default: drawn normally. `texts` and `logos` are filled as the design draws them.
 */
export type Paint = {
  mode?: "hide" | "ids";
  texts: PaintedText[];
  logos: { width: number; height: number; shape: LogoShape }[];
  /** The product photos drawn (brand-elements.tsx ProductShot), at their drawn size. */
  products?: { src: string; width: number; height: number; cutout: boolean }[];
  /** The stand-in pictures drawn where a photo would stand (brand-elements.tsx Art: the brief's illustration). */
  standIns?: { src: string; width: number; height: number }[];
};

/**
 * One text as drawn: its lines and size, the slot it says (by name; "brand" for the wordmark), and the
 * face and box it was broken for (the design measures judge its rag with them).
 */
export type PaintedText = {
  lines: string[];
  color: string;
  fontSize: number;
  truncated: boolean;
  slot?: string;
  font?: FontKey;
  weight?: number;
  box?: number;
  tracking?: number;
};


/**
 * The key of one line of text for DesignProps.textColors: the design's colour, size and words, so a line
 * gets the same colour in a still and in video (where each line may be its own layer).
 */
export const paintKey = (color: string, fontSize: number, line: string): string => `${color}|${Math.round(fontSize)}|${line}`;

/** The flat colour of text element `k` in the "ids" pass: far apart in RGB, never grey. */
export function idColor(k: number): string {
  const n = (k + 1) * 0x2f1b5; // spreads consecutive ids over the cube
  const r = 40 + ((n >> 0) & 0xff) % 180, g = 40 + ((n >> 8) & 0xff) % 180, b = 40 + ((n >> 16) & 0xff) % 180;
  return "#" + [r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("");
}
