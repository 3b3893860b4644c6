import { musicPreview } from "@/server/music/service";
import { disposition, sessionRoute } from "../../session-route";

/** The web form's <audio> preview of a track (browser session), the same bytes as /api/v1/music/{id}/preview. */
export const GET = sessionRoute<{ id: string }>(async ({ params }) => {
  const { bytes, contentType, filename } = await musicPreview(params.id);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": contentType, "Content-Length": String(bytes.length), "Content-Disposition": disposition("inline", filename), "Cache-Control": "private, max-age=86400" },
  });
});
