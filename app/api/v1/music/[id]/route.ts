import { apiRoute } from "@/server/http/api-route";
import { getTrack } from "@/server/music/service";

export const GET = apiRoute<{ id: string }>(async ({ params }) => ({ body: { track: await getTrack(params.id) } }));
