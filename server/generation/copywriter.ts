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
    .split(/[.!?;:\n]|,\s+(?:and|but)\s+|\s+[–—-]\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(" ").length >= 2 && s.split(" ").length <= 12);

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
  const tagline = project.tagline?.trim() || (descriptionSentences[0] ? fitToSlot(descriptionSentences[0], { name: "", role: "", budget: 48, max_lines: 2, max_words: 8 }) : project.name);
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

type SlotKind = "headline" | "body" | "cta" | "eyebrow" | "brand" | "caption";

export function slotKind(slot: EditableSlot): SlotKind {
  const key = `${slot.role} ${slot.name}`.toLowerCase();
  if (/cta|button|call.to.action|action/.test(key)) return "cta";
  if (/brand|logo|product.name|wordmark/.test(key)) return "brand";
  if (/eyebrow|kicker|badge|tag|label|overline|sticker|price|offer/.test(key) && !/caption|panel|top|bottom/.test(key)) return "eyebrow";
  if (/headline|title|hook|hero|heading|big|main/.test(key)) return "headline";
  if (/caption|panel|top|bottom|setup|punch|before|after|reaction|speaker|character|option|meme|line|choice|thought/.test(key)) return "caption";
  return "body";
}

const DEFAULT_CTAS = ["Shop now", "Try it today", "Learn more", "Get yours", "Order now"];

/** Meme captions come in pairs: the old way, then the product's way. */
function captionPairs(m: Material): [string, string][] {
  const benefit = m.benefits[0] ?? m.tagline;
  return [
    [`Me before ${m.name}`, `Me after ${m.name}`],
    [m.audienceRule ? `Ignoring ${m.audienceRule.toLowerCase()}` : "Doing it the hard way", `${m.name}: ${benefit.toLowerCase()}`],
    ["Settling for the usual", `${m.name}. ${m.tagline}`],
    [m.character ? `${capitalize(m.character)} at first` : "Everyone else", `${m.name} people`],
  ];
}

export function builtinCopy(style: Style, brief: CopyBrief): WrittenCopy {
  const m = material(brief);
  const { angle, informedBy } = chooseAngle(brief);
  const headline = brief.copy?.trim() ? brief.copy : angle.headline(m);
  const body = angle.body(m);
  const cta = brief.cta ?? DEFAULT_CTAS[brief.variantIndex % DEFAULT_CTAS.length];
  const pairs = captionPairs(m);
  const pair = pairs[brief.variantIndex % pairs.length];
  const captionPool = [pair[0], pair[1], ...m.benefits, m.tagline, m.name];
  let captionIndex = 0;
  const bodies = [body, ...m.benefits.filter((b) => b !== body), m.lead];
  let bodyIndex = 0;
  const copy: Record<string, string> = {};
  for (const slot of style.editable_slots) {
    const kind = slotKind(slot);
    const raw =
      kind === "cta"
        ? cta
        : kind === "brand"
          ? m.name
          : kind === "eyebrow"
            ? brief.audience?.name ?? (m.tagline.split(" ").length <= 4 ? m.tagline : m.name)
            : kind === "headline"
              ? headline
              : kind === "caption"
                ? captionPool[captionIndex++ % captionPool.length]
                : bodies[bodyIndex++ % bodies.length];
    copy[slot.name] = fitToSlot(raw, slot) || fitToSlot(m.name, slot);
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
