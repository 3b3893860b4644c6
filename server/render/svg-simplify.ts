/**
 * satori's SVG drawn with less work for resvg and the same pixels (tests/render/svg-simplify.test.ts
 * compares every style in story and square). Two constructs cost resvg a canvas of their own per element:
 *
 * - A CSS background gradient is painted through a one-tile <pattern> exactly the size of the element,
 *   holding the gradient on a rect of that size; resvg draws the tile first and then copies it (on a full
 *   1080x1920 ground, about half of the whole raster). The element is filled with the gradient itself:
 *   a linear gradient in bounding-box units (the same fractions of the same box), a radial one in user
 *   space only when the element sits at the canvas origin (the tile's space is then the canvas's).
 * - Most elements carry an overflow mask that is one opaque white rect over exactly the element's own box:
 *   it hides nothing, yet resvg renders every mask into a canvas. It is dropped from elements that paint
 *   only inside their box (no stroke, no filter).
 *
 * Anything else is left as satori wrote it.
 */
const TILE =
  /<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><(linearGradient|radialGradient) id="([^"]+)"([^>]*)>(?:<stop [^>]*\/>)*<\/\2><rect x="0" y="0" width="([^"]+)" height="([^"]+)" fill="url\(#\3\)"\/><\/pattern>/g;
const BOX_MASK = /<mask id="([^"]+)"><rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)" fill="#fff"\/><\/mask>/g;

type Tile = { gradientId: string; width: string; height: string; userSpace: boolean };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const boxOf = (tag: string) => ["x", "y", "width", "height"].map((name) => attribute(tag, name)).join(",");

export function simplifySvg(svg: string): string {
  return dropBoxMasks(directGradients(svg));
}

function directGradients(svg: string): string {
  const tiles = new Map<string, Tile>();
  for (const [, patternId, kind, gradientId, attributes, width, height] of svg.matchAll(TILE)) {
    const userSpace = /gradientUnits="userSpaceOnUse"/.test(attributes);
    // A linear gradient in user space, or a radial one in bounding-box units: not a form satori writes.
    if (userSpace !== (kind === "radialGradient")) continue;
    tiles.set(patternId, { gradientId, width, height, userSpace });
  }
  if (!tiles.size) return svg;
  return svg.replace(/<(?:rect|path) [^>]*fill="url\(#([^)"]+)\)"[^>]*>/g, (tag, patternId: string) => {
    const tile = tiles.get(patternId);
    if (!tile || attribute(tag, "width") !== tile.width || attribute(tag, "height") !== tile.height) return tag;
    if (tile.userSpace && (attribute(tag, "x") !== "0" || attribute(tag, "y") !== "0")) return tag;
    return tag.replace(`fill="url(#${patternId})"`, `fill="url(#${tile.gradientId})"`);
  });
}

function dropBoxMasks(svg: string): string {
  const boxes = new Map<string, string>();
  for (const [, id, x, y, width, height] of svg.matchAll(BOX_MASK)) boxes.set(id, [x, y, width, height].join(","));
  if (!boxes.size) return svg;
  return svg.replace(/<(?:image|rect|path) [^>]*mask="url\(#([^)"]+)\)"[^>]*>/g, (tag, id: string) => {
    if (boxes.get(id) !== boxOf(tag) || /\s(?:stroke|filter)="/.test(tag)) return tag;
    return tag.replace(` mask="url(#${id})"`, "");
  });
}
