/**
 * The "ids" pass of the render checks (qa.ts) only asks which pixels each text element's glyphs cover.
 * Whatever the SVG paints before its first text element lies under every text, so it can hide no glyph:
 * it is dropped from the ids pass, which then rasterises the text and what is drawn above it on a
 * transparent canvas (the ground, photos, shapes and logos under the copy cost resvg most of that pass).
 *
 * The masks stay exact: a glyph pixel counts only when it is opaque and exactly the element's flat
 * colour, which a fully covered pixel is over any ground; an edge pixel is a blend over the ground (not
 * the flat colour) and over nothing is not opaque, so it counts in neither. Only a blend that landed on
 * the flat colour by chance, over the dropped ground, counted before and does not now.
 */

/** Elements that paint (self-closing in satori's output). */
const PAINTING = new Set(["rect", "path", "image", "circle", "ellipse", "line", "polygon", "polyline", "use", "text"]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;

/** The SVG without the painting elements before the first fill of one of `textColors` (the ids pass's flat colours). */
export function dropUnderlay(svg: string, textColors: string[]): string {
  let first = -1;
  for (const color of textColors) {
    const at = svg.indexOf(`fill="${color}"`);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  if (first < 0) return svg; // no text drawn: nothing to measure, the pass stays as it was
  const end = svg.lastIndexOf("<", first);
  const stack: string[] = [];
  let out = "";
  let kept = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(svg); m && m.index < end; m = TAG.exec(svg)) {
    const [tag, closing, name, selfClosing] = m;
    if (closing) {
      stack.pop();
      continue;
    }
    // Only what is drawn (the root and groups around it), never what a definition holds (masks, clips, patterns).
    const drawn = stack.every((open, k) => (k === 0 ? open === "svg" : open === "g"));
    if (!selfClosing) {
      stack.push(name);
      continue;
    }
    if (drawn && PAINTING.has(name)) {
      out += svg.slice(kept, m.index);
      kept = m.index + tag.length;
    }
  }
  return out + svg.slice(kept);
}
