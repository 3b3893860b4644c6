import { createAsset } from "@/server/assets/service";
import { readAssetUpload } from "@/server/assets/upload";
import { apiRoute } from "@/server/http/api-route";
import { restRoutes } from "@/server/operations/rest";

export const { GET } = restRoutes("/api/v1/projects/{project_id}/assets");

/** multipart/form-data: `asset[file]` plus `asset[...]` text parts (spec 4.8), streamed and size-capped. */
export const POST = apiRoute<{ id: string }>(
  async ({ req, actor, params }) => ({
    status: 201,
    // The project is resolved (or 404) before the body is read.
    body: { asset: await createAsset(actor, params.id, () => readAssetUpload(req)) },
  }),
  { rateLimit: "upload" },
);
