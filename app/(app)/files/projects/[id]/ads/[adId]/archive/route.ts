import { adArchive } from "@/server/ads/archive";
import { apiRoute } from "@/server/http/api-route";
import { streamedFileResponse } from "@/server/http/file-response";

/** "Download all sizes" in the web app: the zip of GET …/ads/{id}/archive, for a signed-in browser. */
export const GET = apiRoute<{ id: string; adId: string }>(async ({ actor, params }) => {
  const { filename, stream } = await adArchive(actor, params.id, params.adId);
  return streamedFileResponse(stream, { contentType: "application/zip", filename, disposition: "attachment", cacheControl: "private, no-store" });
}, { auth: "session" });
