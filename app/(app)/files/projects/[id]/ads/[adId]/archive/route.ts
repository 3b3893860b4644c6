import { adArchive } from "@/server/ads/archive";
import { apiRoute } from "@/server/http/api-route";
import { zipResponse } from "@/server/http/file-response";

/** "Download all sizes" in the web app: the zip of GET …/ads/{id}/archive, for a signed-in browser. */
export const GET = apiRoute<{ id: string; adId: string }>(async ({ actor, params }) => {
  return zipResponse(await adArchive(actor, params.id, params.adId));
}, { auth: "session" });
