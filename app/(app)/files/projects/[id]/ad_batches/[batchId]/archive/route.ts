import { adBatchArchive } from "@/server/ad-batches/archive";
import { apiRoute } from "@/server/http/api-route";
import { zipResponse } from "@/server/http/file-response";

/** The batch's zip (GET …/ad_batches/{id}/archive) for a signed-in browser. */
export const GET = apiRoute<{ id: string; batchId: string }>(async ({ actor, params }) => {
  return zipResponse(await adBatchArchive(actor, params.id, params.batchId));
}, { auth: "session" });
