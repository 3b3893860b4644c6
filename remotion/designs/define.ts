/**
 * The contract of a design folder (issue 26): `remotion/designs/<templates|memes>/<key>/style.json` declares
 * the design once (its catalog entry, the kind of every slot, what the business words it suits, what the
 * brief must have, its sample copy and its motion) and `design.tsx` beside it draws it. The family's
 * index.ts lists each under its folder's name through defineTemplate or defineMeme, which check the file
 * against its schema. The API's catalog (server/styles/catalog.ts) is these definitions through `styleOf`.
 * Plain data: importable without React.
 *
 * Budgets follow Meta's copy guidance: headlines about 40 characters, primary text 125.
 */
import { z } from "zod";
import { PLACEMENT_IDS, SOCIAL_PLACEMENT_IDS, type Placement } from "../../shared/placements";
import type { CharacterRole, EditableSlot, Style } from "../../server/styles/types";
import { DEFAULT_TIMELINE, ROLES, type Timeline } from "../lib/motion";

/**
 * What a slot says in its design, whatever its name: the copywriter fills and the label parser addresses
 * slots by kind. `old` and `new` are the two sides of a meme's comparison (the old way, the product's way).
 */
const SLOT_KINDS = ["headline", "body", "cta", "eyebrow", "old", "new", "caption", "attribution"] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
export type DesignSlot = EditableSlot & { kind: SlotKind };

/** Every style has a CTA slot, with one budget, so a request's `cta` fits whichever style is chosen. */
export const CTA_BUDGET = 30;
const cta = (): DesignSlot => ({ name: "cta", role: "cta", budget: CTA_BUDGET, max_lines: 1, max_words: 6, kind: "cta" });

/** What the brief must hold for the design to be chosen (server/generation/style-choice.ts asks the brief). */
const NEEDS = ["offer", "date", "quote"] as const;
export type Need = (typeof NEEDS)[number];

type Output = Style["outputs"][number];

/**
 * Templates design for every placement, the IAB display sizes included (remotion/lib/banner.tsx). A meme is
 * a picture with captions: it keeps the near-square and tall display sizes (300x250, 300x600) and declines
 * the strips and the 160 px skyscraper, where its panels and captions cannot be read.
 */
const TEMPLATE_PLACEMENTS: readonly Placement[] = PLACEMENT_IDS;
export const MEME_PLACEMENTS: readonly Placement[] = [...SOCIAL_PLACEMENT_IDS, "medium_rectangle", "half_page"];
/** Memes are stills: the format is the joke, read at a glance. Templates have a video version unless they say otherwise. */
const MEME_OUTPUTS: readonly Output[] = ["image"];
const TEMPLATE_OUTPUTS: readonly Output[] = ["image", "video"];

export type DesignDefinition = {
  /** `template:<key>` or `meme:<key>`: the style id of the API, the ads and the design registry. */
  id: string;
  category: "template" | "meme";
  /** The template's key or the meme's base. */
  key: string;
  name: string;
  description: string;
  tags: string[];
  outputs: readonly Output[];
  placements: readonly Placement[];
  slots: DesignSlot[];
  character_roles: CharacterRole[];
  /** The business words (tagline, description, audience) this design suits best. */
  suits?: RegExp;
  /** What the brief must have for this design: it is then the strongest fit. */
  needs?: Need;
  /**
   * The design shows the project's product photo when there is one (issue 42: the render checks hold it
   * to that, and automatic style choice prefers such a design when the project has a photo). Templates do
   * unless they say otherwise; memes do not count on it.
   */
  showsProduct: boolean;
  /** Realistic copy for every slot: Remotion's default props, the contact sheets, the tests. */
  sample: Record<string, string>;
  motion: Timeline;
};

/** The schemas of the style files (their fields are DesignDefinition's, above). */
const count = z.number().int().positive();
const slots = z.array(z.strictObject({ name: z.string(), role: z.string(), budget: count, max_lines: count, max_words: count, kind: z.enum(SLOT_KINDS) }));
const sample = z.record(z.string(), z.string());
const roles = z.array(z.enum(ROLES));

const templateStyle = z.strictObject({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  outputs: z.array(z.enum(["image", "video"])).optional(),
  slots,
  // A pattern, matched without regard to case.
  suits: z.string().transform((pattern) => new RegExp(pattern, "i")).optional(),
  needs: z.enum(NEEDS).optional(),
  sample,
  motion: z.strictObject({ hook: roles, beats: z.array(roles) }).optional(),
  showsProduct: z.literal(false).optional(),
});

const memeStyle = z.strictObject({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  slots,
  character_roles: z.array(z.strictObject({ name: z.string(), guidance: z.string() })),
  sample,
});

/** A style file's data, checked: an unknown or misspelt field, or a wrong value, stops the process naming the file. */
function parseStyle<S extends z.ZodType>(schema: S, folder: string, style: unknown): z.output<S> {
  const parsed = schema.safeParse(style);
  if (!parsed.success) throw new Error(`remotion/designs/${folder}/style.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A template, named by its folder (`key` stays a literal type, so the design registry can be checked against
 * the folders' list), from its style.json. The CTA slot comes last in every template; a still (outputs
 * image only) keeps the default story, never played.
 */
export function defineTemplate<K extends string>(key: K, style: unknown): DesignDefinition & { key: K } {
  const { slots, outputs = TEMPLATE_OUTPUTS, motion = DEFAULT_TIMELINE, ...rest } = parseStyle(templateStyle, `templates/${key}`, style);
  return { id: `template:${key}`, category: "template", key, character_roles: [], placements: TEMPLATE_PLACEMENTS, showsProduct: true, ...rest, slots: [...slots, cta()], outputs, motion };
}

/**
 * A meme, named by its folder (`base`, kept a literal type like a template's key), from its style.json,
 * checked when loaded. It is a still (its story is read at a glance, so its motion is the default one,
 * never played). Its tags say "meme" first, then what the format is about.
 */
export function defineMeme<K extends string>(base: K, style: unknown): DesignDefinition & { key: K } {
  const { slots, tags, ...rest } = parseStyle(memeStyle, `memes/${base}`, style);
  // A meme carries a CTA only when the request gives one (the format's own slots stay the joke).
  return { id: `meme:${base}`, category: "meme", key: base, ...rest, tags: ["meme", ...tags], slots: [...slots, cta()], outputs: MEME_OUTPUTS, placements: MEME_PLACEMENTS, motion: DEFAULT_TIMELINE, showsProduct: false };
}

/**
 * The catalog entry of a design, exactly the API's shape (spec 2.6): kinds, suits, needs, sample and motion
 * stay inside. The key order is the catalog's bytes as served (GET /api/v1/styles and its ETag).
 */
export function styleOf(d: DesignDefinition): Style {
  const editable_slots = d.slots.map(({ name, role, budget, max_lines, max_words }) => ({ name, role, budget, max_lines, max_words }));
  const [outputs, placements] = [[...d.outputs], [...d.placements]];
  const { id, name, description, tags, character_roles } = d;
  if (d.category === "template") return { id, category: "template", template_key: d.key, meme_base: "", character_roles, name, description, tags, outputs, editable_slots, placements };
  return { id, category: "meme", template_key: "meme", meme_base: d.key, name, description, tags, editable_slots, character_roles, outputs, placements };
}
