import { db } from "../db/client";
import type { ImageRef } from "../render/types";
import { storage } from "../storage";
import { pixelsAllowed } from "./image";

/** Images above this are not inlined into a design (they would weigh down every render). */
const MAX_INLINE_BYTES = 6 * 1024 * 1024;

/**
 * The project's images a design may draw, newest first: ready, small enough to inline, and never past
 * the decoded-pixel cap (an image stored before the cap existed). Shared by the ads and the styles page.
 */
export async function renderableImageRows(projectId: string) {
  const prisma = await db();
  const rows = await prisma.asset.findMany({
    where: { projectId, status: "ready", contentType: { startsWith: "image/" }, byteSize: { lte: MAX_INLINE_BYTES } },
    orderBy: { createdAt: "desc" },
    take: 6,
  });
  return rows.filter((row) => pixelsAllowed(row.width, row.height));
}

type ImageRow = Awaited<ReturnType<typeof renderableImageRows>>[number];

/** One stored image as the renderers take it (an inline data URI), or null when its bytes are gone. */
export async function inlineImage(row: ImageRow): Promise<ImageRef | null> {
  const bytes = await storage().read(row.storageKey);
  return bytes ? { src: `data:${row.contentType};base64,${bytes.toString("base64")}`, width: row.width, height: row.height, role: row.assetType } : null;
}
