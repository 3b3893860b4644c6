import { apiRoute } from "@/server/http/api-route";
import { audioResponse, musicPreview } from "@/server/music/service";

/** GET /api/v1/music/{id}/preview: the track as AAC (audio/mp4), encoded once and cached; byte ranges work. */
export const GET = apiRoute<{ id: string }>(async ({ req, params }) => audioResponse(req, await musicPreview(params.id)));
