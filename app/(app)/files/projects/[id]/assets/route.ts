import { createAsset } from "@/server/assets/service";
import { readAssetUpload } from "@/server/assets/upload";
import { json } from "@/server/http/respond";
import { apiRoute } from "@/server/http/api-route";

/** The web app's upload: the same multipart fields and service as POST /api/v1/projects/{id}/assets. */
export const POST = apiRoute<{ id: string }>(
  async ({ req, actor, params }) => json({ asset: await createAsset(actor, params.id, await readAssetUpload(req)) }, 201),
  { auth: "session", rateLimit: "upload" },
);
