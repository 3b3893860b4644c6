import { MEME_PLACEMENTS, styleOf } from "../remotion/designs/define";
import { DEFINITIONS } from "../remotion/designs/definitions";
import { PLACEMENTS, SOCIAL_PLACEMENT_IDS, isDisplayPlacement, type Placement } from "./placements";
import type { Style } from "../server/styles/types";

/**
 * The style catalog (spec 2.6): one entry per design folder in remotion/designs (its style.json, through
 * `styleOf`), registered once as a Remotion composition (remotion/Root.tsx is driven from this list).
 * Plain data: importable without React.
 */
export { CTA_BUDGET } from "../remotion/designs/define";

type Output = Style["outputs"][number];
const MEMES_ARE_STILLS = "memes are still-only";

export const STYLES: Style[] = DEFINITIONS.map(styleOf);

export function findStyle(id: string): Style | undefined {
  return STYLES.find((s) => s.id === id);
}

/** The style an ad (its columns) or a request names: a template key, or a meme base. */
export function styleFor(ref: { styleCategory: string | null; templateKey: string | null; memeBase: string | null }): Style | undefined {
  if (ref.styleCategory === "meme") return STYLES.find((s) => s.category === "meme" && s.meme_base === ref.memeBase);
  if (ref.styleCategory === "template") return STYLES.find((s) => s.category === "template" && s.template_key === ref.templateKey);
  return undefined;
}
export const templateStyle = (key: string) => styleFor({ styleCategory: "template", templateKey: key, memeBase: null });
export const memeStyle = (base: string) => styleFor({ styleCategory: "meme", templateKey: null, memeBase: base });

export type StyleScope = "any" | "templates" | "memes";

/** Styles a request may draw from: the scope's category, supporting the output and every requested placement. */
export function stylesFor(scope: StyleScope, output: Output, placements: readonly string[] = []): Style[] {
  return STYLES.filter(
    (s) => s.outputs.includes(output) && (scope === "any" || (scope === "templates" ? s.category === "template" : s.category === "meme")) && !stylePlacementRefusal(s, placements),
  );
}

const labelOf = (p: string) => PLACEMENTS[p as Placement]?.label ?? p;

/** Why `style` cannot be made for these placements (a sentence fragment for the customer), or null when it can. */
export function stylePlacementRefusal(style: Style, placements: readonly string[]): string | null {
  const declined = placements.filter((p) => !(style.placements as string[]).includes(p));
  if (!declined.length) return null;
  const name = style.category === "meme" ? `meme "${style.meme_base}"` : `template "${style.template_key}"`;
  return `${name} does not design for ${declined.join(", ")} (${declined.map(labelOf).join(", ")}); it supports ${style.placements.join(", ")}`;
}

/** Why a video cannot be made for these placements (the display sizes are stills and HTML), or null. */
export function videoPlacementRefusal(placements: readonly string[]): string | null {
  // Display sizes are stills (and their HTML document): a 160x600 video is not what a display buyer runs.
  const still = placements.filter(isDisplayPlacement);
  return still.length ? `${still.join(", ")} ${still.length > 1 ? "are display sizes" : "is a display size"}: still image and HTML only, no video (video placements: ${SOCIAL_PLACEMENT_IDS.join(", ")})` : null;
}

/** Why `style` cannot be made as `output` (a sentence fragment for the customer), or null when it can. */
export function styleOutputRefusal(style: Style, output: Output): string | null {
  if (style.outputs.includes(output)) return null;
  if (style.category === "meme") return MEMES_ARE_STILLS;
  return `${style.name} has no ${output === "video" ? "video" : "still"} version`;
}

/** Why no style of `scope` can be made as `output` (for these placements), or null when one can. */
export function scopeOutputRefusal(scope: StyleScope, output: Output, placements: readonly string[] = []): string | null {
  if (stylesFor(scope, output, placements).length) return null;
  if (!stylesFor(scope, output).length) return scope === "memes" ? MEMES_ARE_STILLS : `no style in "${scope}" supports ${output} output`;
  const declined = placements.filter((p) => !stylesFor(scope, output, [p]).length);
  return `no style in "${scope}" designs for ${declined.join(", ")}${scope === "memes" ? ` (memes support ${MEME_PLACEMENTS.join(", ")})` : ""}`;
}
