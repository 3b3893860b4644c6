import sharp from "sharp";
import { db } from "../db/client";
import type { ImageRef } from "../render/types";
import { storage } from "../storage";
import { pixelsAllowed } from "./image";
import type { CutoutFacts } from "./cutout";
import { cutoutOf, cutoutStorageKey } from "./service";

/** Images above this are not inlined into a design (they would weigh down every render). */
const MAX_INLINE_BYTES = 6 * 1024 * 1024;

/**
 * The project's images a design may draw, newest first: ready, small enough to inline, and never past
 * the decoded-pixel cap (an image stored before the cap existed). Shared by the ads and the styles page;
 * `only` keeps to some assets or one type (a batch ad draws its item's photo and the logo alone).
 */
export async function renderableImageRows(projectId: string, only: { ids?: string[]; assetType?: string; before?: Date } = {}) {
  const prisma = await db();
  const rows = await prisma.asset.findMany({
    where: {
      projectId,
      status: "ready",
      contentType: { startsWith: "image/" },
      byteSize: { lte: MAX_INLINE_BYTES },
      ...(only.ids ? { id: { in: only.ids } } : {}),
      ...(only.assetType ? { assetType: only.assetType } : {}),
      ...(only.before ? { createdAt: { lte: only.before } } : {}),
    },
    orderBy: { createdAt: "desc" },
    take: 6,
  });
  return rows.filter((row) => pixelsAllowed(row.width, row.height));
}

type ImageRow = Awaited<ReturnType<typeof renderableImageRows>>[number];

/** The photo a design draws first: the project's newest renderable image that is not a logo (as of `before`). */
export async function leadPhotoId(projectId: string, before?: Date): Promise<string | null> {
  return (await renderableImageRows(projectId, { before })).find((row) => row.assetType !== "logo")?.id ?? null;
}

type Original = { bytes: Buffer; contentType: string; width: number; height: number; role: string };

/**
 * An image as the renderers take it (an inline data URI). A product cut out at upload comes as its cut-out
 * (`cutout` PNG given); a photo carries where its subject is (fractions of its size), so crops keep it.
 */
export async function imageRef(original: Original, facts: CutoutFacts | undefined, cutout?: Buffer): Promise<ImageRef> {
  const colors = facts?.colors?.length ? { colors: facts.colors } : {};
  const meta = cutout ? await sharp(cutout).metadata() : undefined;
  if (cutout && meta?.width && meta.height) return { src: `data:image/png;base64,${cutout.toString("base64")}`, width: meta.width, height: meta.height, role: original.role, cutout: true, ...colors };
  const { width, height } = original;
  const s = facts?.subject;
  const subject = s && { x: s.x / width, y: s.y / height, width: s.width / width, height: s.height / height };
  return { src: `data:${original.contentType};base64,${original.bytes.toString("base64")}`, width, height, role: original.role, ...(subject ? { subject } : {}), ...colors };
}

/** One stored image for the renderers, its cut-out unless the customer switched it off; null when its bytes are gone. */
export async function inlineImage(row: ImageRow): Promise<ImageRef | null> {
  const facts = cutoutOf(row.metadata);
  const cutout = facts?.applied && facts.enabled ? await storage().read(cutoutStorageKey(row.storageKey)) : null;
  const bytes = await storage().read(row.storageKey);
  return bytes ? imageRef({ bytes, contentType: row.contentType, width: row.width, height: row.height, role: row.assetType }, facts, cutout ?? undefined) : null;
}
