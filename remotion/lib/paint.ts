/** The paint passes of a design (kit.tsx `Paint`): the text-colour key and the flat colours of the "ids" pass. */

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
