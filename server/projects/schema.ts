import { z } from "zod";
import { canonicalLanguageTag, countWords } from "../../shared/language";
import { EXTERNAL_IDS, freeObject, stringMap } from "../validation";

export { countWords };
/** A description's length cap, in characters: also the cap of an AdCP brief, which becomes one. */
export const MAX_DESCRIPTION_CHARS = 20_000;
/** Counted per language (server/language/): Japanese, Chinese and Thai are not counted by spaces. */
export const MIN_DESCRIPTION_WORDS = 30;

const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "must be a hex color like #1a2b3c");

export const brandKitSchema = z.strictObject({
  colors: z.array(colorSchema).max(12).default([]).describe("Brand colors as hex (`#1a2b3c`), main color first; the designs paint with them"),
  font_preferences: freeObject.default({}).describe('Free-form, e.g. `{ "direction": "condensed display" }`'),
  logos: z.array(freeObject).max(10).default([]).meta({
    description:
      "Free-form objects. In responses every logo asset of the project (asset_type logo) is listed as { asset_id, file_url, width, height }, beside any entries written here.",
  }),
  style_notes: z.string().max(2000).nullable().default(null).describe("Free notes on the brand's look"),
});

const description = z
  .string()
  // The cap stops the parse: the word count below must never see an over-long text (it segments it).
  .max(MAX_DESCRIPTION_CHARS, { abort: true })
  .refine((text) => countWords(text) >= MIN_DESCRIPTION_WORDS, `must contain at least ${MIN_DESCRIPTION_WORDS} words`);

/** A BCP 47 tag ("en", "pt-BR", "zh-Hans"), stored in its canonical form. */
const languageTag = z
  .string()
  .trim()
  .max(35, { abort: true })
  .refine((tag) => canonicalLanguageTag(tag) !== null, "must be a BCP 47 language tag such as \"en\", \"ja\" or \"pt-BR\"")
  .transform((tag) => canonicalLanguageTag(tag)!);

const decimalString = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,4})?$/, "must be a non-negative decimal string such as \"12.50\""));

const projectFields = {
  name: z.string().trim().min(1, "is required").max(200).describe("The brand or product; the project's slug is made from it"),
  description: description.describe("What is sold, to whom and why it is good, at least 30 words: the ads' claims come from it"),
  tagline: z.string().max(300).nullable().describe("The brand's own short line; copy may use it"),
  language: languageTag.nullable().describe("BCP 47 tag of the ads' language (`en`, `pt-BR`); detected from the description when null"),
  visual_direction: z.string().max(5000).describe("Art direction for the imagery (mood, setting, colors)"),
  avatar_url: z.url().max(2000).nullable().describe("An image URL shown beside the project in the web app"),
  source_url: z.url({ protocol: /^https?$/ }).max(2000).nullable().describe("The brand's web page"),
  status: z.enum(["active", "archived"]).describe("Your bookkeeping (default `active`); adlab treats both alike"),
  ad_health_monitored: z.boolean().describe("Flag the runs of this project's ads whose CTR drops or whose CPA exceeds target_cpa"),
  target_cpa: decimalString.nullable().describe("The highest acceptable cost per acquisition, a decimal string"),
  target_cpa_currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code such as USD").nullable().describe("ISO 4217 code of target_cpa"),
  brand_kit: brandKitSchema.meta({ id: "BrandKitInput" }).nullable().describe("Colors, fonts and notes the designs follow"),
  external_identifiers: stringMap.describe(EXTERNAL_IDS),
};

export const createProjectSchema = z.strictObject({
  ...projectFields,
  tagline: projectFields.tagline.optional(),
  language: projectFields.language.optional(),
  visual_direction: projectFields.visual_direction.optional(),
  avatar_url: projectFields.avatar_url.optional(),
  source_url: projectFields.source_url.optional(),
  status: projectFields.status.optional(),
  ad_health_monitored: projectFields.ad_health_monitored.optional(),
  target_cpa: projectFields.target_cpa.optional(),
  target_cpa_currency: projectFields.target_cpa_currency.optional(),
  brand_kit: projectFields.brand_kit.optional(),
  external_identifiers: projectFields.external_identifiers.optional(),
});

export const updateProjectSchema = z.strictObject(projectFields).partial();

/** People type "example.com": an address without a scheme is read as https. */
const withScheme = (value: unknown) =>
  typeof value === "string" && value.trim() && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim()) ? `https://${value.trim()}` : value;
export const fromUrlSchema = z.strictObject({
  url: z.preprocess(withScheme, z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2000)).describe("The brand's web page; its name, words, colors and logo start the project"),
});

export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;
