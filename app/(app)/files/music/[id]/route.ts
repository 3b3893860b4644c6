import { bytesFileResponse } from "@/server/http/file-response";
import { musicPreview } from "@/server/music/service";
import { apiRoute } from "@/server/http/api-route";

/** The web form's <audio> preview of a track (browser session), the same bytes as /api/v1/music/{id}/preview. */
export const GET = apiRoute<{ id: string }>(async ({ req, params }) => bytesFileResponse(req, await musicPreview(params.id), { cacheControl: "private, max-age=86400" }), { auth: "session" });
