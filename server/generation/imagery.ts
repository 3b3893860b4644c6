import emojiKeywords from "emojilib";

/**
 * Illustration for an ad without a product photo, chosen from the brief: the words of the project's
 * tagline and description are matched against the keywords of every emoji (emojilib, the maintained
 * keyword set behind most emoji pickers), and the art is Twemoji's drawing of the chosen emoji. Only
 * objects, food, animals, places and nature qualify (no faces, people, hands, hearts, flags or signs),
 * and only with a keyword reason: a word of the brief that names the emoji ("bread"), or the kind of
 * business it stands for ("bakery" -> bread, "jacket" -> coat); other keyword matches only rank. A brief with nothing to match gets no emoji at all,
 * and designs fall back to a typographic mark in the brand colours, so no ad shows an object the brief
 * did not speak of. The keywords are English: briefs in other languages get the typographic mark.
 */

export type ChosenArt = { emoji: string; name: string; keyword: string };

// Words for what a business is that name no object in emojilib, mapped to the emoji name they mean.
const CATEGORY_WORDS: Record<string, string> = {
  saas: "laptop",
  software: "laptop",
  platform: "laptop",
  dashboard: "laptop",
  analytics: "bar_chart",
  crm: "laptop",
  app: "mobile_phone",
  skincare: "lotion_bottle",
  serum: "lotion_bottle",
  moisturizer: "lotion_bottle",
  moisturiser: "lotion_bottle",
  sunscreen: "lotion_bottle",
  cosmetic: "lipstick",
  makeup: "lipstick",
  restaurant: "fork_and_knife_with_plate",
  bistro: "fork_and_knife_with_plate",
  dining: "fork_and_knife_with_plate",
  bakery: "bread",
  loaf: "bread",
  sourdough: "bread",
  banking: "bank",
  savings: "bank",
  insurance: "umbrella",
  espresso: "hot_beverage",
  latte: "hot_beverage",
  coffee: "hot_beverage",
  jacket: "coat",
  parka: "coat",
  raincoat: "coat",
  sneaker: "running_shoe",
  trainer: "running_shoe",
  shoe: "running_shoe",
  toy: "teddy_bear",
  tea: "teacup_without_handle",
  plush: "teddy_bear",
  bike: "bicycle",
  cycling: "bicycle",
  fashion: "dress",
  dentist: "tooth",
  dental: "tooth",
  // Issue 42: a giant initial stood as the hero of "Clean water changes everything" and "Build a kingdom".
  water: "droplet",
  kingdom: "castle",
};

const STOPWORDS = new Set(
  "a an and are as at be by for from has have in is it its of on or our that the their this to we with you your yours all any can each every get made make makes more most new no not now only just one so than then there these they very will".split(" "),
);

// Emoji that never stand for a product: faces, people, families, body parts, hearts, flags, signs and symbols.
// A person is never drawn from an incidental word ("a family-run grove" is no family emoji); skin-tone
// bases (\p{Emoji_Modifier_Base}) are people and hands whatever their name says. The cog ("gear") too:
// a brief's gear is equipment ("outdoor gear", "running gear"), and a cog drawn for it reads as a machine part.
const NOT_AN_OBJECT = new Set(
  "face person people man woman men women boy girl child baby adult family couple kiss bust silhouette speaking head footprints ear nose eye eyes mouth tongue lips brain anatomical lungs leg foot hand hands finger fingers heart hearts flag flags sign symbol button arrow mark clock keycap letter square circle triangle ogre goblin skull poo ghost alien robot no prohibited gear".split(" "),
);

// Opposites a brief can state: an emoji named by one is never chosen for a brief that says the other
// (a cold brew ad gets no hot beverage).
const CONTRADICTS: Record<string, RegExp> = {
  hot: /\b(cold|iced|chilled|frozen)\b/i,
  cold: /\b(hot|warm|steaming)\b/i,
  ice: /\b(hot|warm|steaming)\b/i,
};
// Drawings of one particular thing that a brief's word can mean otherwise: Twemoji's "beans" are kidney
// beans, never coffee or cocoa beans (a cold brew ad got legumes).
const DRAWN_OTHERWISE: Record<string, RegExp> = {
  beans: /\b(coffee|cocoa|cacao|vanilla|espresso|brew)/i,
};
const contradicted = (entry: Entry, text: string) => entry.name.split("_").some((w) => CONTRADICTS[w]?.test(text)) || !!DRAWN_OTHERWISE[entry.name]?.test(text);

// Words in emoji names that describe rather than name a thing ("small_airplane", "seven_thirty").
const DESCRIPTIVE = new Set(
  "small large big little medium white black red blue green orange yellow purple brown new old high low open closed left right up down top one two three four five six seven eight nine ten eleven twelve thirty o clock with without".split(" "),
);

type Entry = { emoji: string; name: string; nameWords: Set<string>; keywords: Set<string> };

/**
 * The emoji that qualify, and for each word of their names and keywords the entries it appears in (by
 * position in the list, ascending): a brief's word is scored against those entries only, not the whole list.
 */
let entries: { list: Entry[]; byWord: Map<string, number[]> } | null = null;
function catalog(): { list: Entry[]; byWord: Map<string, number[]> } {
  if (entries) return entries;
  const list = Object.entries(emojiKeywords as Record<string, string[]>)
    .filter(([emoji, [name]]) => !/[\u200d\u{1f3fb}-\u{1f3ff}\u{1f1e6}-\u{1f1ff}\u20e3]|\p{Emoji_Modifier_Base}/u.test(emoji) && !name.split("_").some((w) => NOT_AN_OBJECT.has(w)) && !/face$/.test(name))
    .map(([emoji, [name, ...keywords]]) => ({ emoji, name, nameWords: new Set(name.split("_").filter((w) => !DESCRIPTIVE.has(w))), keywords: new Set(keywords) }));
  const byWord = new Map<string, number[]>();
  list.forEach((entry, i) => {
    for (const word of new Set([entry.name, ...entry.nameWords, ...entry.keywords])) {
      const at = byWord.get(word);
      if (at) at.push(i);
      else byWord.set(word, [i]);
    }
  });
  entries = { list, byWord };
  return entries;
}

/**
 * Lower-case words of the brief with their singular, stopwords and the brand's name out. The name is
 * taken out where it is written whole, so its words still count where the brief uses them for the product
 * ("Fern Olive Oil is extra virgin olive oil": the olive counts, Fern does not).
 */
function briefWords(text: string, name: string): [string, string][] {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const withoutName = escaped ? text.replace(new RegExp(escaped, "gi"), " ") : text;
  return (withoutName.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map((w) => [w, w.length > 4 && w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w]);
}

/**
 * The picture of a catalog item without a photo (issue 42): chosen from the item's own title and
 * description, never the project's, so a croissant, a cinnamon bun and a sourdough loaf of one bakery do
 * not all get its bread; an item nothing names gets none (the designs' typographic mark).
 */
export function chooseItemArt(projectName: string, item: { title: string; description: string }): ChosenArt[] {
  return chooseArt({ name: projectName, tagline: item.title, description: item.description });
}

/** Up to `limit` emoji for the brief, best first, each with the word of the brief that chose it. */
export function chooseArt(brief: { name: string; tagline?: string | null; description: string }, limit = 4): ChosenArt[] {
  const text = `${brief.tagline ?? ""} ${brief.description}`;
  const words = briefWords(text, brief.name);
  // What the product is: the tagline and the description's first sentence. Only their words may choose a
  // picture; words further on ("lifts salads") describe uses, and only rank.
  const product = new Set(briefWords(`${brief.tagline ?? ""} ${brief.description.split(/(?<=[.!?])\s/)[0]}`, brief.name).flat());
  const allWords = new Set(words.flat());
  const categories = new Set(words.flatMap(([word, singular]) => CATEGORY_WORDS[word] ?? CATEGORY_WORDS[singular] ?? []));
  // Where the first word that names a thing stands (`at`), and where it stands in the description (`inText`):
  // a tagline may be a slogan ("Close the books in a day" sells accounting software), so only the
  // description says whether a business word comes before the things it names.
  const lead = brief.tagline ? briefWords(brief.tagline, brief.name).length : 0;
  const scores = new Map<Entry, { score: number; keyword: string; named: boolean; at: number; inText: number }>();
  words.forEach(([word, singular], position) => {
    // Earlier words say more about what the product is (the description's first sentence names it).
    const weight = 1 + 1 / (1 + position / 8);
    const category = CATEGORY_WORDS[word] ?? CATEGORY_WORDS[singular];
    // Only an entry whose name or keywords hold the word, its singular or its category can score, in the list's order.
    const { list, byWord } = catalog();
    const candidates = [...new Set([word, singular, category].flatMap((w) => (w && byWord.get(w)) || []))].sort((a, b) => a - b);
    for (const i of candidates) {
      const entry = list[i];
      if (contradicted(entry, text)) continue;
      // A name of several words is named only when the brief says each of them (an olive oil is no oil drum).
      const wholeName = [...entry.nameWords].every((w) => allWords.has(w));
      const points =
        entry.name === category || entry.name === word || entry.name === singular ? 4
        : (entry.nameWords.has(word) || entry.nameWords.has(singular)) && wholeName ? 3
        : entry.keywords.has(word) || entry.keywords.has(singular) ? 1
        : 0;
      if (!points) continue;
      const current = scores.get(entry) ?? { score: 0, keyword: word, named: false, at: Infinity, inText: Infinity };
      const names = points >= 3 && (product.has(word) || Boolean(category));
      scores.set(entry, { score: current.score + points * weight, keyword: current.named || points < 3 ? current.keyword : word, named: current.named || names, at: names ? Math.min(current.at, position) : current.at, inText: names && position >= lead ? Math.min(current.inText, position - lead) : current.inText });
    }
  });
  // Keywords alone rank; only a word that names the emoji (or the business it stands for) chooses it,
  // and the runners-up must be nearly as strongly named as the best (a "shoes" brief is no high heel).
  // A word that says what the business is ("bakery", "software") outranks the objects the brief mentions.
  // A business word said after the thing the brief names first describes a use, not the product: a sock
  // brand's "socks that fit any shoe" got a sneaker.
  const firstThing = Math.min(...[...scores].filter(([entry, s]) => s.named && !categories.has(entry.name)).map(([, s]) => s.inText));
  const named = [...scores].filter(([entry, s]) => s.named && (!categories.has(entry.name) || s.inText <= firstThing));
  const byCategory = named.filter(([entry]) => categories.has(entry.name));
  // The thing the brief names first leads (socks before the hiking boots they fit); its score ranks the rest.
  const ranked = (byCategory.length ? byCategory : named).sort((a, b) => a[1].at - b[1].at || b[1].score - a[1].score);
  const best = ranked[0]?.[1].score ?? 0;
  return ranked
    .filter(([, s]) => s.score >= best * 0.6)
    .slice(0, limit)
    .map(([entry, s]) => ({ emoji: entry.emoji, name: entry.name, keyword: s.keyword }));
}
