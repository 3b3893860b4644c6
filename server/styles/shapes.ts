import { z } from "zod";
import { PLACEMENT_IDS } from "../../shared/placements";

/** A catalog entry as every front returns it (spec 2.6): the `Style` type, the OpenAPI schema and the GraphQL type. */
export const styleJson = z.object({
  id: z.string().meta({ description: "`template:<template_key>` or `meme:<meme_base>`" }),
  category: z.enum(["template", "meme"]),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  outputs: z.array(z.enum(["image", "video"])),
  placements: z.array(z.enum(PLACEMENT_IDS)).meta({ description: "the placements this style designs for; a request naming another one with this style pinned is refused (422)" }),
  template_key: z.string().meta({ description: "the template's key; `meme` for memes" }),
  meme_base: z.string().meta({ description: "the meme format's key; empty for templates" }),
  editable_slots: z.array(
    z.object({ name: z.string(), role: z.string(), budget: z.number().int(), max_lines: z.number().int(), max_words: z.number().int() }),
  ),
  character_roles: z.array(z.object({ name: z.string(), guidance: z.string() })),
});


export type Style = z.infer<typeof styleJson>;
