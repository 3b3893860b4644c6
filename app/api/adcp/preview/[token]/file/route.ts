import { previewFile } from "@/server/adcp/preview";
import { publicRoute } from "@/server/http/api-route";
import { requestedRange, storedFileResponse } from "@/server/http/file-response";
import { json } from "@/server/http/respond";

/** The file a signed AdCP preview (or serving tag) shows: the PNG of a still, the MP4 of a video. */
export const GET = publicRoute<{ token: string }>(async ({ req, params }) => {
  const result = await previewFile(params.token, requestedRange(req));
  if (result.kind === "rendering") return json(result.body, 202, { "Retry-After": String(result.retryAfter) });
  return storedFileResponse(result);
});
