import { fileResponse } from "@/server/http/file-response";
import { findStyle } from "@/shared/styles";
import { cachedThumbnail, renderStyleThumbnail, sampleCopy, SAMPLE_BRAND } from "@/server/styles/thumbnails";

// Catalog thumbnails: each style rendered once per process with a sample brand, then served from memory.
export async function GET(_req: Request, { params }: { params: Promise<{ styleId: string }> }) {
  const styleId = decodeURIComponent((await params).styleId);
  const style = findStyle(styleId);
  if (!style) return new Response("Unknown style", { status: 404 });
  try {
    const image = await cachedThumbnail(`sample:${styleId}`, () =>
      renderStyleThumbnail(styleId, "square", { brand: SAMPLE_BRAND, images: [], copy: sampleCopy(style, { brand: SAMPLE_BRAND.name }) }));
    return fileResponse(image, { contentType: "image/webp", filename: `${styleId}.webp`, cacheControl: "public, max-age=86400" });
  } catch (error) {
    console.error(`[adlab] style thumbnail ${styleId}: ${(error as Error).message}`);
    return new Response("Preview unavailable", { status: 503 });
  }
}
