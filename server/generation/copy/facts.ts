import { capitalized, materialOf, tidy } from "../../../shared/copy/material";
import { splitLabel } from "../../../shared/copy/slots";
import { cues } from "./cues";
import { shorterClaim } from "./shorter-claim";

/**
 * What a brief says that some styles cannot do without (docs/generation.md, "Choosing a style"):
 * an offer for the offer badge, a date for the event ticket, a customer's quote for the testimonial,
 * and whether its tone is playful enough for a meme. Read from the customer's words only: the copy's
 * labelled lines first, then the project's tagline and description (never the prompt, which is not copy).
 */
type FactBrief = {
  /** BCP 47: the cues of its language read the offer and the date (English when absent). */
  language?: string;
  project: { name: string; tagline: string | null; description: string; visualDirection?: string | null };
  copy: string | null;
  prompt?: string | null;
  audience?: { name: string; description: string | null } | null;
};

const labelled = (copy: string | null, label: string) =>
  (copy ?? "").split(/\r?\n/).flatMap((line) => {
    const split = splitLabel(line);
    return split && split[0] === label && split[1] ? [split[1]] : [];
  })[0] ?? null;

const briefText = (brief: FactBrief) => [brief.project.tagline, brief.project.description].filter(Boolean).join("\n");

const sentencesOf = (brief: FactBrief) => materialOf(briefText(brief), brief.language ?? "en", []).sentences;

/**
 * The offer of the brief as badges may say it, best first: as written ("Save 20%", "Free shipping", "Ahorra un
 * 20 %"), then, for a percentage saved, the percentage as shops' badges write a saving in every language the
 * copywriter reads ("-20 %": the customer's figure and sign of a discount, nothing else), for a badge too
 * small for the words.
 */
export function offersOf(brief: FactBrief): string[] {
  const given = labelled(brief.copy, "offer") ?? labelled(brief.copy, "badge");
  if (given) return [given];
  const offer = briefText(brief).match(cues(brief.language ?? "en").badge)?.[0];
  if (!offer) return [];
  const percent = offer.match(/\d{1,3}\s?%/)?.[0];
  return [capitalized(offer), ...(percent && !offer.startsWith("-") ? [`-${percent}`] : [])];
}

/**
 * What the brief's offer holds for, in its own sentence: "Save 20% on your first box until 31 December" gives
 * "On your first box until 31 December" (issue 42: a badge saying "Save 20%" alone promised more than the
 * roaster did). Null when the customer labelled the offer, or its sentence says nothing more.
 */
export function offerConditionOf(brief: FactBrief): string | null {
  if (labelled(brief.copy, "offer") ?? labelled(brief.copy, "badge")) return null;
  const badge = cues(brief.language ?? "en").badge;
  const sentence = sentencesOf(brief).find((s) => badge.test(s));
  const rest = sentence && tidy(sentence.replace(badge, " ").replace(/^[\s,;:–—-]+/u, ""));
  return rest ? capitalized(rest) : null;
}

/** The offer of the brief as it reads best in a badge, or null. */
export const offerOf = (brief: FactBrief): string | null => offersOf(brief)[0] ?? null;

// The word before a date that says when something happens ("on 14 December", "am 14. Dezember", "no dia 14 de
// dezembro"), not until when ("until 31 December", "bis zum 31. Dezember"): the date alone can then be taken out.
const ON_DATE = /\s+(?:on|el|am|le|il|no dia|op)$/iu;

/** The brief's dated sentence (the event's, else an offer's deadline) and its date as written. */
function datedOf(brief: FactBrief): { date: string; sentence: string } | null {
  const { date, offer } = cues(brief.language ?? "en");
  // An event's own date before an offer's deadline ("Save 20% ... until 31 December. Join our tasting on 14 December");
  // a date's ordinal dot ("am 14. Dezember") ends no sentence.
  const sentences = sentencesOf(brief);
  const dated = sentences.find((s) => date.test(s) && !offer.test(s)) ?? sentences.find((s) => date.test(s));
  return dated ? { date: capitalized(dated.match(date)![0]), sentence: tidy(dated) } : null;
}

/** The date of the brief's event as written ("12 March", "14 de diciembre", "14. Dezember"), or null. */
export const dateOf = (brief: FactBrief): string | null => labelled(brief.copy, "date") ?? datedOf(brief)?.date ?? null;

/**
 * What the brief's date belongs to, for a headline printed beside the date (issue 42: the roaster's ticket said
 * "14 December" over its launch, as if the coffee arrived that day): the sentence without the date when the
 * date only says when ("Join our tasting at the roastery", or cut to fit a headline: "Komm zu unserer
 * Verkostung"), then the sentence whole ("Save 20% on your first
 * box until 31 December"). Null when the customer labelled the date: what goes with it is theirs to say.
 */
export function datedClaimsOf(brief: FactBrief): string[] | null {
  if (labelled(brief.copy, "date")) return null;
  const dated = datedOf(brief);
  if (!dated) return null;
  const { sentence } = dated;
  const at = sentence.match(cues(brief.language ?? "en").date)!.index!;
  const before = sentence.slice(0, at).trimEnd();
  const undated = ON_DATE.test(before) ? tidy(`${before.replace(ON_DATE, "")} ${sentence.slice(at + dated.date.length)}`) : null;
  // Cut before a qualifier when too long for a headline ("Komm zu unserer Verkostung | in der Rösterei").
  const shorter = undated && shorterClaim(capitalized(undated), brief.language ?? "en");
  return [...(undated ? [capitalized(undated)] : []), ...(shorter ? [shorter] : []), sentence];
}

// A customer's words quoted in the brief: "Customers say: "The smoothest cold brew I have ever had."".
const QUOTED = /["“„«「『]\s*([^"”“»」』]{8,160}?)\s*[.!。]?\s*["”“»」』]/u;

/** The customer's quote: a `quote:` line, else words the brief quotes; adlab never makes up what a customer said. */
export const quoteOf = (brief: FactBrief): string | null => labelled(brief.copy, "quote") ?? briefText(brief).match(QUOTED)?.[1]?.trim() ?? null;

/**
 * A playful tone: the brief or the direction says so in words ("playful", "funny", "memes", "cheeky"...),
 * or the business is one people play with (games, toys). Anything else reads as a brand that has not
 * asked for jokes, so automatic selection keeps to templates.
 */
const PLAYFUL = /\b(playful|fun|funny|humou?r(?:ous)?|witty|cheeky|irreverent|silly|quirky|meme|memes|jokes?|tongue[- ]in[- ]cheek|lol|gen ?z|games?|gaming|gamers?|toys?)\b/i;

export function playfulTone(brief: FactBrief): boolean {
  const text = [briefText(brief), brief.project.visualDirection, brief.prompt, brief.audience?.name, brief.audience?.description].filter(Boolean).join("\n");
  return PLAYFUL.test(text);
}
