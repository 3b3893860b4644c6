import { budgetLength, countWords, primaryLanguage, writtenWithoutSpaces } from "../../../shared/language";
import { capitalized, endsMidPhrase } from "../../../shared/copy/material";

/** The longest claim a headline holds (the templates' headlines hold 40 to 45 characters, 7 to 8 words). */
export const HEADLINE_ROOM = { chars: 40, words: 7 };
const fitsHeadline = (text: string, language: string) => budgetLength(text) <= HEADLINE_ROOM.chars && (writtenWithoutSpaces(text) || countWords(text, language) <= HEADLINE_ROOM.words);
// Words a claim may be cut before: what follows them qualifies what comes first ("... to its rider | before it
// leaves"); "in" and "and" only when no stronger cut fits ("Wells and rain tanks | with villages in Malawi").
// The Romance languages put the verb before its object and qualifiers as English does, so their claims are
// cut the same way ("Horneamos pan de masa madre | cada madrugada"); German main clauses too, unless a verb
// ends them (VERB_LAST). Not before "before" or "after": "sell out | before noon" would say something else
// ("Nos croissants partent"). Dutch as German ("Bestel je brood online | en haal het warm op"). The other languages are not cut.
const QUALIFIERS: Record<string, RegExp[]> = {
  de: [/\s+(?=(?:mit|für|ohne|weil|damit)\s)/gi, /\s+(?=(?:in|aus|und)\s)/gi],
  en: [/\s+(?=(?:for (?:people|anyone|those)|with|before|after|instead|who|that|which|because|so)\s)/gi, /\s+(?=(?:in|from|and)\s)/gi],
  es: [/\s+(?=(?:con|para|sin|porque|que|cada)\s)/gi, /\s+(?=(?:en|desde|y)\s)/gi],
  fr: [/\s+(?=(?:avec|pour|sans|parce|qui|que|chaque)\s)/gi, /\s+(?=(?:en|depuis|et|à|au)\s)/giu],
  it: [/\s+(?=(?:con|per|senza|perché|che|ogni)\s)/gi, /\s+(?=(?:in|dal|e)\s)/gi],
  nl: [/\s+(?=(?:met|voor|zonder|omdat|die|dat|elke)\s)/gi, /\s+(?=(?:in|uit|en)\s)/gi],
  pt: [/\s+(?=(?:com|para|sem|porque|que|cada)\s)/gi, /\s+(?=(?:em|desde|e)\s)/gi],
};
// A start that needs what was cut ("appointments for people | who work all day"), or stops on an article, a
// preposition, a possessive or a copula in a Romance language ("Nuestros cruasanes son | ...").
const NEEDS_MORE: Record<string, RegExp> = {
  en: /\b(?:people|those|anyone|someone|ones?|for|is|are|was|were|cut|made|pays?)$/i,
  es: /(?:^|\s)(?:el|la|los|las|un|una|de|del|al|a|y|o|en|por|su|sus|tu|tus|nuestros?|nuestras?|muy|más|se|es|son|está|están)$/i,
  fr: /(?:^|\s)(?:le|la|les|l'|un|une|de|du|des|d'|au|aux|à|et|ou|en|par|son|sa|ses|ton|ta|tes|notre|nos|très|plus|se|est|sont)$/i,
  de: /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|und|oder|mit|für|in|im|aus|von|vom|zu|zum|zur|an|am|auf|sein|seine|ihr|ihre|unser|unsere|dein|deine|sehr|mehr)$/i,
  it: /(?:^|\s)(?:il|lo|la|i|gli|le|un|uno|una|di|del|della|a|al|da|e|o|in|su|suo|sua|tuo|tua|nostro|nostra|molto|più|si|è|sono)$/i,
  pt: /(?:^|\s)(?:o|a|os|as|um|uma|de|do|da|dos|das|ao|à|e|ou|em|no|na|por|seu|sua|teu|tua|nosso|nossa|muito|mais|se|é|são|está|estão)$/i,
  nl: /(?:^|\s)(?:de|het|een|van|voor|met|in|op|aan|uit|en|of|te|zijn|haar|onze|ons|je|jouw|uw|heel|zeer|meer|is)$/i,
};
// A German clause with an auxiliary, a modal or a subordinating word ends on its verb ("sind meist vor Mittag
// ausverkauft"): a cut would drop it.
const VERB_LAST: Record<string, RegExp> = {
  de: /(?:^|\s)(?:ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|konnte|muss|müssen|soll|sollen|will|wollen|darf|dürfen|weil|dass|wenn|ob|obwohl|damit)(?=\s|$)/i,
  // Dutch too ("zijn meestal voor de middag uitverkocht").
  nl: /(?:^|\s)(?:is|zijn|was|waren|heeft|hebben|had|hadden|wordt|worden|werd|werden|kan|kunnen|moet|moeten|zal|zullen|wil|willen|omdat|dat|als|of)(?=\s|$)/i,
};
// "Every piece is cut in ..." says "Cut in ...": the passive's subject is every one of what the brand sells.
const EVERY_ONE_IS = /^(?:every|each)\s+\w+\s+(?:is|are)\s+(?=\w+(?:ed|en)\b|cut\b|made\b|built\b|sewn\b|grown\b)/i;

/**
 * A benefit or a product claim too long for a headline, cut before a qualifier to the longest start that fits
 * ("Our mechanics service any bike in 48 hours" -> "Our mechanics service any bike"), so a brief of long
 * sentences still has a claim per variant to lead with. It says less than the sentence, never something
 * else: no cut inside a list (no comma before it), nor in an offer, a date or a quote, whose conditions matter.
 */
export function shorterClaim(whole: string, language: string): string | null {
  const lang = primaryLanguage(language);
  if (!QUALIFIERS[lang] || fitsHeadline(whole, language)) return null;
  const text = lang === "en" && EVERY_ONE_IS.test(whole) ? capitalized(whole.replace(EVERY_ONE_IS, "")) : whole;
  if (text !== whole && fitsHeadline(text, language)) return text;
  const readsWhole = (start: string) => !NEEDS_MORE[lang].test(start) && !VERB_LAST[lang]?.test(start) && (lang !== "en" || !endsMidPhrase(start));
  for (const qualifier of QUALIFIERS[lang]) {
    const starts = [...text.matchAll(qualifier)].map((m) => text.slice(0, m.index));
    const best = starts.filter((start) => fitsHeadline(start, language) && !/[,;:]/.test(start) && countWords(start, language) >= 3 && readsWhole(start)).at(-1);
    if (best) return best;
  }
  return null;
}
