import { budgetLength, copyLanguageOf } from "../../../shared/language";
import type { EditableSlot, Style } from "../../styles/types";
import { slotProblems, type CheckContext, type CopySource } from "./check";
import { dateOf, offerOf } from "./facts";
import { materialOf, tidy } from "./material";
import { fill, PHRASES } from "./phrases";
import { definitionOf, slotKindOf } from "../../../remotion/designs/definitions";
import type { CopyBrief } from "./types";
import { contentWords, sharedWords } from "../../learning/words";

/**
 * The built-in copywriter: deterministic, offline, in the project's language. It writes the slots the
 * customer left open from the customer's own material (tagline, the claims of the description, the
 * audience) plus the phrase table's kickers, CTAs and meme lines. Each slot takes the first candidate
 * that passes the copy check, so nothing is cut mid-phrase, repeated, or claimed without the brief.
 */

type Angle = { id: string; keywords: RegExp };

// Angles the learning brief steers through their keywords; an angle makes the claims that speak to it lead.
const ANGLES: Angle[] = [
  { id: "benefit", keywords: /benefit|outcome|result|feel|better/i },
  { id: "speed", keywords: /fast|quick|speed|second|minute|instant|time|easy|convenien|ready/i },
  { id: "price", keywords: /price|cheap|save|saving|cost|value|deal|discount|offer|afford/i },
  { id: "quality", keywords: /quality|premium|craft|origin|best|smooth|fresh|natural/i },
  { id: "social_proof", keywords: /proof|review|testimonial|people|customers|popular|trusted|loved|ugc/i },
  { id: "audience", keywords: /audience|persona|for you|segment|identity|parents|students|busy/i },
];

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
  return { angle: pool[(start + sequenceOf(brief)) % pool.length], informedBy: avoidedIds };
}

/** Where this ad stands among the project's ads: successive requests say different things (types.ts `sequence`). */
const sequenceOf = (brief: CopyBrief) => brief.sequence ?? brief.variantIndex;

const rotate = <T>(list: T[], by: number): T[] => (list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : list);

const hash = (text: string) => {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
};

// Languages whose phrases put a lower-case noun after "for": German capitalises nouns, other scripts have no case.
const LOWERCASE_INSIDE = new Set(["en", "es", "fr", "pt", "it", "nl", "ru", "el", "vi"]);

/** "Remote designers" reads "remote designers" inside an English phrase; acronyms keep their capitals. */
function inPhrase(name: string, language: string): string {
  if (!LOWERCASE_INSIDE.has(copyLanguageOf(language)) || /^\p{Lu}{2}/u.test(name)) return name;
  return name[0].toLocaleLowerCase(language) + name.slice(1);
}

// A business that sells no goods is not told to "Shop now": the phrase tables list their CTAs in one order
// (shop, try, learn, get, order), so these pick by position in every language. The words are English;
// briefs in other languages keep every CTA.
const TRY_BUSINESS = /\b(software|app|apps|saas|tool|platform|game|course|class|classes|lessons?|subscription)\b/i;
const VISIT_BUSINESS = /\b(dentist|dental|clinic|practice|hotel|stay|charity|donations?|donate|trust|foundation|appointments?)\b/i;
function ctasFor(ctas: string[], brief: CopyBrief): string[] {
  const text = `${brief.project.tagline ?? ""} ${brief.project.description}`;
  if (VISIT_BUSINESS.test(text)) return [ctas[2]];
  if (TRY_BUSINESS.test(text)) return [ctas[1], ctas[2]];
  return ctas;
}

/**
 * The learning brief on the claims (issue 29): the claims sharing a content word (server/learning/words.ts:
 * stemmed, without stop words or the vocabulary of ad testing) with a preferred hypothesis lead, in their
 * order, then those sharing one with the prompt; those sharing one with an avoided hypothesis go last.
 * `informedBy` names the hypotheses that moved a claim; `led` says a backed or prompted claim now leads;
 * `backed` and `avoided` are the claims a positive and a negative finding's words moved.
 */
export function steerClaims(brief: CopyBrief, claims: string[]): { claims: string[]; informedBy: string[]; led: boolean; backed: string[]; avoided: string[] } {
  const words = new Map(claims.map((c) => [c, contentWords(c)]));
  const matching = (statement: string) => {
    const own = contentWords(statement);
    return claims.filter((c) => sharedWords(own, words.get(c)!).length > 0);
  };
  const informedBy: string[] = [];
  const lead = new Set<string>();
  for (const h of brief.hypotheses.preferred) {
    const hit = matching(h.statement);
    if (hit.length) informedBy.push(h.id);
    hit.forEach((c) => lead.add(c));
  }
  const last = new Set<string>();
  for (const h of brief.hypotheses.avoided) {
    const hit = matching(h.statement).filter((c) => !lead.has(c));
    if (hit.length) informedBy.push(h.id);
    hit.forEach((c) => last.add(c));
  }
  // Then the claims that speak to the prompt's content words ("24 hours cold" picks the claim about 24 hours).
  const prompted = new Set(brief.prompt ? matching(brief.prompt) : []);
  const rest = claims.filter((c) => !lead.has(c) && !last.has(c));
  const middle = [...rest.filter((c) => prompted.has(c)), ...rest.filter((c) => !prompted.has(c))];
  const backed = claims.filter((c) => lead.has(c));
  const avoided = claims.filter((c) => last.has(c));
  return { claims: [...backed, ...middle, ...avoided], informedBy, led: lead.size > 0 || prompted.size > 0, backed, avoided };
}

/** What the copy draws on: the audience and the prompt pick the description's claims that speak to them. */
const focusOf = (brief: CopyBrief) => [brief.audience?.description, brief.audience?.rules, brief.audience?.name, brief.prompt].filter((f): f is string => Boolean(f));

/** The brief's claims the copy draws on, best first (the ad plan's `material`). */
export const briefMaterial = (brief: CopyBrief): string[] => steerClaims(brief, materialOf(brief.project.description, brief.language, focusOf(brief)).claims).claims;

/** The description's claims the learning brief moves (steerClaims), for a model told to lead with or leave them out. */
export function steeredClaimsOf(brief: CopyBrief): { backed: string[]; avoided: string[] } {
  const { backed, avoided } = steerClaims(brief, materialOf(brief.project.description, brief.language, focusOf(brief)).claims);
  return { backed, avoided };
}

export function builtinCopy(
  style: Style,
  brief: CopyBrief,
  fixed: Record<string, string>,
  ctx: CheckContext,
): { copy: Record<string, string>; sources: Record<string, CopySource>; informedBy: string[] } {
  const language = brief.language;
  const L = PHRASES[copyLanguageOf(language)];
  const v = sequenceOf(brief);
  const { angle } = chooseAngle(brief);
  const audience = brief.audience;
  const material = materialOf(brief.project.description, language, focusOf(brief));
  // The angle's claims lead, then the rest.
  const byAngle = [material.claims.filter((c) => angle.keywords.test(c)), material.claims.filter((c) => !angle.keywords.test(c))];
  // Variants and later ads start further down each part, so they say different things; a positive
  // finding's own words then lead, a negative one's go last (steerClaims).
  const steered = steerClaims(brief, byAngle.flatMap((part) => rotate(part, v)));
  const claims = steered.claims;
  const shortClaims = claims.filter((c) => budgetLength(c) <= 32);
  const name = brief.project.name;
  const tagline = brief.project.tagline ? tidy(brief.project.tagline) : null;
  const audienceName = audience ? inPhrase(audience.name, language) : null;
  const say = (phrase: string) => fill(phrase, { name, audience: audienceName ?? "", who: audience?.name ?? name });
  const madeFor = audienceName ? say(L.madeFor) : null;
  const ctas = rotate(ctasFor(L.ctas, brief), v + hash(style.id));
  // The customer's quote, or the model's: never attributed to someone adlab made up.
  const quoteGiven = definitionOf(style.id).needs === "quote" && "quote" in fixed;

  // A claim a finding backs is the headline; otherwise successive ads take turns (below).
  // Headlines take turns over one order that stays put from ad to ad (the claims above rotate with it, and
  // turns over a rotating list landed on the same claim twice).
  const inOrder = steerClaims(brief, byAngle.flat()).claims;
  const headlines = steered.led ? [...claims, madeFor, tagline] : [madeFor, tagline, ...inOrder];
  const templateCandidates = (slot: EditableSlot): (string | null)[] => {
    switch (slot.name) {
      // Only what the brief states: selection never chooses these styles without it (style-choice.ts).
      case "date":
        return [dateOf(brief)];
      case "offer":
        return [offerOf(brief)];
      // The brand's own claim and note are signed with its name, as the customer gave it (a "team" the
      // brief never mentioned is not printed).
      case "author":
        return quoteGiven ? [] : [name];
      case "signoff":
        return [name];
    }
    // A benefit is a claim of the description; the tagline is the brand's line, not a benefit.
    if (slot.role === "benefit") return [...shortClaims, ...claims];
    switch (slotKindOf(style, slot)) {
      case "cta":
        return ctas;
      case "eyebrow":
        // Never the brand name (the logo or wordmark already says it), never "New" (the brief never said so).
        return [audienceName ? say(L.forAudience) : null, tagline, ...shortClaims];
      case "headline":
        return [...headlines, say(L.meet), name];
      case "attribution":
        return [name];
      default:
        return [...(slot.budget <= 40 ? shortClaims : claims), ...claims, ...material.sentences, tagline];
    }
  };

  const who = audience ? audience.name : L.me;
  const oldWays = rotate(L.oldWays.map(say), v);
  const memeCandidates: Record<string, Record<string, (string | null)[]>> = {
    "two-buttons": { button_left: oldWays, button_right: [name, ...shortClaims], label: [who, L.me] },
    "approve-reject": { reject: oldWays, approve: [...claims, tagline, name] },
    "expanding-brain": { tier_1: [oldWays[0]], tier_2: [oldWays[1]], tier_3: [...shortClaims, ...claims, tagline], tier_4: [say(L.obviously), name] },
    "distracted-look": { wanderer: [who, L.me], partner: [say(L.oldHabit), say(L.theUsual)], temptation: [name], caption: [tagline, ...claims] },
    "this-is-fine": { caption: [say(L.thisIsFine)], chaos: oldWays },
    "before-after": { before: oldWays, after: [...claims, tagline, name] },
    "starter-pack": { title: [say(L.starterPack)], item_1: [name], item_2: shortClaims, item_3: shortClaims, item_4: shortClaims },
    "tier-list": { title: [say(L.tierTitle)], s_tier: [name], a_tier: shortClaims, b_tier: [say(L.theUsual)], c_tier: [say(L.doingNothing)] },
    "nobody-me": { nobody: [say(L.nobody)], me: [say(L.meTelling)] },
    "change-my-mind": { sign: [tagline, ...claims], caption: [say(L.changeMyMind)] },
  };

  const copy: Record<string, string> = { ...fixed };
  const sources: Record<string, CopySource> = Object.fromEntries(Object.keys(fixed).map((slot) => [slot, "customer" as const]));
  for (const slot of style.editable_slots) {
    if (slot.name in copy) continue;
    // Memes carry a CTA only when the customer asked for one.
    if (style.category === "meme" && slotKindOf(style, slot) === "cta") continue;
    const candidates = style.category === "meme" ? (memeCandidates[style.meme_base]?.[slot.name] ?? templateCandidates(slot)) : templateCandidates(slot);
    const others = Object.values(copy);
    const fitting = candidates.filter((c): c is string => Boolean(c) && slotProblems(c!, slot, "builtin", others, ctx).length === 0);
    // Successive ads of a project take turns over the headlines that fit: a short brief has few (its claims
    // run long), and the first of them was every ad's headline. A finding-backed claim keeps the lead; the
    // bare brand name, which the logo already says, only when nothing else fits.
    const turns = fitting.filter((c) => c !== name);
    const value = slotKindOf(style, slot) === "headline" && !steered.led && turns.length ? turns[v % turns.length] : fitting[0];
    if (value) {
      copy[slot.name] = value;
      sources[slot.name] = "builtin";
    }
  }
  return { copy, sources, informedBy: [...new Set([...chooseAngle(brief).informedBy, ...steered.informedBy])] };
}
