import type { Style } from "../../styles/types";
import { builtinCopy } from "./builtin";
import { slotProblems, type CheckContext, type CopySource } from "./check";
import { customerCopy, tighten } from "../../../shared/copy/customer";
import { askModel, llmConfigured } from "./llm";
import { slotKindOf } from "../../../remotion/designs/definitions";
import type { CopyBrief, WrittenCopy } from "./types";

export type { CopyBrief, WrittenCopy } from "./types";

/**
 * The copy of one ad (docs/generation.md, "Copy"):
 * 1. the customer's words: `copy` (verbatim in exact mode, else kept where they fit and tightened at a
 *    clause boundary where they do not) and `cta`, placed by customerCopy();
 * 2. with a model configured, its proposal for the open slots, slot by slot through the copy check;
 * 3. the built-in copywriter for whatever is still open.
 * Every value written here passed the copy check; `sources` says who wrote each slot.
 */
export async function writeCopy(style: Style, brief: CopyBrief): Promise<WrittenCopy> {
  const ctx = checkContextOf(brief);
  const fixed = customerSlots(style, brief);
  const sources: Record<string, CopySource> = {};
  if (llmConfigured()) {
    const open = style.editable_slots.filter((s) => !(s.name in fixed) && !(style.category === "meme" && slotKindOf(style, s) === "cta")).map((s) => s.name);
    const proposed = await askModel(style, brief, open).catch((error: Error) => {
      console.warn(`[adlab] the copy model failed, the built-in copywriter writes the ad: ${error.message}`);
      return {} as Record<string, unknown>;
    });
    for (const name of open) {
      const slot = style.editable_slots.find((s) => s.name === name)!;
      const value = typeof proposed[name] === "string" ? (proposed[name] as string).replace(/\s+/g, " ").trim() : "";
      if (!value) continue;
      const problems = slotProblems(value, slot, "model", Object.values(fixed), ctx);
      if (problems.length) {
        console.warn(`[adlab] the model's ${name} was refused (${problems.join("; ")}); the built-in copywriter writes it`);
        continue;
      }
      fixed[name] = value;
      sources[name] = "model";
    }
  }
  return completed(style, brief, fixed, sources);
}

/** The slots still open written by the built-in copywriter, in the style's slot order, with who wrote each and what steered them. */
function completed(style: Style, brief: CopyBrief, fixed: Record<string, string>, bySource: Record<string, CopySource>): WrittenCopy {
  const written = builtinCopy(style, brief, fixed, checkContextOf(brief));
  const sources = { ...written.sources, ...bySource };
  // editable_copy holds exactly what is on the ad, in the style's slot order.
  const copy: Record<string, string> = {};
  for (const slot of style.editable_slots) if (written.copy[slot.name]) copy[slot.name] = written.copy[slot.name];
  // What steered the words on the ad: the hypotheses the model was told to lean on or avoid when it wrote a
  // slot, and those that moved the built-in copywriter's angle or claims.
  const byModel = Object.values(sources).includes("model") ? [...brief.hypotheses.preferred, ...brief.hypotheses.avoided].map((h) => h.id) : [];
  const byBuiltin = Object.values(sources).includes("builtin") ? written.informedBy : [];
  const informedBy = [...new Set([...byModel, ...byBuiltin])];
  // The angle stands when the ad says its claim (a model that wrote over it leads with its own words).
  const angle = written.angle && Object.values(copy).includes(written.angle.claim) ? written.angle : null;
  return { copy, sources: Object.fromEntries(Object.keys(copy).map((slot) => [slot, sources[slot]])), informedBy, angle, warnings: written.warnings };
}

/** The customer's words placed on the style's slots: verbatim in exact mode, else tightened to fit. */
function customerSlots(style: Style, brief: CopyBrief): Record<string, string> {
  const given = customerCopy(style, brief.copy, brief.cta).slots;
  const fixed: Record<string, string> = {};
  for (const slot of style.editable_slots) {
    const text = given[slot.name];
    if (text === undefined) continue;
    const kept = brief.copyMode === "exact" ? text : tighten(text, slot.budget);
    if (kept) fixed[slot.name] = kept;
  }
  return fixed;
}

/**
 * The copy the ad has without a model (the customer's words and the built-in copywriter), at once and
 * offline: the ad plan writes it before anything is charged, and style selection asks it which styles the
 * brief can fill.
 */
export function draftWritten(style: Style, brief: CopyBrief): WrittenCopy {
  return completed(style, brief, customerSlots(style, brief), {});
}

export const draftCopy = (style: Style, brief: CopyBrief): Record<string, string> => draftWritten(style, brief).copy;

/** What the copy check compares against: every word the customer gave, the direction and the language. */
export function checkContextOf(brief: CopyBrief): CheckContext {
  const { project, audience } = brief;
  const words = [project.name, project.tagline, project.description, brief.copy, brief.cta, audience?.name, audience?.description, audience?.rules];
  const direction = [brief.prompt, brief.characterDirection].filter(Boolean).join("\n") || null;
  return { brief: words.filter(Boolean).join("\n"), direction, language: brief.language };
}
