import { openAssetFile } from "@/server/assets/service";
import { apiRoute } from "@/server/http/api-route";
import { requestedRange, storedFileResponse } from "@/server/http/file-response";

type Params = { id: string; assetId: string };

/** The raw stored bytes with the stored Content-Type (bearer-authenticated like every endpoint); byte ranges work. */
export const GET = apiRoute<Params>(async ({ req, actor, params }) =>
  storedFileResponse(await openAssetFile(actor, params.id, params.assetId, requestedRange(req)), { cacheControl: "private, max-age=3600" }),
);
