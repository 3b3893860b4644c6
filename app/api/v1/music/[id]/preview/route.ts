import { apiRoute } from "@/server/http/api-route";
import { musicPreview } from "@/server/music/service";

/** GET /api/v1/music/{id}/preview: the track as AAC (audio/mp4), encoded once and cached. */
export const GET = apiRoute<{ id: string }>(async ({ params }) => {
  const { bytes, contentType, filename } = await musicPreview(params.id);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, max-age=86400",
    },
  });
});
