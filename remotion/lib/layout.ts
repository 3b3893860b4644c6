/** The layout helpers of the designs (kit.tsx re-exports them): flex boxes that mirror for right-to-left and mirrored layouts. */
import type { CSSProperties } from "react";

/**
 * Right-to-left layout. Designs are plain functions: `makeCtx()` sets the direction of the design being
 * built and `Canvas()` (called last, with the children already built) resets it (kit.tsx). In an RTL ad the layout
 * helpers below mirror what CSS `direction: rtl` would (satori has no `direction`): rows run right to
 * left, left/right offsets, margins, paddings, borders and corner radii swap, and a column's cross-axis
 * start (alignItems/alignSelf flex-start) is the right edge. Styles written as plain objects (a check
 * mark drawn with borders, a tilted sticker) are not mirrored. A design's mirrored layout variant
 * (makeCtx's `mirrors`) is the same mirror applied to a left-to-right ad (and taken off a right-to-left one):
 * the words keep their own reading order, only where things stand changes.
 */
let dir: "ltr" | "rtl" = "ltr";
/** The direction of the design being built (kit.tsx makeCtx sets it, Canvas resets it). */
export const layoutDir = () => dir;
export const setLayoutDir = (to: "ltr" | "rtl") => {
  dir = to;
};
const SWAPS: [string, string][] = [
  ["left", "right"], ["marginLeft", "marginRight"], ["paddingLeft", "paddingRight"], ["borderLeft", "borderRight"],
  ["borderLeftWidth", "borderRightWidth"], ["borderLeftColor", "borderRightColor"],
  ["borderTopLeftRadius", "borderTopRightRadius"], ["borderBottomLeftRadius", "borderBottomRightRadius"],
];
const FLIP_ALIGN: Record<string, string> = { "flex-start": "flex-end", "flex-end": "flex-start", left: "right", right: "left" };
function mirrored(s: CSSProperties, main: "row" | "column" | undefined): CSSProperties {
  if (dir !== "rtl") return s;
  const src = s as Record<string, unknown>;
  const o: Record<string, unknown> = { ...src };
  for (const [a, b] of SWAPS) {
    delete o[a];
    delete o[b];
    if (src[a] !== undefined) o[b] = src[a];
    if (src[b] !== undefined) o[a] = src[b];
  }
  if (typeof o.textAlign === "string" && FLIP_ALIGN[o.textAlign]) o.textAlign = FLIP_ALIGN[o.textAlign];
  if (main === "row") o.flexDirection = o.flexDirection === "row-reverse" ? "row" : o.flexDirection === "column" ? "column" : "row-reverse";
  const cross = main === "column" ? ["alignItems", "alignSelf"] : ["alignSelf"];
  for (const k of cross) if (typeof o[k] === "string" && FLIP_ALIGN[o[k] as string] && (k !== "alignItems" || o.flexDirection === "column")) o[k] = FLIP_ALIGN[o[k] as string];
  return o as CSSProperties;
}

// Sizes in the designs include padding and border (border-box), in satori, Chromium and HTML alike.
export const col = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", flexDirection: "column", boxSizing: "border-box", ...s }, "column");
export const row = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", flexDirection: "row", boxSizing: "border-box", ...s }, (s.flexDirection as "row" | "column" | undefined) === "column" ? "column" : "row");
export const abs = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", position: "absolute", boxSizing: "border-box", ...s }, (s.flexDirection as "row" | "column" | undefined) === "column" ? "column" : undefined);

/**
 * A horizontal position in a plain style value the layout helpers cannot mirror (a gradient's centre), as
 * a fraction of the width from the left: where the mirrored or right-to-left layout puts it.
 */
export const alongLayout = (fraction: number): number => (dir === "rtl" ? 1 - fraction : fraction);

