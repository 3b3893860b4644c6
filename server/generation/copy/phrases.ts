import { z } from "zod";
import { COPY_LANGUAGES, type CopyLanguage } from "../../../shared/language";
import ar from "./phrases/ar.json";
import de from "./phrases/de.json";
import el from "./phrases/el.json";
import en from "./phrases/en.json";
import es from "./phrases/es.json";
import fr from "./phrases/fr.json";
import he from "./phrases/he.json";
import hi from "./phrases/hi.json";
import it from "./phrases/it.json";
import ja from "./phrases/ja.json";
import ko from "./phrases/ko.json";
import nl from "./phrases/nl.json";
import pt from "./phrases/pt.json";
import ru from "./phrases/ru.json";
import th from "./phrases/th.json";
import vi from "./phrases/vi.json";
import zh from "./phrases/zh.json";

/**
 * The only words the built-in copywriter writes itself: kickers, calls to action and the fixed lines of
 * the meme formats. Everything else on an ad comes from the customer's brief. One table per language the
 * copywriter writes in (./phrases/<language>.json); `{name}`, `{audience}` and `{who}` are filled in. None
 * of them states a fact (no numbers, ratings, prices or dates), so they can appear on any ad.
 */
const phrasesSchema = z.strictObject({
  ctas: z.array(z.string()).min(1),
  forAudience: z.string(),
  meet: z.string(),
  madeFor: z.string(),
  oldWays: z.array(z.string()).min(1),
  nobody: z.string(),
  meTelling: z.string(),
  thisIsFine: z.string(),
  changeMyMind: z.string(),
  starterPack: z.string(),
  tierTitle: z.string(),
  theUsual: z.string(),
  doingNothing: z.string(),
  obviously: z.string(),
  me: z.string(),
  oldHabit: z.string(),
});
export type Phrases = z.infer<typeof phrasesSchema>;

/** The phrase tables of every language the built-in copywriter writes in, checked when loaded: a table with a phrase missing or misnamed stops the process. */
export const PHRASES: Record<CopyLanguage, Phrases> = z.record(z.enum(COPY_LANGUAGES), phrasesSchema).parse({ en, es, fr, de, pt, it, nl, ja, zh, ko, ar, he, hi, th, ru, el, vi });

/** Fills `{name}`, `{audience}` and `{who}` in a phrase. */
export const fill = (phrase: string, values: Record<string, string>) => phrase.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
