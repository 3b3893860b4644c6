import sharp from "sharp";

export const ASSET_CONTENT_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type AssetContentType = (typeof ASSET_CONTENT_TYPES)[number];

const EXTENSIONS: Record<AssetContentType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" };
const SHARP_FORMATS: Record<string, AssetContentType> = { png: "image/png", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };
/**
 * Decoded-pixel caps (decompression bombs): an ad is at most 1080x1920, so 40 megapixels per image (or per
 * frame of an animated GIF/WebP) is plenty, and all frames together at most 200 megapixels. Uploads are
 * refused past them, and the renderers skip any stored image past them (pixelsAllowed).
 */
export const MAX_DECODED_PIXELS = 40_000_000;
export const MAX_ANIMATION_PIXELS = 200_000_000;

/** Whether an image of this size (and frame count) may be decoded anywhere in adlab. */
export function pixelsAllowed(width: number, height: number, frames = 1): boolean {
  return width > 0 && height > 0 && width * height <= MAX_DECODED_PIXELS && width * height * Math.max(1, frames) <= MAX_ANIMATION_PIXELS;
}

export const extensionOf = (type: AssetContentType) => EXTENSIONS[type];

/** The image type named by the file's first bytes (magic numbers), ignoring what the client declared. */
export function sniffImageType(bytes: Buffer): AssetContentType | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (starts([0x37, 0x61], 4) || starts([0x39, 0x61], 4))) return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export type ImageFacts = { contentType: AssetContentType; width: number; height: number; durationSeconds: number | null };

/**
 * Decides the content type from the bytes and confirms it by reading the image's header with sharp.
 * Returns one detail string when the bytes are not a PNG, JPEG, GIF or WebP image.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts | { problem: string }> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { problem: "asset.file: must be a PNG, JPEG, GIF or WebP image (the file's bytes are not one)" };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    // Header only, no pixels decoded: sharp's own limit off here so the size is reported by ours below.
    meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return { problem: `asset.file: is not a readable ${extensionOf(sniffed).toUpperCase()} image (corrupt or fake image bytes)` };
  }
  if (SHARP_FORMATS[meta.format ?? ""] !== sniffed || !meta.width || !meta.height) {
    return { problem: `asset.file: is not a readable ${extensionOf(sniffed).toUpperCase()} image (corrupt or fake image bytes)` };
  }
  // Animated GIF/WebP: sharp stacks the frames; one frame's height is pageHeight.
  const height = meta.pages && meta.pages > 1 && meta.pageHeight ? meta.pageHeight : meta.height;
  if (!pixelsAllowed(meta.width, height, meta.pages ?? 1)) {
    return {
      problem: `asset.file: is too large an image (${meta.width}x${height} pixels${(meta.pages ?? 1) > 1 ? ` x ${meta.pages} frames` : ""}; at most ${MAX_DECODED_PIXELS / 1e6} megapixels per frame and ${MAX_ANIMATION_PIXELS / 1e6} in all)`,
    };
  }
  const durationMs = meta.pages && meta.pages > 1 && Array.isArray(meta.delay) ? meta.delay.reduce((sum: number, d: number) => sum + d, 0) : 0;
  return { contentType: sniffed, width: meta.width, height, durationSeconds: durationMs > 0 ? durationMs / 1000 : null };
}
