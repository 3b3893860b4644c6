import { projectStylePreview } from "@/server/styles/project-preview";
import { sessionRoute } from "../../../../session-route";

/** A catalog style drawn with this project's brand (the styles page); `?placement=` picks the size. */
export const GET = sessionRoute<{ id: string; styleId: string }>(async ({ actor, params, url }) => {
  const image = await projectStylePreview(actor, params.id, decodeURIComponent(params.styleId), url.searchParams.get("placement"));
  return new Response(new Uint8Array(image), { headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=600" } });
});
