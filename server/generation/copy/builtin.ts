import { budgetLength, copyLanguageOf } from "../../../shared/language";
import type { EditableSlot, Style } from "../../styles/types";
import { slotProblems, type CheckContext, type CopySource } from "./check";
import { cues } from "./cues";
import { dateOf, datedClaimsOf, offerConditionOf, offersOf, quoteOf } from "./facts";
import { tidy } from "../../../shared/copy/material";
import { readBrief, type Claim, type Reading } from "./read-brief";
import { headlineRoomOf, leadOf, mentions, printableLeads, repeatOf, sequenceOf, turnOf, type Angle } from "./angles";
import { primarySlot } from "../../../shared/copy/slots";
import { fill, PHRASES, type Phrases } from "./phrases";
import { definitionOf, slotKindOf } from "../../../remotion/designs/definitions";
import type { CopyBrief } from "./types";

/**
 * The built-in copywriter: deterministic, offline, in the project's language. It writes the slots the
 * customer left open from the customer's own material (tagline, the claims of the description, the
 * audience) plus the phrase table's kickers, CTAs and meme lines. Each slot takes the first candidate
 * that passes the copy check, so nothing is cut mid-phrase, repeated, or claimed without the brief.
 */

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
// "Learn more" is the fallback, not the default (ART-DIRECTION: "A CTA is a verb and an object"): it comes after
// the business's others, which take turns (issue 42: quiet-luxury's turn fell on it for every business).
const LEARN_MORE = 2;
const TRY_BUSINESS = /\b(software|app|apps|saas|tool|platform|game|course|class|classes|lessons?|subscription)\b/i;
const VISIT_BUSINESS = /\b(dentist|dental|clinic|practice|hotel|stay|charity|donations?|donate|trust|foundation|appointments?)\b/i;
function ctasFor(ctas: string[], brief: CopyBrief): string[] {
  const text = `${brief.project.tagline ?? ""} ${brief.project.description}`;
  // A charity's reader gives, and is not told to shop or order (cues.ts `cause`, in every language with cues).
  if (VISIT_BUSINESS.test(text) || cues(brief.language).cause.test(text)) return [ctas[LEARN_MORE]];
  if (TRY_BUSINESS.test(text)) return [ctas[1], ctas[LEARN_MORE]];
  return ctas;
}

/** The business's CTAs taking turns by `by`, "Learn more" last. */
function ctaTurn(ctas: string[], brief: CopyBrief, by: number): string[] {
  const learn = ctas[LEARN_MORE];
  return [...rotate(ctasFor(ctas, brief), by).filter((c) => c !== learn), learn];
}

/** The brief's claims the copy draws on, best first, with their roles (the ad plan's `material`). */
export const briefMaterial = (brief: CopyBrief): Claim[] => readBrief(brief).claims;

export type BuiltinCopy = { copy: Record<string, string>; sources: Record<string, CopySource>; informedBy: string[]; angle: Angle | null; warnings: string[] };

/**
 * What one style's slots are written from for this ad: the brief's claims in the order its lead gives
 * them, the brand's tagline and the audience, and the phrases of the ad's language.
 */
type Words = {
  phrases: Phrases;
  name: string;
  reading: Reading;
  lead: Angle | null;
  /** Why this variant repeats an earlier variant's lead, when it must. */
  repeated: string | null;
  claims: string[];
  selling: string[];
  shortClaims: string[];
  wholeClaims: string[];
  features: string[];
  benefits: string[];
  tagline: string | null;
  audienceName: string | null;
  who: string;
  say: (phrase: string) => string;
  ctas: string[];
  oldWays: string[];
  quoteGiven: boolean;
};

/** The first short claim (a short body's) and the first whole sentence (a long body's) of `support`. */
function firstLines(support: string[], all: string[]): string[] {
  const short = support.find((c) => budgetLength(c) <= 32);
  const sentence = support.find((c) => !all.some((other) => other.startsWith(`${c} `)));
  return [...new Set([short, sentence].filter((c): c is string => Boolean(c)))];
}

/** Claims grouped by the sentence they were cut from ("Reserva tu hogaza en línea" with "Reserva tu hogaza en línea y recógela…"), in order of first appearance. */
function sentencesOf(claims: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const claim of claims) {
    const sentence = claims.find((other) => other.startsWith(claim)) ?? claim;
    const key = [...groups.keys()].find((k) => k.startsWith(claim) || claim.startsWith(k)) ?? sentence;
    groups.set(key, [...(groups.get(key) ?? []), claim]);
  }
  return [...groups.values()];
}

function wordsFor(style: Style, brief: CopyBrief, fixed: Record<string, string>): Words {
  const language = brief.language;
  const L = PHRASES[copyLanguageOf(language)];
  const v = sequenceOf(brief);
  const audience = brief.audience;
  const name = brief.project.name;
  const reading = readBrief(brief);
  // The leads the primary slot can hold take turns (a lead too long for it would give way to the same fallback every time).
  const leads = printableLeads(reading, brief, headlineRoomOf(style));
  const lead = leadOf({ ...reading, leads }, brief);
  const repeat = repeatOf(leads, brief, turnOf(reading, brief).turn);
  // The lead, then every other claim in rank order (turned by the rounds of leads before it, so a variant
  // that repeats a lead says other things around it); the brand's name stays with the logo (issue 41), so
  // a claim that says it is only used where nothing else fits.
  // A lead too long for a slot gives way to the claims after it, so ads with different leads still differ.
  const all = reading.claims.map((c) => c.text);
  const from = lead ? all.indexOf(lead.claim) : 0;
  const rest = [...all.slice(from + 1), ...all.slice(0, from)];
  // The sentence a lead was cut from cannot stand beside it (the copy check refuses the shared words): it does not take a turn.
  const whole = lead ? rest.filter((c) => c.startsWith(lead.claim)) : [];
  // The brand's name is the logo's or the signature's: no claim that says it again is printed (issue 41);
  // the bare name stands where it is the whole message (a meme's product, a headline with nothing else to say).
  // What the ad sells is said on it: a product claim too long to lead comes first after the lead, for a body
  // ("Clean water changes everything" over "Your monthly donation pays for pumps, pipes and ...").
  const sold = reading.claims.filter((c) => c.role === "product" && !leads.some((l) => l.text === c.text)).map((c) => c.text);
  const others = [...rest.filter((c) => sold.includes(c)), ...rest.filter((c) => !sold.includes(c))].filter((c) => !whole.includes(c) && !mentions(c, name));
  const turned = rotate(sentencesOf(others), repeat.round).flat();
  // A repeat does not open its other lines with what the lead's first round most likely said under it (its first
  // short claim and its first whole sentence): turning the sentences alone left the bakery's third variant over
  // its first's "Flour from a local mill" again, the sentence before it too long for either body.
  const firstSaid = repeat.round ? firstLines(sentencesOf(others).flat(), all) : [];
  const claims = lead ? [lead.claim, ...whole, ...turned.filter((c) => !firstSaid.includes(c)), ...firstSaid] : all.filter((c) => !mentions(c, name));
  const shortClaims = claims.filter((c) => budgetLength(c) <= 32);
  const audienceName = audience ? inPhrase(audience.name, language) : null;
  const say = (phrase: string) => fill(phrase, { name, audience: audienceName ?? "", who: audience?.name ?? name });
  return {
    phrases: L,
    name,
    reading,
    lead,
    repeated: repeat.warning,
    claims,
    // Identity and logistics never lead, nor fill a kicker.
    selling: reading.claims.filter((c) => c.role !== "identity" && c.role !== "logistics").map((c) => c.text),
    shortClaims,
    wholeClaims: claims.filter((c) => !all.some((other) => other.startsWith(`${c} `))),
    // A feature slot takes the items of the brief's lists first; a benefit, its short claims first.
    features: [...reading.features, ...shortClaims],
    benefits: [...shortClaims, ...reading.features],
    tagline: brief.project.tagline && !mentions(brief.project.tagline, name) ? tidy(brief.project.tagline) : null,
    audienceName,
    who: audience ? audience.name : L.me,
    say,
    ctas: ctaTurn(L.ctas, brief, v + hash(style.id)),
    oldWays: rotate(L.oldWays.map(say), v),
    // The customer's quote, or the brief's: never attributed to someone adlab made up.
    quoteGiven: definitionOf(style.id).needs === "quote" && "quote" in fixed,
  };
}

/** A template slot's candidates, best first. */
function templateCandidates(w: Words, style: Style, brief: CopyBrief, slot: EditableSlot): (string | null)[] {
  const { phrases: L, name, lead, claims, selling, shortClaims, wholeClaims, tagline, audienceName, say } = w;
  // Beside the brief's date, only what the date belongs to (issue 42: "14 December" over the roaster's launch read
  // as the coffee's arrival): the headline says it, or the style is not chosen; no other claim, no "Shop now".
  const dated = hasSlot(style, "date") ? datedClaimsOf(brief) : null;
  if (dated && slot.name !== "date") return slot.name === primarySlot(style).name ? dated : slotKindOf(style, slot) === "cta" ? [L.ctas[LEARN_MORE]] : [];
  switch (slot.name) {
    // Only what the brief states: selection never chooses these styles without it (style-choice.ts).
    case "date":
      return [dateOf(brief)];
    case "offer":
      return offersOf(brief);
    case "quote":
      return [quoteOf(brief)];
    // The brand's own claim is signed with its name, as the customer gave it (a "team" the brief never
    // mentioned is not printed); a quote of the brief's is nobody's adlab could name. A note is left
    // unsigned: its design draws the logo under it, and the brand's name appears once (issue 41).
    case "author":
      return w.quoteGiven || quoteOf(brief) ? [] : [name];
    case "signoff":
      return [];
  }
  // An offer's condition is its small print ("On your first box until 31 December"): a badge never promises more than the brief.
  if (slot.role === "disclaimer" && hasSlot(style, "offer")) return [offerConditionOf(brief), ...templateBody(w, slot)];
  // A benefit or a feature is a claim of the description; the tagline is the brand's line, not a benefit.
  if (/^feature_/.test(slot.name)) return w.features;
  if (slot.role === "benefit") return w.benefits;
  switch (slotKindOf(style, slot)) {
    case "cta":
      return w.ctas;
    case "eyebrow":
      // Never the brand name (the logo or wordmark already says it), never "New" (the brief never said so).
      return [audienceName ? say(L.forAudience) : null, tagline, ...selling.filter((c) => budgetLength(c) <= 32 && claims.includes(c))];
    case "headline":
      // The bare brand name, which the logo already says, only when nothing else fits.
      // The variant's lead first (what sells, else what the brand is when every selling claim has led).
      return [lead && claims.includes(lead.claim) ? lead.claim : null, ...claims.filter((c) => selling.includes(c)), ...claims, tagline, audienceName ? say(L.madeFor) : null, name];
    case "attribution":
      return [name];
    default:
      return templateBody(w, slot);
  }
}

const hasSlot = (style: Style, name: string) => style.editable_slots.some((s) => s.name === name);

/** A body's candidates: a sentence whole before the start a headline was given of it. */
const templateBody = (w: Words, slot: EditableSlot) => [...(slot.budget <= 40 ? w.shortClaims : w.wholeClaims), ...w.claims, w.tagline];

/** A meme slot's candidates, best first, by format and slot (a slot not listed is written as a template's). */
function memeCandidates(w: Words): Record<string, Record<string, (string | null)[]>> {
  const { phrases: L, name, claims, shortClaims, features, tagline, who, say, oldWays } = w;
  return {
    "two-buttons": { button_left: oldWays, button_right: [...shortClaims, name], label: [who, L.me] },
    "approve-reject": { reject: oldWays, approve: [...claims, tagline, name] },
    "expanding-brain": { tier_1: [oldWays[0]], tier_2: [oldWays[1]], tier_3: [...shortClaims, ...claims, tagline], tier_4: [say(L.obviously), name] },
    "distracted-look": { wanderer: [who, L.me], partner: [say(L.oldHabit), say(L.theUsual)], temptation: [name], caption: [...claims, tagline] },
    "this-is-fine": { caption: [say(L.thisIsFine)], chaos: oldWays },
    "before-after": { before: oldWays, after: [...claims, tagline, name] },
    "starter-pack": { title: [say(L.starterPack)], item_1: [name], item_2: features, item_3: features, item_4: features },
    "tier-list": { title: [say(L.tierTitle)], s_tier: [name], a_tier: features, b_tier: [say(L.theUsual)], c_tier: [say(L.doingNothing)] },
    "nobody-me": { nobody: [say(L.nobody)], me: [say(L.meTelling)] },
    "change-my-mind": { sign: [...claims, tagline], caption: [say(L.changeMyMind)] },
  };
}

export function builtinCopy(style: Style, brief: CopyBrief, fixed: Record<string, string>, ctx: CheckContext): BuiltinCopy {
  const words = wordsFor(style, brief, fixed);
  const { reading, lead } = words;
  const memeSlots = style.category === "meme" ? memeCandidates(words)[style.meme_base] : undefined;
  const copy: Record<string, string> = { ...fixed };
  const sources: Record<string, CopySource> = Object.fromEntries(Object.keys(fixed).map((slot) => [slot, "customer" as const]));
  // The primary slot is written first, so it takes the lead before a kicker or a body can.
  const primary = primarySlot(style);
  for (const slot of [primary, ...style.editable_slots.filter((s) => s !== primary)]) {
    if (slot.name in copy) continue;
    // Memes carry a CTA only when the customer asked for one.
    if (style.category === "meme" && slotKindOf(style, slot) === "cta") continue;
    const candidates = memeSlots?.[slot.name] ?? templateCandidates(words, style, brief, slot);
    const others = Object.values(copy);
    const value = candidates.find((c): c is string => Boolean(c) && slotProblems(c!, slot, "builtin", others, ctx).length === 0);
    if (value) {
      copy[slot.name] = value;
      sources[slot.name] = "builtin";
    }
  }
  // The angle is the lead when the ad says it (in its primary slot, or its body when too long for it), else what the primary slot says.
  // A ticket's headline is its date's sentence without the date: the angle is that sentence's (the event's).
  const dated = hasSlot(style, "date") ? datedClaimsOf(brief) : null;
  const datedClaim = dated?.includes(copy[primary.name]) ? { text: copy[primary.name], role: reading.claims.find((c) => c.text === dated.at(-1))?.role ?? ("event" as const) } : undefined;
  const said = lead && Object.values(copy).includes(lead.claim) ? reading.claims.find((c) => c.text === lead.claim) : (reading.claims.find((c) => c.text === copy[primary.name]) ?? datedClaim);
  const angle = said ? { role: said.role, claim: said.text, by: said.text === lead?.claim ? lead.by : ("rank" as const) } : null;
  return { copy, sources, informedBy: reading.informedBy, angle, warnings: [...reading.warnings, ...(words.repeated ? [words.repeated] : [])] };
}
