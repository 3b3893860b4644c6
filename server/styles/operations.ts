import { z } from "zod";
import { defineOperations } from "../operations/operation";
import { STYLES_CACHE_CONTROL, listStyles, stylesDocument } from "./service";
import { styleJson } from "./shapes";

export const styleOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/styles",
    summary: "The style catalog: templates and meme formats (global, cacheable)",
    tool: "list_styles",
    // Global and cacheable: a strong ETag of exactly the JSON REST sends (304 on If-None-Match) and a public max-age.
    handler: async () => ({ body: await listStyles(), headers: { ETag: (await stylesDocument()).etag, "Cache-Control": STYLES_CACHE_CONTROL } }),
    description: "The same for every account. Filter each entry's `outputs` before pinning a style to an ad (`template_key` or `meme_base`).",
    http: "Answers with `ETag` and `Cache-Control: public, max-age=3600`; send the ETag back in `If-None-Match` to get 304 Not Modified.",
    responses: {
      200: { description: "The catalog", schema: z.object({ styles: z.array(styleJson) }) },
      304: { description: "Not modified (the If-None-Match ETag is current)" },
    },
  },
]);
