import { createAsset, listAssets } from "@/server/assets/service";
import { readAssetUpload } from "@/server/assets/upload";
import { apiRoute } from "@/server/http/api-route";
import { toPage } from "@/server/http/pagination";

type Params = { id: string };

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listAssets(actor, params.id, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

/** multipart/form-data: `asset[file]` plus `asset[...]` text parts (spec 4.8), streamed and size-capped. */
export const POST = apiRoute<Params>(
  async ({ req, actor, params }) => ({
    status: 201,
    // The project is resolved (or 404) before the body is read.
    body: { asset: await createAsset(actor, params.id, () => readAssetUpload(req)) },
  }),
  { rateLimit: "upload" },
);
