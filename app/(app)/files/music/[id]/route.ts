import { audioResponse, musicPreview } from "@/server/music/service";
import { sessionRoute } from "../../session-route";

/** The web form's <audio> preview of a track (browser session), the same bytes as /api/v1/music/{id}/preview. */
export const GET = sessionRoute<{ id: string }>(async ({ req, params }) => audioResponse(req, await musicPreview(params.id)));
