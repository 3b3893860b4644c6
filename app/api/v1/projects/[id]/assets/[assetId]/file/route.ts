import { Readable } from "node:stream";
import { openAssetFile } from "@/server/assets/service";
import { apiRoute } from "@/server/http/api-route";

type Params = { id: string; assetId: string };

/** The raw stored bytes with the stored Content-Type (bearer-authenticated like every endpoint). */
export const GET = apiRoute<Params>(async ({ actor, params }) => {
  const file = await openAssetFile(actor, params.id, params.assetId);
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
    },
  });
});
