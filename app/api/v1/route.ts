import { config } from "@/server/config";
import { json } from "@/server/http/respond";

/**
 * GET /api/v1: a small index for a client (or an agent) that starts from the API's root instead of a
 * 404: what adlab is, how to authenticate, and where the descriptions and the other fronts are.
 */
export const GET = async () => {
  const base = config.baseUrl.replace(/\/$/, "");
  return json(
    {
      name: "adlab",
      description: "Ad creative generation: projects, audiences and assets in, still and video ads out, with a learning record and distribution tracking.",
      version: "1.0.0",
      authentication: "Every endpoint but POST /api/v1/accounts takes `Authorization: Bearer <API key>`.",
      links: {
        docs: `${base}/`,
        openapi: `${base}/api/v1/openapi.json`,
        mcp: `${base}/api/mcp`,
        llms_txt: `${base}/llms.txt`,
        graphql: `${base}/api/graphql`,
      },
    },
    200,
    { "Cache-Control": "public, max-age=300" },
  );
};
