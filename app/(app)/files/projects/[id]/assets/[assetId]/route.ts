import { Readable } from "node:stream";
import { openAssetFile } from "@/server/assets/service";
import { fileResponse } from "@/server/http/file-response";
import { sessionRoute } from "../../../../session-route";

/** An asset's stored bytes for thumbnails and downloads in the web app. */
export const GET = sessionRoute<{ id: string; assetId: string }>(async ({ actor, params, url }) => {
  const file = await openAssetFile(actor, params.id, params.assetId);
  return fileResponse(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    contentType: file.contentType,
    size: file.size,
    filename: file.filename,
    disposition: url.searchParams.has("download") ? "attachment" : "inline",
    cacheControl: "private, max-age=3600",
  });
});
