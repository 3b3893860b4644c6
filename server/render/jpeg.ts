import sharp, { type Sharp } from "sharp";

/** A still as JPG: flattened on white (a JPG has no transparency), quality 88. The pipeline's encoder and the archive's. */
export function jpegOf(image: Sharp): Promise<Buffer> {
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
}

/** The JPG of a stored PNG (an archive's JPG of a size whose JPG was never asked for). */
export const jpegOfPng = (png: Buffer) => jpegOf(sharp(png));
