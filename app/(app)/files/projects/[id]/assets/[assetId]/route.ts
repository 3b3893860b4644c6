import { openAssetFile } from "@/server/assets/service";
import { requestedRange, storedFileResponse } from "@/server/http/file-response";
import { apiRoute } from "@/server/http/api-route";

/** An asset's stored bytes for thumbnails and downloads in the web app; byte ranges work. */
export const GET = apiRoute<{ id: string; assetId: string }>(async ({ req, actor, params, url }) =>
  storedFileResponse(await openAssetFile(actor, params.id, params.assetId, requestedRange(req)), {
    disposition: url.searchParams.has("download") ? "attachment" : "inline",
    cacheControl: "private, max-age=3600",
  }),
  { auth: "session" },
);
