import { adFile } from "@/server/ads/files";
import { errors } from "@/server/errors";
import { apiRoute } from "@/server/http/api-route";
import { requestedRange, storedFileResponse } from "@/server/http/file-response";
import { json } from "@/server/http/respond";

type Params = { id: string; adId: string; file: string };

/** GET .../ads/{id}/file, or with the format as an extension: .../file.mp4, .../file.png, ... */
export const GET = apiRoute<Params>(async ({ req, actor, params, url }) => {
  const match = params.file.match(/^file(?:\.([a-z0-9]+))?$/i);
  if (!match) throw errors.notFound("Route");
  const extension = match[1]?.toLowerCase();
  const extensionFormat = extension === "jpeg" ? "jpg" : extension;
  const queryFormat = url.searchParams.get("format");
  if (extensionFormat && queryFormat && queryFormat !== extensionFormat) {
    throw errors.validation([`format: the query (${queryFormat}) and the extension (.${extension}) disagree`]);
  }
  const result = await adFile(actor, params.id, params.adId, {
    format: extensionFormat ?? queryFormat,
    placement: url.searchParams.get("placement"),
  }, requestedRange(req));
  if (result.kind === "rendering") return json(result.body, 202, { "Retry-After": String(result.retryAfter) });
  return storedFileResponse(result);
});
