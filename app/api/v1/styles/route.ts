import { apiRoute } from "@/server/http/api-route";
import { matchesIfNoneMatch } from "@/server/http/conventions";
import { STYLES_CACHE_CONTROL, stylesDocument } from "@/server/styles/service";

/** The catalog with HTTP caching: a strong ETag of the body, public max-age, 304 on If-None-Match. */
export const GET = apiRoute(async ({ req }) => {
  const { json, etag } = await stylesDocument();
  const headers = { ETag: etag, "Cache-Control": STYLES_CACHE_CONTROL };
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(json, { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
});
