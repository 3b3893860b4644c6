import { previewPage } from "@/server/adcp/preview";
import { publicRoute } from "@/server/http/api-route";

/** A signed AdCP preview (docs/adcp.md): the ad at its size, nothing but its own file and the buyer's trackers. */
export const GET = publicRoute<{ token: string }>(async ({ params }) => {
  const html = await previewPage(params.token);
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; img-src * data:; media-src *; style-src 'unsafe-inline'; frame-ancestors *",
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
