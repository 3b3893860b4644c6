import { projectStylePreview } from "@/server/styles/project-preview";
import { apiRoute } from "@/server/http/api-route";
import { fileResponse } from "@/server/http/file-response";

/** A catalog style drawn with this project's brand (the styles page); `?placement=` picks the size. */
export const GET = apiRoute<{ id: string; styleId: string }>(async ({ actor, params, url }) => {
  const image = await projectStylePreview(actor, params.id, decodeURIComponent(params.styleId), url.searchParams.get("placement"));
  return fileResponse(image, { contentType: "image/webp", filename: `${params.styleId}.webp`, cacheControl: "private, max-age=600" });
}, { auth: "session" });
