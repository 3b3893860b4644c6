import { splitLabel } from "../../../shared/copy/slots";

/**
 * What a brief says that some styles cannot do without (docs/generation.md, "Choosing a style"):
 * an offer for the offer badge, a date for the event ticket, a customer's quote for the testimonial,
 * and whether its tone is playful enough for a meme. Read from the customer's words only: the copy's
 * labelled lines first, then the project's tagline and description (never the prompt, which is not copy).
 */
type FactBrief = {
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

// An offer the customer stated: a percentage off, an amount off, free shipping, two for one, a trial.
const OFFER = /\b(?:save|get|take) \d{1,3} ?%(?! off)|\b\d{1,3} ?% off\b|[$€£]\s?\d+(?:[.,]\d+)? off\b|\bfree (?:shipping|delivery|trial|returns)\b|\b(?:buy one get one|two for one|2 for 1|bogo)\b|\bfirst (?:month|lesson|class|visit) free\b/i;
const MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
// A calendar date: "12 March", "March 12", "12/03", "2026-03-12". A weekday alone is not a date.
const DATE = new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)? (?:${MONTHS})\\b|(?:${MONTHS}) \\d{1,2}(?:st|nd|rd|th)?\\b|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|\\d{4}-\\d{2}-\\d{2}\\b)`, "i");

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);

/** The offer of the brief as it should read in a badge ("20% off", "Free shipping"), or null. */
export function offerOf(brief: FactBrief): string | null {
  return labelled(brief.copy, "offer") ?? labelled(brief.copy, "badge") ?? (briefText(brief).match(OFFER)?.[0] ? capitalized(briefText(brief).match(OFFER)![0]) : null);
}

/** The date of the brief's event as written ("12 March"), or null. */
export function dateOf(brief: FactBrief): string | null {
  // An event's own date before an offer's deadline ("Save 20% ... until 31 December. Join our tasting on 14 December").
  const sentences = briefText(brief).split(/(?<=[.!?。])\s+|\n/);
  const dated = sentences.find((s) => DATE.test(s) && !OFFER.test(s)) ?? sentences.find((s) => DATE.test(s));
  return labelled(brief.copy, "date") ?? (dated ? capitalized(dated.match(DATE)![0]) : null);
}

// A customer's words quoted in the brief: "Customers say: "The smoothest cold brew I have ever had."".
const QUOTED = /["“„«「『]([^"”“»」』]{8,160}?)[.!。]?["”“»」』]/u;

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
