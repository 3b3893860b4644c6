import { adFile } from "@/server/ads/files";
import { json } from "@/server/http/respond";
import { requestedRange, storedFileResponse } from "@/server/http/file-response";
import { apiRoute } from "@/server/http/api-route";

const MAX_WAIT_MS = 25_000;

/**
 * An ad's file for previews and downloads in the web app (same service as GET .../ads/{id}/file).
 * While a raster is rendered on demand it waits up to 25 s, so <img> tags and download links just
 * work; after that it answers the API's 202 body.
 */
export const GET = apiRoute<{ id: string; adId: string }>(async ({ req, actor, params, url }) => {
  const query = { format: url.searchParams.get("format"), placement: url.searchParams.get("placement") };
  const started = Date.now();
  for (;;) {
    const result = await adFile(actor, params.id, params.adId, query, requestedRange(req));
    if (result.kind !== "rendering") {
      // The HTML document is the ad itself: no scripts, no same-origin access (the CSP of every file).
      return storedFileResponse(result, { disposition: url.searchParams.has("download") ? "attachment" : "inline" });
    }
    if (Date.now() - started > MAX_WAIT_MS) {
      return json(result.body, 202, { "Retry-After": String(result.retryAfter) });
    }
    await new Promise((r) => setTimeout(r, Math.min(1000, result.retryAfter * 1000)));
  }
}, { auth: "session" });
