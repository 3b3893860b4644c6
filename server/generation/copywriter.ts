import type { EditableSlot, Style } from "../styles/types";

/**
 * Copy for one ad: one string per editable slot of its style, fitted to the slot's `max_words`,
 * `max_lines` and `budget` (characters).
 *
 * - `copy_mode: "exact"`: the given copy is used as written, never shortened. Lines of the form
 *   `slot: text` go to that slot; other lines fill the slots in catalog order; a single line is the
 *   first (primary) slot. Slots the copy leaves empty are written by the copywriter.
 * - otherwise the built-in copywriter (deterministic, offline) writes every slot from the brief, or an
 *   OpenAI-compatible LLM when ADLAB_LLM_BASE_URL is set (see llm.ts); its answer is fitted the same way.
 */

export type CopyBrief = {
  project: { name: string; tagline: string | null; description: string; visualDirection: string };
  audience: { name: string; description: string | null; rules: string | null } | null;
  prompt: string | null;
  copy: string | null;
  copyMode: "exact" | "generate";
  cta: string | null;
  characterDirection: string | null;
  variantIndex: number;
  /** From the learning brief: angles to prefer and to avoid. */
  hypotheses: { preferred: BriefHypothesis[]; avoided: BriefHypothesis[] };
};
export type BriefHypothesis = { id: string; statement: string };

export type WrittenCopy = { copy: Record<string, string>; informedBy: string[]; source: "builtin" | "llm" | "exact" };

// ---------------------------------------------------------------------------------------------------
// Fitting

export function fitToSlot(text: string, slot: EditableSlot): string {
  let value = text.replace(/\s+/g, " ").trim();
  if (slot.max_lines <= 1) value = value.replace(/\n/g, " ");
  const words = value.split(" ").filter(Boolean);
  if (slot.max_words > 0 && words.length > slot.max_words) value = words.slice(0, slot.max_words).join(" ");
  if (slot.budget > 0 && value.length > slot.budget) {
    const cut = value.slice(0, slot.budget + 1);
    const space = cut.lastIndexOf(" ");
    value = (space > slot.budget * 0.4 ? cut.slice(0, space) : value.slice(0, slot.budget)).trim();
  }
  // A cut phrase should not end on a dangling joiner or comma.
  value = value.replace(/[\s,;:–—-]+$/u, "").replace(/\s+(and|or|the|a|an|to|of|for|with|in|on|your|our|&)$/i, "");
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Material drawn from the brief

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ""))
    .filter((s) => s.split(" ").length >= 3);

const clauses = (text: string) =>
  text
    .split(/[.!?;:\n]|,\s*|\s+[–—-]\s+/)
    .map((s) => s.trim().replace(/^(and|but|so|it is|it's|they are|we are)\s+/i, ""))
    .filter((s) => s.split(" ").length >= 2 && s.split(" ").length <= 10);

/** The first candidate that fits the slot whole; else the first one, cut at a word boundary. */
export function fitBest(candidates: (string | null | undefined)[], slot: EditableSlot): string {
  const list = candidates.filter((c): c is string => Boolean(c && c.trim()));
  for (const candidate of list) {
    const clean = candidate.replace(/\s+/g, " ").trim();
    if (fitToSlot(clean, slot) === clean.replace(/[\s,;:–—-]+$/u, "")) return fitToSlot(clean, slot);
  }
  return list.length ? fitToSlot(list[0], slot) : "";
}

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

type Angle = { id: string; keywords: RegExp; headline: (m: Material) => string; body: (m: Material) => string };
type Material = {
  name: string;
  tagline: string;
  benefits: string[];
  lead: string;
  prompt: string | null;
  audienceName: string | null;
  audienceRule: string | null;
  character: string | null;
};

// Angles the copywriter can take; hypotheses steer the choice through their keywords.
const ANGLES: Angle[] = [
  { id: "benefit", keywords: /benefit|outcome|result|feel|better/i, headline: (m) => m.tagline, body: (m) => m.benefits[0] ?? m.lead },
  { id: "speed", keywords: /fast|quick|speed|second|minute|instant|time|easy|convenien/i, headline: (m) => `${m.name} in seconds`, body: (m) => m.benefits.find((b) => /second|minute|quick|fast|ready|easy/i.test(b)) ?? m.benefits[0] ?? m.lead },
  { id: "price", keywords: /price|cheap|save|saving|cost|value|deal|discount|offer|afford/i, headline: (m) => `Less spend, more ${m.name}`, body: (m) => m.benefits.find((b) => /save|price|cost|value|less/i.test(b)) ?? m.lead },
  { id: "quality", keywords: /quality|premium|craft|origin|best|smooth|fresh|natural/i, headline: (m) => `Crafted for the good stuff`, body: (m) => m.benefits.find((b) => /fresh|quality|craft|origin|smooth|natural/i.test(b)) ?? m.lead },
  { id: "social_proof", keywords: /proof|review|testimonial|people|customers|popular|trusted|loved|ugc/i, headline: (m) => `Why everyone is switching to ${m.name}`, body: (m) => m.benefits[0] ?? m.lead },
  { id: "audience", keywords: /audience|persona|for you|segment|identity|parents|students|busy/i, headline: (m) => (m.audienceName ? `Made for ${m.audienceName}` : `Made for you`), body: (m) => m.audienceRule ?? m.benefits[0] ?? m.lead },
  { id: "question", keywords: /question|curiosity|hook|ask/i, headline: (m) => `Still settling for less?`, body: (m) => `${m.name}: ${m.tagline}` },
];

function material(brief: CopyBrief): Material {
  const { project } = brief;
  const descriptionSentences = sentences(project.description);
  const benefits = [...clauses(brief.prompt ?? ""), ...clauses(project.description)].filter((c) => !/^(it|this|we)\s+(is|are)$/i.test(c));
  // Without a tagline, the shortest strong clause of the description stands in for one.
  const shortClause = benefits.find((c) => c.split(" ").length <= 7 && c.length <= 40 && !c.toLowerCase().startsWith(project.name.toLowerCase()));
  const tagline = project.tagline?.trim() || (shortClause ? capitalize(shortClause) : `${project.name}, made better`);
  return {
    name: project.name,
    tagline: tagline.replace(/[.!]+$/, ""),
    benefits: benefits.map(capitalize),
    lead: descriptionSentences[0] ?? project.description,
    prompt: brief.prompt,
    audienceName: brief.audience?.name ?? null,
    audienceRule: brief.audience?.rules ? (sentences(brief.audience.rules)[0] ?? brief.audience.rules) : null,
    character: brief.characterDirection,
  };
}

/** Picks the angle: preferred hypotheses first, never an angle a negative or contested one speaks to. */
export function chooseAngle(brief: CopyBrief): { angle: Angle; informedBy: string[] } {
  const avoidedIds: string[] = [];
  const avoided = new Set<string>();
  for (const h of brief.hypotheses.avoided) {
    const hit = ANGLES.filter((a) => a.keywords.test(h.statement));
    if (hit.length) avoidedIds.push(h.id);
    hit.forEach((a) => avoided.add(a.id));
  }
  const allowed = ANGLES.filter((a) => !avoided.has(a.id));
  const pool = allowed.length ? allowed : ANGLES;
  const preferred: { angle: Angle; id: string }[] = [];
  for (const h of brief.hypotheses.preferred) {
    const angle = pool.find((a) => a.keywords.test(h.statement));
    if (angle) preferred.push({ angle, id: h.id });
  }
  if (preferred.length) {
    const choice = preferred[brief.variantIndex % preferred.length];
    return { angle: choice.angle, informedBy: [choice.id, ...avoidedIds] };
  }
  // Without preferences, the prompt's own words choose; variants then walk through the other angles.
  const fromPrompt = brief.prompt ? pool.findIndex((a) => a.keywords.test(brief.prompt!)) : -1;
  const start = fromPrompt >= 0 ? fromPrompt : 0;
  return { angle: pool[(start + brief.variantIndex) % pool.length], informedBy: avoidedIds };
}

type SlotKind = "headline" | "body" | "cta" | "eyebrow" | "brand" | "old" | "new" | "caption";

export function slotKind(slot: EditableSlot): SlotKind {
  const key = `${slot.role} ${slot.name}`.toLowerCase();
  if (/\bcta\b|button$|call.to.action/.test(key)) return "cta";
  if (/brand|logo|product.name|wordmark/.test(key)) return "brand";
  if (/reject|before|worst|c_tier|\bmeh\b|problem|chaos|partner|current|nobody|setup|button_left|tier 1/.test(key)) return "old";
  if (/approve|after|best|s_tier|temptation|new thing|punchline|button_right|tier 4|\bme\b/.test(key)) return "new";
  if (/eyebrow|kicker|badge|overline|sticker|price|offer/.test(key)) return "eyebrow";
  if (/headline|title|hook|hero|heading|sign|hot take/.test(key)) return "headline";
  if (/caption|panel|label|option|item|tier|character|speaker|line/.test(key)) return "caption";
  return "body";
}

const DEFAULT_CTAS = ["Shop now", "Try it today", "Learn more", "Get yours", "Order now"];
const OLD_WAYS = ["The usual way", "Settling for less", "Doing it the hard way", "The same old routine", "Overpaying for meh"];
const rotate = <T>(list: T[], by: number): T[] => (list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : list);

/** Copy for the meme formats, by the role each slot plays in the format's structure. */
function memeCopy(style: Style, m: Material, v: number, cta: string): Record<string, string> {
  const benefits = rotate(m.benefits, v);
  const olds = rotate([...(m.audienceRule ? [m.audienceRule] : []), ...OLD_WAYS], v);
  const who = m.audienceName ?? (m.character ? capitalize(m.character) : "Me");
  const shortBenefits = benefits.filter((b) => b.split(" ").length <= 4);
  const perBase: Record<string, Record<string, (string | null | undefined)[]>> = {
    "two-buttons": { button_left: olds, button_right: [m.name, ...benefits], label: [who, "Me"] },
    "approve-reject": { reject: olds, approve: [`${m.name}: ${benefits[0]?.toLowerCase() ?? m.tagline}`, `${m.name}. ${m.tagline}`, m.name] },
    "expanding-brain": {
      tier_1: olds,
      tier_2: [`${olds[1] ?? OLD_WAYS[1]}, but faster`, "Doing it a bit better"],
      tier_3: benefits,
      tier_4: [`${m.name}. Obviously.`, m.name],
    },
    "distracted-look": { wanderer: [who, "Me"], partner: ["The usual", "Old habits"], temptation: [m.name], caption: [m.tagline, ...benefits] },
    "this-is-fine": { caption: ["This is fine", "Everything is fine"], chaos: olds },
    "before-after": { before: olds, after: [`${m.name}: ${benefits[0]?.toLowerCase() ?? m.tagline}`, m.tagline, m.name] },
    "starter-pack": {
      title: [m.audienceName ? `${m.audienceName} starter pack` : `${m.name} fan starter pack`, "The starter pack"],
      item_1: [m.name],
      item_2: [shortBenefits[0], benefits[0]],
      item_3: [shortBenefits[1], benefits[1]],
      item_4: [shortBenefits[2], cta],
    },
    "tier-list": { title: ["Ranking my options", "My honest tier list"], s_tier: [m.name], a_tier: [shortBenefits[0], "Treat yourself"], b_tier: ["The usual"], c_tier: ["Doing nothing"] },
    "nobody-me": { nobody: ["Absolutely nobody", "Not a single soul"], me: [`Me telling everyone about ${m.name}`, `Me with ${m.name}`] },
    "change-my-mind": { sign: [`${m.name} beats ${olds[0].toLowerCase()}`, `${m.name} wins`], caption: ["Change my mind"] },
  };
  const table = perBase[style.meme_base] ?? {};
  const copy: Record<string, string> = {};
  let caption = 0;
  for (const slot of style.editable_slots) {
    const kind = slotKind(slot);
    const candidates =
      table[slot.name] ??
      (kind === "old" ? olds : kind === "new" ? [m.name, ...benefits] : kind === "cta" ? [cta] : kind === "headline" ? [m.tagline, m.name] : rotate([m.tagline, ...benefits, m.name], caption++));
    copy[slot.name] = fitBest([...candidates, m.name], slot);
  }
  return copy;
}

export function builtinCopy(style: Style, brief: CopyBrief): WrittenCopy {
  const m = material(brief);
  const { angle, informedBy } = chooseAngle(brief);
  const v = brief.variantIndex;
  const cta = brief.cta ?? DEFAULT_CTAS[v % DEFAULT_CTAS.length];
  if (style.category === "meme") return { copy: memeCopy(style, m, v, cta), informedBy, source: "builtin" };
  const headlines = [brief.copy?.trim() || null, angle.headline(m), m.tagline, `Meet ${m.name}`, m.name];
  const used = new Set<string>();
  const pick = (candidates: (string | null | undefined)[], slot: EditableSlot) => {
    const fresh = candidates.filter((c) => c && !used.has(c.trim()));
    const value = fitBest([...fresh, ...candidates, m.name], slot);
    used.add(value);
    return value;
  };
  const body = angle.body(m);
  const bodies = [body, ...m.benefits.filter((b) => b !== body), m.lead];
  let bodyIndex = 0;
  const copy: Record<string, string> = {};
  for (const slot of style.editable_slots) {
    const kind = slotKind(slot);
    const name = slot.name.toLowerCase();
    const special: Record<string, (string | null | undefined)[]> = {
      author: [brief.audience?.name ? `A ${brief.audience.name.toLowerCase()} customer` : null, "A happy customer", "Verified buyer"],
      signoff: [`The ${m.name} team`, m.name],
      date: ["Available now", "This week only", "Now on sale"],
      fine_print: [m.benefits.find((b) => b.length <= 60), "While stocks last"],
    };
    const candidates = special[name] ?? (
      kind === "cta"
        ? [cta, "Shop now"]
        : kind === "brand"
          ? [m.name]
          : kind === "eyebrow"
            ? [brief.audience?.name, m.tagline, "New", m.name]
            : kind === "headline"
              ? headlines
              : rotate(bodies, bodyIndex++));
    copy[slot.name] = pick(candidates, slot);
  }
  return { copy, informedBy, source: "builtin" };
}

/** `copy_mode: "exact"`: the copy exactly as written, distributed over the slots (see above). */
export function exactCopy(style: Style, brief: CopyBrief): WrittenCopy {
  const given = brief.copy ?? "";
  const lines = given.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const names = new Map(style.editable_slots.map((s) => [s.name.toLowerCase(), s.name]));
  const assigned: Record<string, string> = {};
  const loose: string[] = [];
  for (const line of lines) {
    const match = line.match(/^([A-Za-z_][\w -]{0,40}):\s*(.+)$/);
    const slot = match ? names.get(match[1].trim().toLowerCase()) : undefined;
    if (slot) assigned[slot] = match![2];
    else loose.push(line);
  }
  if (lines.length === 1 && loose.length === 1) loose[0] = given.trim();
  const free = style.editable_slots.filter((s) => !(s.name in assigned) && slotKind(s) !== "cta");
  loose.forEach((line, i) => {
    if (free[i]) assigned[free[i].name] = line;
  });
  const ctaSlot = style.editable_slots.find((s) => slotKind(s) === "cta");
  if (ctaSlot && brief.cta && !(ctaSlot.name in assigned)) assigned[ctaSlot.name] = brief.cta;
  const rest = builtinCopy(style, { ...brief, copy: null });
  return { copy: { ...rest.copy, ...assigned }, informedBy: rest.informedBy, source: "exact" };
}
