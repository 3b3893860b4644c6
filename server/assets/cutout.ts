import sharp, { type Sharp } from "sharp";

/**
 * Studio shots cut out at upload, once per asset (issue 27). A product photographed on a near-uniform
 * ground (white, light grey, a flat studio colour) has that ground removed by a flood fill from the
 * edges; anything the fill cannot reach from the border (a white label, the inside of a handle) stays.
 * A photo whose border is not one flat colour (a scene, a person) stays a photo, and only its subject is
 * located (sharp's attention strategy) so crops keep it. No segmentation model: docs/decisions.md.
 */

/** Box in the original image's pixels. */
type Bounds = { x: number; y: number; width: number; height: number };

/** What adlab decided for one upload, kept in the asset's `metadata.cutout` (server-owned). */
export type CutoutFacts = {
  applied: boolean;
  /** Why the cut-out was or was not made, in a sentence a customer can read. */
  reason: string;
  /** The customer's switch (PATCH `asset.cutout`): false shows the photo as uploaded. */
  enabled: boolean;
  /** The flat ground that was removed, when one was. */
  background?: string;
  /** Where the product is: the cut-out's bounds, else the photo's point of attention. */
  subject: Bounds;
  subject_source: "cutout" | "attention";
  /** The product's own colours, most present first: the brand palette when the kit has none. */
  colors: string[];
};

/** Work on at most this many pixels a side: an ad is 1920 at most, and a product slot far less. */
const WORK_SIDE = 1600;
/** How far (0-255 per channel, the largest difference) a border pixel may stray and still be the ground. */
const TOLERANCE = 26;
/** The border is a flat ground when this share of its pixels is within the tolerance of its median. */
const FLAT_BORDER = 0.92;

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Indexes of the pixels on the image's outer ring. */
function borderPixels(w: number, h: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < w; x++) out.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y++) out.push(y * w, y * w + w - 1);
  return out;
}

/** Pixels reachable from the border through colours within the tolerance of the ground: the background. */
function floodFromEdges(px: Buffer, w: number, h: number, ground: [number, number, number]): Uint8Array {
  const bg = new Uint8Array(w * h);
  const near = (i: number) =>
    px[i * 4 + 3] < 16 ||
    Math.max(Math.abs(px[i * 4] - ground[0]), Math.abs(px[i * 4 + 1] - ground[1]), Math.abs(px[i * 4 + 2] - ground[2])) <= TOLERANCE;
  const stack: number[] = [];
  for (const i of borderPixels(w, h)) if (!bg[i] && near(i)) { bg[i] = 1; stack.push(i); }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    for (const n of [i - w, i + w, x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1]) {
      if (n >= 0 && n < w * h && !bg[n] && near(n)) { bg[n] = 1; stack.push(n); }
    }
  }
  return bg;
}

function boundsOf(mask: Uint8Array, w: number, h: number): Bounds | null {
  let x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    if (mask[y * w + x]) continue;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

const scaleBounds = (b: Bounds, k: number, w: number, h: number): Bounds => {
  const x = Math.max(0, Math.floor(b.x * k)), y = Math.max(0, Math.floor(b.y * k));
  return { x, y, width: Math.min(w - x, Math.ceil(b.width * k)), height: Math.min(h - y, Math.ceil(b.height * k)) };
};

/**
 * The photo's point of attention as a box: sharp's attention crop to a strip of the box's height gives
 * the row, to one of its width the column. Half of each side, a third along the long side of a wide or
 * tall photo (its subject rarely spans more), so a narrow slot can still cover it.
 */
async function attentionBox(bytes: Buffer, w: number, h: number): Promise<Bounds> {
  const bw = Math.max(1, Math.round(w / (w > h * 1.2 ? 3 : 2))), bh = Math.max(1, Math.round(h / (h > w * 1.2 ? 3 : 2)));
  const strip = async (width: number, height: number) =>
    (await sharp(bytes).resize({ width, height, fit: "cover", position: "attention" }).toBuffer({ resolveWithObject: true })).info;
  const [row, column] = await Promise.all([strip(w, bh), strip(bw, h)]);
  return { x: -(column.cropOffsetLeft ?? 0), y: -(row.cropOffsetTop ?? 0), width: bw, height: bh };
}

/**
 * Up to three colours of the product, most present first: its pixels (opaque ones of a cut-out, the
 * subject box of a photo) in 4-bit bins, greys and near-white/near-black left out (they are grounds and
 * ink, not brand colours), each colour far enough from the ones kept.
 */
async function productColors(image: Sharp): Promise<string[]> {
  const { data, info } = await image.resize(64, 64, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const bins = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i < info.width * info.height * 4; i += 4) {
    const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
    const hi = Math.max(r, g, b), lo = Math.min(r, g, b);
    if (a < 200 || hi - lo < 40 || hi < 40 || lo > 225) continue;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bins.set(key, { n: bin.n + 1, r: bin.r + r, g: bin.g + g, b: bin.b + b });
  }
  const kept: [number, number, number][] = [];
  const counted = [...bins.values()].reduce((n, bin) => n + bin.n, 0);
  for (const bin of [...bins.values()].sort((x, y) => y.n - x.n)) {
    const c: [number, number, number] = [Math.round(bin.r / bin.n), Math.round(bin.g / bin.n), Math.round(bin.b / bin.n)];
    // A colour of a few edge pixels (a blend with the old ground) is not the product's.
    if (bin.n >= Math.max(8, counted * 0.03) && kept.every((k) => Math.max(...k.map((v, i) => Math.abs(v - c[i]))) > 60)) kept.push(c);
    if (kept.length === 3) break;
  }
  return kept.map((c) => hex(...c));
}

/** The upload analysed: the facts for `metadata.cutout` and, when a cut-out was made, its PNG (cropped to the product). */
export async function cutOut(bytes: Buffer, width: number, height: number): Promise<{ facts: CutoutFacts; png?: Buffer }> {
  const k = Math.min(1, WORK_SIDE / Math.max(width, height));
  const { data: px, info } = await sharp(bytes).rotate().resize({ width: Math.round(width * k), height: Math.round(height * k), fit: "fill" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const w = info.width, h = info.height;
  const photo = async (reason: string): Promise<{ facts: CutoutFacts }> => {
    const subject = await attentionBox(bytes, width, height);
    const colors = await productColors(sharp(bytes).rotate().extract({ left: subject.x, top: subject.y, width: subject.width, height: subject.height }));
    return { facts: { applied: false, reason, enabled: true, subject, subject_source: "attention", colors } };
  };

  const ring = borderPixels(w, h);
  const ground = [0, 1, 2].map((ch) => median(ring.map((i) => px[i * 4 + ch]))) as [number, number, number];
  const transparent = ring.filter((i) => px[i * 4 + 3] < 16).length / ring.length;
  const flat = ring.filter((i) => Math.max(...[0, 1, 2].map((ch) => Math.abs(px[i * 4 + ch] - ground[ch]))) <= TOLERANCE).length / ring.length;
  if (transparent < FLAT_BORDER && flat < FLAT_BORDER) return photo("the border is not one flat colour: a photo with a scene, shown as a photo");

  const bg = floodFromEdges(px, w, h, ground);
  const share = bg.reduce((n, v) => n + v, 0) / (w * h);
  const box = boundsOf(bg, w, h);
  // A fill that took almost nothing found no studio ground; one that took almost everything ate the product.
  if (!box || share < 0.04 || share > 0.97) return photo("no product stands apart from the flat ground: shown as uploaded");

  // Feathered edge, inward only: the product's outer pixels fade with the mask softened by a pixel, so
  // its outline is not a hard staircase and no pixel of the old ground comes back as a light halo.
  const alpha = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) alpha[i] = bg[i] ? 0 : 255;
  const soft = await sharp(alpha, { raw: { width: w, height: h, channels: 1 } }).blur(0.8).extractChannel(0).raw().toBuffer();
  for (let i = 0; i < w * h; i++) px[i * 4 + 3] = bg[i] ? 0 : Math.min(px[i * 4 + 3], Math.max(soft[i], 96));

  const margin = Math.round(Math.max(box.width, box.height) * 0.01);
  const crop = { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin) };
  const png = await sharp(px, { raw: { width: w, height: h, channels: 4 } })
    .extract({ left: crop.x, top: crop.y, width: Math.min(w - crop.x, box.width + margin * 2), height: Math.min(h - crop.y, box.height + margin * 2) })
    .png({ compressionLevel: 6 })
    .toBuffer();
  const removed = transparent >= FLAT_BORDER ? "a transparent ground" : `a flat ${hex(...ground)} ground`;
  return {
    png,
    facts: {
      applied: true,
      reason: `${removed} around the product was removed (switch off with the asset's cutout field)`,
      enabled: true,
      ...(transparent >= FLAT_BORDER ? {} : { background: hex(...ground) }),
      subject: scaleBounds(box, 1 / k, width, height),
      subject_source: "cutout",
      colors: await productColors(sharp(png)),
    },
  };
}
