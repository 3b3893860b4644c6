import { createAsset } from "@/server/assets/service";
import { readAssetUpload } from "@/server/assets/upload";
import { json } from "@/server/http/respond";
import { sessionRoute } from "../../../session-route";

/** The web app's upload: the same multipart fields and service as POST /api/v1/projects/{id}/assets. */
export const POST = sessionRoute<{ id: string }>(
  async ({ req, actor, params }) => json({ asset: await createAsset(actor, params.id, await readAssetUpload(req)) }, 201),
  { rateLimit: "upload" },
);
