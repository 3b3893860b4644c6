import { apiRoute } from "@/server/http/api-route";
import { listMusic } from "@/server/music/service";

export const GET = apiRoute(async () => ({ body: await listMusic(), headers: { "Cache-Control": "private, max-age=3600" } }));
