import type { Style } from "../../styles/types";
import { budgetLength } from "../../../shared/language";
import { slotKindOf } from "../../../remotion/designs/definitions";
import { draftWritten, type WrittenCopy } from "../copy";
import { briefMaterial } from "../copy/builtin";
import { fillRefusal, selectableStyles, selectionRefusal, styleOrder } from "../style-choice";
import { copyBriefOf, lookOf, type PlanContext } from "./context";
import { undrawableInputs, undrawableWritten } from "./glyphs";
import { howMuchToCut, layOut, type LaidOut } from "./layout";
import type { AdPlan } from "./shape";

/**
 * The ad plan (docs/generation.md, "The ad plan"): the one place that chooses an ad's style, writes its
 * copy and lays it out in every placement, before any charge. The validator refuses a request whose plan
 * cannot be laid out, and the pipeline renders the stored plan without choosing again.
 * No other module calls style choice or the copy-fit check (tests/unit/ad-plan-boundary.test.ts).
 */

export type Planned = { plan: AdPlan; problems: [] } | { plan: null; problems: string[] };

const styleName = (style: Style) => (style.category === "meme" ? `meme "${style.meme_base}"` : `template "${style.template_key}"`);
const pinnedField = (style: Style) => (style.category === "meme" ? "ad.meme_base" : "ad.template_key");

/** Generated words may be written again this many times, each time in the room the layout measured. */
const REWRITES = 3;

/** The plan of variant `variantIndex` (its layouts start from layout variant `seed`), or why there is none. */
export async function planAd(context: PlanContext, variantIndex: number, seed: number): Promise<Planned> {
  const { request } = context.source;
  const brief = copyBriefOf(context, variantIndex, null);
  const undrawable = await undrawableInputs(context);
  if (undrawable.length) return { plan: null, problems: undrawable };
  if (request.pinned) {
    const refusal = fillRefusal(request.pinned, copyBriefOf(context, variantIndex, request.pinned));
    if (refusal) return { plan: null, problems: [`${pinnedField(request.pinned)}: ${refusal}`] };
    return planStyles([request.pinned], [], context, variantIndex, seed);
  }
  const scope = { scope: request.styleScope, output: request.output, placements: request.placements, productPhoto: context.shared.images.length > 0 };
  const ranked = selectableStyles(scope, brief);
  if (!ranked.length) return { plan: null, problems: [`ad.style_scope: ${selectionRefusal(scope, brief)}`] };
  const planned = await planStyles(styleOrder(ranked, context.earlier, variantIndex), ranked, context, variantIndex, seed);
  if (planned.plan) return planned;
  const why = request.copyMode === "exact" ? "holds this exact copy whole on every placement" : "can be laid out in every placement";
  return { plan: null, problems: [`ad.style_scope: no style in "${request.styleScope}" ${why} (${planned.problems.slice(0, 2).join("; ")})`] };
}

/** The first style of `order` whose copy lays out in every placement; else the first one's problems. */
async function planStyles(order: Style[], ranked: Style[], context: PlanContext, variantIndex: number, seed: number): Promise<Planned> {
  let first: string[] | undefined;
  for (const style of order) {
    const planned = await planStyle(style, context, variantIndex, seed);
    if (planned.plan) return { plan: { ...planned.plan, candidates: ranked.map((s) => s.id) }, problems: [] };
    first ??= planned.problems;
  }
  return { plan: null, problems: first ?? [] };
}

/**
 * One style: its copy written and laid out. Generated words the layout would cut are written again in the
 * room it measured (a shorter claim, a tighter clause); the customer's exact words never are: they are refused.
 */
async function planStyle(style: Style, context: PlanContext, variantIndex: number, seed: number): Promise<Planned> {
  const brief = copyBriefOf(context, variantIndex, style);
  let room = style;
  for (let attempt = 0; ; attempt++) {
    const written = draftWritten(room, brief);
    const undrawable = await undrawableWritten(context, written);
    if (undrawable.length) return { plan: null, problems: undrawable };
    const laid = await layOut(lookOf(context, style, written.copy, seed), context.source.request.placements, context.shared);
    if (!laid.cuts.length && !laid.problems.length) return { plan: planOf(style, brief.language, written, laid, briefMaterial(brief)), problems: [] };
    const rewritable = laid.cuts.filter((cut) => brief.copyMode !== "exact" || written.sources[cut.slot] !== "customer");
    if (attempt === REWRITES || !laid.cuts.length || rewritable.length < laid.cuts.length) return { plan: null, problems: problemsOf(style, written, laid) };
    room = withRoom(room, rewritable.map((cut) => ({ slot: cut.slot, chars: budgetLength(cut.shown) - 1 })));
  }
}

/** The style with smaller budgets for the slots the layout cut: the copywriter then picks words that fit. */
function withRoom(style: Style, rooms: { slot: string; chars: number }[]): Style {
  const roomOf = (name: string) => Math.min(...rooms.filter((r) => r.slot === name).map((r) => r.chars));
  return { ...style, editable_slots: style.editable_slots.map((slot) => (rooms.some((r) => r.slot === slot.name) ? { ...slot, budget: Math.max(1, Math.min(slot.budget, roomOf(slot.name))) } : slot)) };
}

/** The refusal, in the customer's terms: the slot, the placement, and how much to cut. */
function problemsOf(style: Style, written: WrittenCopy, laid: LaidOut): string[] {
  const customerField = (slot: string) => (slotKindOf(style, style.editable_slots.find((s) => s.name === slot)!) === "cta" ? "ad.cta" : "ad.copy");
  const field = (slot: string) => (written.sources[slot] === "customer" ? customerField(slot) : pinnedField(style));
  return [
    ...laid.cuts.map((cut) => `${field(cut.slot)}: the ${cut.slot} of ${styleName(style)} does not fit whole in ${cut.placement} even at the smallest legible size; ${howMuchToCut(cut, written.copy[cut.slot] ?? "")}`),
    // With words cut, the measures of that layout (a headline shrunk to its floor) only repeat the cut.
    ...(laid.cuts.length ? [] : laid.problems).map((problem) => `${pinnedField(style)}: ${styleName(style)} cannot be laid out as an art director would pass it: ${problem}`),
  ];
}

export function planOf(style: Style, language: string, written: WrittenCopy, laid: LaidOut, material: AdPlan["material"]): AdPlan {
  return {
    material,
    angle: written.angle,
    warnings: written.warnings,
    style: { id: style.id, category: style.category, template_key: style.template_key || null, meme_base: style.meme_base || null },
    candidates: [],
    copy: written.copy,
    sources: written.sources,
    informed_by: written.informedBy,
    language,
    layouts: laid.layouts,
  };
}
