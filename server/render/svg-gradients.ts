/**
 * satori paints a CSS background gradient through a one-tile <pattern> exactly the size of the element,
 * holding the gradient on a rect of that size. resvg draws such a tile into a canvas of its own and then
 * copies it onto the ad: on a full 1080x1920 background that is about half of the whole raster's time.
 * Filling the element with the gradient itself draws the same pixels (tests/render/svg-gradients.test.ts
 * compares every style and placement byte for byte) without the extra canvas.
 *
 * Only the two forms satori writes are rewritten, and only when the tile is the element's own box:
 * a linear gradient in bounding-box units (the same fractions of the same box), and a radial gradient in
 * user space when the element sits at the canvas origin (the tile's space is then the canvas's). Anything
 * else is left as satori wrote it.
 */
const TILE =
  /<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><(linearGradient|radialGradient) id="([^"]+)"([^>]*)>(?:<stop [^>]*\/>)*<\/\2><rect x="0" y="0" width="([^"]+)" height="([^"]+)" fill="url\(#\3\)"\/><\/pattern>/g;

type Tile = { gradientId: string; width: string; height: string; userSpace: boolean };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function directGradients(svg: string): string {
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
