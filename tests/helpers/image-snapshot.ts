/**
 * Image snapshots of the render tier (issue 24), as satori's own tests keep them: a render is compared pixel
 * by pixel with its committed reference in tests/render/__snapshots__/, with a tolerance per pixel: a
 * perceptual colour distance that absorbs rounding between machines, not a changed shape. The renders are
 * deterministic (satori, resvg, shipped fonts), so no pixel may differ beyond it.
 *
 * References are stored at half size: small enough to commit, fine enough that a bar one pixel wider at
 * full size still fails (14 pixels differ). `npm run test:render:update` (UPDATE_SNAPSHOTS=1) writes them; review each
 * by eye before committing. On a mismatch the actual image and a diff image go to test-results/, named in
 * the failure.
 */
import fs from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "../..");
const SNAPSHOT_DIR = path.join(root, "tests/render/__snapshots__");
const FAILURE_DIR = path.join(root, "test-results/render-snapshots");

/** Per pixel: OKLab distance under which two colours count as equal (1 is black against white). */
const PIXEL_THRESHOLD = 0.1;
const SCALE = 0.5;

/** A raster as the still renderer draws it (resvg's premultiplied RGBA). */
export type Raster = { data: Buffer; width: number; height: number };

async function halfSizeRgba(raster: Raster): Promise<Raster> {
  const width = Math.round(raster.width * SCALE), height = Math.round(raster.height * SCALE);
  const data = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 4, premultiplied: true } })
    .resize(width, height, { kernel: "lanczos3" })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

const png = (image: Raster) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } }).png().toBuffer();

async function readReference(file: string): Promise<Raster | null> {
  if (!fs.existsSync(file)) return null;
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares a render with tests/render/__snapshots__/<name>.png and throws, naming the actual and diff
 * images, when they differ; with UPDATE_SNAPSHOTS=1 it writes the reference instead.
 */
export async function expectToMatchImageSnapshot(raster: Raster, name: string): Promise<void> {
  const actual = await halfSizeRgba(raster);
  const referenceFile = path.join(SNAPSHOT_DIR, `${name}.png`);
  if (process.env.UPDATE_SNAPSHOTS === "1") {
    fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
    fs.writeFileSync(referenceFile, await png(actual));
    return;
  }
  const reference = await readReference(referenceFile);
  const actualFile = path.join(FAILURE_DIR, `${name}.actual.png`);
  const fail = async (problem: string, diff?: Raster) => {
    fs.mkdirSync(FAILURE_DIR, { recursive: true });
    fs.writeFileSync(actualFile, await png(actual));
    const diffFile = path.join(FAILURE_DIR, `${name}.diff.png`);
    if (diff) fs.writeFileSync(diffFile, await png(diff));
    const files = diff ? `actual ${actualFile}, diff ${diffFile}` : `actual ${actualFile}`;
    throw new Error(`image snapshot ${name}: ${problem} (reference ${referenceFile}, ${files}); if the change is intended, run npm run test:render:update and review the images`);
  };
  if (!reference) return fail("no reference image");
  if (reference.width !== actual.width || reference.height !== actual.height) {
    return fail(`size ${actual.width}x${actual.height}, reference ${reference.width}x${reference.height}`);
  }
  const diff = { data: Buffer.alloc(actual.data.length), width: actual.width, height: actual.height };
  const differing = pixelmatch(reference.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD, includeAA: true });
  if (differing > 0) await fail(`${differing} pixels differ`, diff);
}
