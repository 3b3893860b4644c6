import { apiRoute } from "@/server/http/api-route";
import { bytesFileResponse } from "@/server/http/file-response";
import { musicPreview } from "@/server/music/service";

/** GET /api/v1/music/{id}/preview: the track as AAC (audio/mp4), encoded once and cached; byte ranges work. */
export const GET = apiRoute<{ id: string }>(async ({ req, params }) => bytesFileResponse(req, await musicPreview(params.id), { cacheControl: "private, max-age=86400" }));
