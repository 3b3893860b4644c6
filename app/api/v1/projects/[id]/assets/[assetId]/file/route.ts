import { Readable } from "node:stream";
import { openAssetFile } from "@/server/assets/service";
import { apiRoute } from "@/server/http/api-route";
import { fileResponse } from "@/server/http/file-response";

type Params = { id: string; assetId: string };

/** The raw stored bytes with the stored Content-Type (bearer-authenticated like every endpoint). */
export const GET = apiRoute<Params>(async ({ actor, params }) => {
  const file = await openAssetFile(actor, params.id, params.assetId);
  return fileResponse(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    contentType: file.contentType,
    size: file.size,
    filename: file.filename,
    cacheControl: "private, max-age=3600",
  });
});
