import { json } from "@/server/http/respond";
import { openApiDocument } from "@/server/openapi/document";

export const GET = async () => json(openApiDocument(), 200, { "Cache-Control": "public, max-age=300" });
