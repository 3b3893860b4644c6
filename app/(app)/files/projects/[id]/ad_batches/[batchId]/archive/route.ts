import { adBatchArchive } from "@/server/ad-batches/archive";
import { apiRoute } from "@/server/http/api-route";
import { streamedFileResponse } from "@/server/http/file-response";

/** The batch's zip (GET …/ad_batches/{id}/archive) for a signed-in browser. */
export const GET = apiRoute<{ id: string; batchId: string }>(async ({ actor, params }) => {
  const { filename, stream } = await adBatchArchive(actor, params.id, params.batchId);
  return streamedFileResponse(stream, { contentType: "application/zip", filename, disposition: "attachment", cacheControl: "private, no-store" });
}, { auth: "session" });
