import { z } from "zod";
import type { Endpoint } from "../openapi/registry";

export const styleJson = z.object({
  id: z.string().meta({ description: "`template:<template_key>` or `meme:<meme_base>`" }),
  category: z.enum(["template", "meme"]),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  outputs: z.array(z.enum(["image", "video"])),
  template_key: z.string(),
  meme_base: z.string(),
  editable_slots: z.array(
    z.object({ name: z.string(), role: z.string(), budget: z.number().int(), max_lines: z.number().int(), max_words: z.number().int() }),
  ),
  character_roles: z.array(z.object({ name: z.string(), guidance: z.string() })),
});

export const styleEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/styles",
    tag: "Styles",
    summary: "The style catalog: templates and meme formats (global, cacheable)",
    description:
      "Answers with `ETag` and `Cache-Control: public, max-age=3600`; send the ETag back in `If-None-Match` to get 304 Not Modified. " +
      "Filter each entry's `outputs` before pinning a style to an ad.",
    responses: {
      200: { description: "The catalog", schema: z.object({ styles: z.array(styleJson) }) },
      304: { description: "Not modified (the If-None-Match ETag is current)" },
    },
  },
];
