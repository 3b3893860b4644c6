import { adArchive } from "@/server/ads/archive";
import { apiRoute } from "@/server/http/api-route";
import { streamedFileResponse } from "@/server/http/file-response";

/** GET …/ads/{id}/archive ("download all sizes"): a zip of the ad's files, `<placement>.<ext>`. */
export const GET = apiRoute<{ id: string; adId: string }>(async ({ actor, params }) => {
  const { filename, stream } = await adArchive(actor, params.id, params.adId);
  return streamedFileResponse(stream, { contentType: "application/zip", filename, disposition: "attachment", cacheControl: "private, no-store" });
});
