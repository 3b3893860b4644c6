import { budgetLength, countWords, primaryLanguage, writtenWithoutSpaces } from "../../../shared/language";
import { contentWords, sharedWords } from "../../language/words";
import { capitalized, followsJoiner, materialOf, normalized, tidy } from "../../../shared/copy/material";
import { shorterClaim } from "./shorter-claim";
import { isFeature, listedClauses, listedFeatures } from "./lists";
import { cues } from "./cues";
import type { BriefHypothesis, CopyBrief } from "./types";

/**
 * The brief read whole (issue 41, docs/generation.md "The material"): every sentence of the tagline and
 * the description, and their clauses that stand alone, becomes a claim with a role and a rank.
 * - roles: product (what is new or sold), benefit, proof (numbers, awards, quotes), offer (a discount, a
 *   deadline), event (a date), logistics (shipping, packaging, opening hours), identity (who the brand is);
 * - rank: product first, then benefit, offer, proof; event, logistics and identity never lead unless the
 *   customer steers them there. The prompt's claim leads, a positive finding's claim moves up, a negative
 *   one's down, a named audience's words pick among the benefits.
 * Nothing is invented: every claim is the customer's own words (a product sentence loses only its
 * "<brand> launches" subject, which the logo already says).
 */

export const ROLES = ["product", "benefit", "offer", "proof", "event", "logistics", "identity"] as const;
export type Role = (typeof ROLES)[number];
/** The roles a variant may lead with, in the order variants take them. */
export const LEADING_ROLES: readonly Role[] = ["product", "benefit", "offer", "proof"];

export type Claim = { text: string; role: Role; rank: number };
/** Why the lead is the lead: the plain ranking, the prompt, a finding, or the audience. */
export type Steer = "rank" | "prompt" | "finding" | "audience";

export type Reading = {
  /** Every claim, best first (rank = index). */
  claims: Claim[];
  /** The claims a variant may lead with, one per role of LEADING_ROLES first, then the other product and benefit claims. */
  leads: Claim[];
  /** Short items of the brief's lists ("single origin, steeped twenty hours, bottled fresh"): features and tiers. */
  features: string[];
  /** Hypothesis ids that moved a claim, and what else steered. */
  informedBy: string[];
  steeredBy: Steer[];
  /** The claims the audience's words picked (they rank first among the benefits): a lead among them is the audience's. */
  forAudience: string[];
  /** What a request asked for that the material lacks, in words; nothing is invented for it. */
  warnings: string[];
};

// A quote in any script's marks: a customer's words ("Customers say: "…"", "Los clientes dicen: «…»").
const QUOTE = /["“„«「『]([^"”“»」』]{8,160})["”“»」』]/u;

/**
 * The role of one sentence or clause, by the cues of its language (cues.ts). A charity sells what a gift
 * does: in its brief, that sentence is the product ("Every £10 you give puts three days of meals on a table").
 */
function roleOf(text: string, brand: string, language: string, charity = false): Role {
  const cue = cues(language);
  if (QUOTE.test(text)) return "proof";
  if (cue.offer.test(text)) return "offer";
  if (cue.date.test(text)) return "event";
  if (cue.product.test(text) || (charity && cue.giving.test(text))) return "product";
  const startsWithBrand = brand && normalized(text).startsWith(`${normalized(brand)} `);
  if ((startsWithBrand && cue.brandIs.test(text.slice(brand.length).trim())) || cue.identity.test(text)) return "identity";
  if (cue.logistics.test(text)) return "logistics";
  if (cue.proof.test(text)) return "proof";
  return "benefit";
}


/**
 * Without the brand as its subject: "<brand> launches X" and "we are launching X" say X ("Lanzamos X", "Nous
 * lançons X" too); "<brand> is a bike shop" says "A bike shop" ("<marca> es una panadería": "Una panadería").
 * Issue 41: the logo says who.
 */
function withoutBrandSubject(text: string, brand: string, role: Role, language: string): string {
  const cue = cues(language);
  if (role === "product" && cue.weLaunch.test(text)) return capitalized(text.replace(cue.weLaunch, ""));
  if (!brand || !normalized(text).startsWith(`${normalized(brand)} `)) return text;
  const after = text.slice(brand.length).trim();
  const rest = role === "product" ? after.replace(cue.launchVerb, "") : role === "identity" ? after.replace(cue.brandIs, "") : after;
  return rest === after ? text : capitalized(rest);
}

/** The items of the description's lists (listedFeatures), then its short benefits. */
function featuresOf(sentences: string[], language: string, claims: Claim[]): string[] {
  const items = sentences.flatMap((s) => listedFeatures(s, language));
  const shortClaims = claims.filter((c) => c.role === "benefit").map((c) => c.text);
  const seen = new Set<string>();
  return [...items, ...shortClaims]
    .filter((p) => isFeature(p, language) && !QUOTE.test(p))
    .map((p) => p[0].toLocaleUpperCase(language) + p.slice(1))
    .filter((p) => !seen.has(normalized(p)) && seen.add(normalized(p)));
}

/**
 * The pieces of one sentence a claim can be: the sentence, its clauses that stand alone, and in English a
 * launch sentence's head and its "with ..." tail ("Ethiopia Guji, a single-origin coffee" / "Notes of
 * blueberry and jasmine"). A quote's own words stand for the sentence that introduces them.
 */
function piecesOf(sentence: string, language: string, isProduct: boolean): string[] {
  const quoted = sentence.match(QUOTE);
  if (quoted) return [`“${tidy(quoted[1])}”`];
  const cue = cues(language);
  // An announcement's opening ("Neu bei uns: X") is no claim: the launch is X.
  const clauses = materialOf(sentence, language, []).claims.filter((c) => !cue.weLaunch.test(`${c}: X`));
  // Only a launch's sentence is split at "with" ("con", "mit", "avec"...): elsewhere the qualifier is the claim ("free safety check with every service").
  const split = sentence.split(cue.with).map(tidy);
  const halves = isProduct && split.length === 2 ? [split[0], capitalized(split[1])] : [];
  if (primaryLanguage(language) !== "en") return [sentence, ...clauses, ...halves];
  // What follows ", with" stands alone too ("..., with flour from a local mill" -> "Flour from a local mill").
  const withTail = sentence.split(/,\s+with\s+/i).map(tidy);
  if (!isProduct) return [sentence, ...clauses, ...listedClauses(sentence, language), ...(withTail.length === 2 ? [capitalized(withTail[1])] : [])];
  return [sentence, ...clauses, ...halves, ...(namedLaunch(sentence) ?? [])];
}

/**
 * A launch's name and what it is ("We are launching Ethiopia Guji" / "A single-origin coffee with notes of ..."),
 * in English: a headline too short for both still names what is sold, and the body says what it is (issue 42:
 * quiet-luxury led with the notes and never said coffee).
 */
function namedLaunch(sentence: string): [string, string] | null {
  const named = sentence.match(/^(.+?),\s+((?:a|an)\s+.+)$/i);
  return named ? [tidy(named[1]), capitalized(tidy(named[2]))] : null;
}

// English only: what a brand is, said as "a/your/our <kind>" and then what qualifies it.
const DETERMINER = /^(?:a|an|the|your|our)\s+/i;
const QUALIFIED = /\s+(?:with|for|selling|that|which|who|in|on|by|from|since|founded|run|making|overlooking)\b.*$|,.*$/i;

/** "A neighbourhood bike shop selling city bikes" -> "neighbourhood bike shop"; `whole`: the line is nothing but a kind ("Your neighbourhood bike shop"). */
function kindOf(text: string, language: string, whole = false): string {
  if (primaryLanguage(language) !== "en" || !DETERMINER.test(text)) return "";
  const rest = text.replace(DETERMINER, "");
  const kind = rest.replace(QUALIFIED, "");
  if (whole && kind !== rest) return "";
  return countWords(kind, language) >= 2 ? normalized(kind) : "";
}

const isClaimLength = (text: string, language: string) =>
  writtenWithoutSpaces(text) ? budgetLength(text) >= 4 && budgetLength(text) <= 90 : countWords(text, language) >= 2 && countWords(text, language) <= 20;

/** What a reading depends on: the brief's words and what steers them, not which variant or ad it is for. */
type ReadBrief = Pick<CopyBrief, "language" | "audience" | "prompt" | "hypotheses"> & { project: Pick<CopyBrief["project"], "name" | "tagline" | "description"> };

/**
 * The latest readings: one ad's plan reads its brief once for every style it weighs, and a catalog batch
 * once for every item and style, each time segmenting the same description (two fifths of the CPU of
 * planning a 200-item batch). Kept few, and handed out as copies (callers may edit what they get).
 */
const readings = new Map<string, Reading>();
const READINGS_KEPT = 32;

/** The brief's claims with their roles, ranked, and what steering moved (see the module comment). */
export function readBrief(brief: ReadBrief): Reading {
  const { language, project, audience, hypotheses, prompt } = brief;
  const statements = (list: BriefHypothesis[]) => list.map(({ id, statement }) => ({ id, statement }));
  // Only what the reading uses, so the key is the whole of what it depends on.
  const input: ReadBrief = {
    language,
    project: { name: project.name, tagline: project.tagline, description: project.description },
    audience: audience && { name: audience.name, description: audience.description, rules: audience.rules },
    hypotheses: { preferred: statements(hypotheses.preferred), avoided: statements(hypotheses.avoided) },
    prompt,
  };
  const key = JSON.stringify(input);
  const reading = readings.get(key) ?? read(input);
  readings.delete(key);
  readings.set(key, reading);
  if (readings.size > READINGS_KEPT) readings.delete(readings.keys().next().value!);
  return structuredClone(reading);
}

function read(brief: ReadBrief): Reading {
  const { language } = brief;
  const brand = brief.project.name;
  const text = [brief.project.tagline, brief.project.description].filter(Boolean).join("\n");
  const sentences = materialOf(text, language, []).sentences;
  const opening = materialOf(brief.project.description, language, []).sentences[0];
  const charity = cues(language).cause.test(text);
  const found = sentences
    .flatMap((sentence) => piecesOf(sentence, language, cues(language).product.test(sentence)).map((piece) => ({ piece, sentence })))
    .map(({ piece, sentence }, index) => {
      // What the description opens with says what the product is, unless it says something else; a
      // charity's opening says what it does ("builds wells"), and what a gift does is its product.
      const own = primaryLanguage(language) === "en" && namedLaunch(sentence)?.[1] === piece && cues(language).product.test(sentence) ? "product" : roleOf(piece, brand, language, charity);
      const opens = own === "benefit" && sentence === opening && opening.startsWith(piece.slice(0, 12));
      const role = opens && !charity ? "product" : own;
      // Outside English, a clause after "así que", "also", "dus" … ("bestel op tijd") says less than its sentence: it ranks with the shorter claims.
      const consequence = primaryLanguage(language) !== "en" && piece !== sentence && followsJoiner(sentence, piece, language);
      return { text: withoutBrandSubject(piece, brand, opens ? "product" : role, language), role, index, shortened: consequence };
    })
    .flatMap((c) => {
      // A logistics sentence's start may be a benefit of its own ("Every piece is cut in our Lisbon studio | from ... before it ships").
      const shorter = c.role === "benefit" || c.role === "product" || c.role === "logistics" ? shorterClaim(c.text, language) : null;
      return shorter ? [c, { ...c, text: shorter, role: c.role === "logistics" ? roleOf(shorter, brand, language, charity) : c.role, shortened: true }] : [c];
    })
    .filter((c) => isClaimLength(c.text, language));
  // A line that only names what the brand is ("Your neighbourhood bike shop" beside "<brand> is a neighbourhood bike shop selling …") is identity too.
  const kinds = found.filter((c) => c.role === "identity").map((c) => kindOf(c.text, language)).filter(Boolean);
  for (const c of found) if (c.role !== "identity" && kinds.includes(kindOf(c.text, language, true))) c.role = "identity";
  const roleRank = (role: Role) => ROLES.indexOf(role);
  // The audience's words pick among the benefits (and what else they name): a benefit sharing one ranks first of its role.
  const audienceWords = contentWords([brief.audience?.name, brief.audience?.description, brief.audience?.rules].filter(Boolean).join(" "));
  const forAudience = (c: { text: string }) => audienceWords.size > 0 && sharedWords(audienceWords, contentWords(c.text)).length > 0;
  // A shortened claim follows the whole ones of its role: a body says the whole sentence first.
  const shortened = (c: { shortened?: boolean }) => Number(Boolean(c.shortened));
  const base = found.sort((a, b) => roleRank(a.role) - roleRank(b.role) || Number(forAudience(b)) - Number(forAudience(a)) || shortened(a) - shortened(b) || a.index - b.index);
  const steered = steer(brief, base);
  const claims = dedupe(steered.order).map((c, rank) => ({ text: c.text, role: c.role, rank }));
  const leads = leadsOf(claims);
  const steeredBy: Steer[] = [...steered.by, ...(base.some(forAudience) && brief.audience ? (["audience"] as const) : [])];
  const picked = claims.filter((c) => c.role === "benefit" && brief.audience && forAudience(c)).map((c) => c.text);
  return { claims, leads, features: featuresOf(sentences, language, claims), informedBy: steered.informedBy, steeredBy, forAudience: picked, warnings: steered.warnings };
}

function dedupe<T extends { text: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((c) => !seen.has(normalized(c.text)) && seen.add(normalized(c.text)));
}

/**
 * One lead per leading role, in LEADING_ROLES order after the first claim (a steered one, or the best); then
 * the other product and benefit claims. What the brand is ("A volunteer-run food bank in Leeds", "Founded in
 * 2012") never leads unless the customer put it first (a prompt, a finding, or a brief that says nothing
 * else): a brief with fewer selling claims than variants has its variants repeat a lead, with a warning.
 */
export function leadsOf(claims: Claim[]): Claim[] {
  const first = claims[0];
  const perRole = LEADING_ROLES.flatMap((role) => claims.find((c) => c.role === role) ?? []);
  // A name alone does not take a turn beside the name and what it is ("Ethiopia Guji" after "Ethiopia Guji, a single-origin coffee").
  const more = claims.filter((c) => (c.role === "product" || c.role === "benefit") && !perRole.includes(c) && !claims.some((o) => o.text.startsWith(`${c.text},`)));
  const leads = [...(first ? [first] : []), ...perRole, ...more];
  return leads.filter((c, i) => leads.indexOf(c) === i);
}

// Words of a prompt that steer rather than name a claim ("lead with the tasting notes").
const STEERING_WORDS = new Set(["lead", "leading", "focus", "highlight", "mention", "talk", "about", "emphasi", "emphasiz", "put", "front", "first", "open", "start"].map((w) => [...contentWords(w)][0] ?? w));

type Ranked = { text: string; role: Role };
/** The prompt's claim to the top, a positive finding's up, a negative one's down; what asked for something absent is a warning. */
function steer(brief: ReadBrief, base: Ranked[]): { order: Ranked[]; informedBy: string[]; by: Steer[]; warnings: string[] } {
  const words = new Map(base.map((c) => [c, contentWords(c.text)]));
  const matching = (statement: string) => {
    const own = [...contentWords(statement)].filter((w) => !STEERING_WORDS.has(w));
    return { own, hit: base.filter((c) => sharedWords(new Set(own), words.get(c)!).length > 0) };
  };
  const informedBy: string[] = [];
  const by: Steer[] = [];
  const warnings: string[] = [];
  const up = new Set<Ranked>();
  const down = new Set<Ranked>();
  for (const h of brief.hypotheses.preferred) {
    const { hit } = matching(h.statement);
    if (hit.length) informedBy.push(h.id);
    hit.forEach((c) => up.add(c));
  }
  for (const h of brief.hypotheses.avoided) {
    const { hit } = matching(h.statement);
    const moved = hit.filter((c) => !up.has(c));
    if (moved.length) informedBy.push(h.id);
    moved.forEach((c) => down.add(c));
  }
  if (up.size || down.size) by.push("finding");
  let prompted: Ranked[] = [];
  if (brief.prompt) {
    const { own, hit } = matching(brief.prompt);
    // The claim the prompt's words are most of leads ("the tasting notes" picks the notes, not the sentence around them).
    const share = (c: Ranked) => sharedWords(new Set(own), words.get(c)!).length / Math.max(1, words.get(c)!.size);
    prompted = hit.sort((a, b) => share(b) - share(a));
    if (prompted.length) by.push("prompt");
    else if (own.length) warnings.push(`the prompt asks for "${brief.prompt.slice(0, 80)}", and the brief says nothing about it: nothing was invented, the ad leads with the brief's own best claim`);
  }
  const rest = base.filter((c) => !prompted.includes(c) && !up.has(c) && !down.has(c));
  const order = [...prompted, ...base.filter((c) => up.has(c) && !prompted.includes(c)), ...rest, ...base.filter((c) => down.has(c) && !prompted.includes(c))];
  return { order, informedBy, by, warnings };
}
