/**
 * The customer's words for adlab's terms, in one place: every customer page names things the same way, and
 * a shop owner never meets a developer's or an ad platform's word. The API, its docs and the developer
 * pages (API keys, webhooks, the explorer) keep the technical terms; tests/e2e/phone.spec.ts reads every
 * customer page and fails on any of DEVELOPER_TERMS outside a `data-audience="developer"` section.
 */

/** A project's sections, as its tabs and page titles name them (key: the path under the project). */
export const SECTION_WORDS = {
  "": "Ads",
  assets: "Photos and logos",
  audiences: "Customers",
  catalogs: "Product lists",
  performance: "Results",
  styles: "Looks",
  learning: "What works",
  settings: "Business & brand",
  "ads/new": "Generate ads",
} as const;

export const WORDS = {
  placement: "ad size",
  placements: "ad sizes",
  variant: "version",
  variants: "versions",
  exactWords: "Your words, exactly as written",
  ctr: "clicks per 100 views (CTR)",
  cpc: "cost per click (CPC)",
  cpm: "cost per 1,000 views (CPM)",
  cpa: "cost per sale or sign-up (CPA)",
  roas: "sales per euro spent (ROAS)",
} as const;

/** A term at the start of a label: "Clicks per 100 views (CTR)". */
export const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/** What each output is, for a shop owner (the API's `output_options` describe them for developers). */
export const OUTPUT_WORDS: Record<string, string> = {
  image: "A picture ad in every size you pick, to download as PNG or JPG.",
  video: "A short video with music in every size you pick (MP4): 6 seconds, or 5 to 15, at the same price.",
};

/** One output's price, as the account reads it (`account.output_options`). */
type Priced = { id: string; label: string; token_cost: number };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * What a number of tokens buys, in ads: "12 image ads or 1 video and 5 image ads" (the video half only when
 * it affords a video); null under the price of one ad. The customer's measure of a token: tokens have no
 * price on an installation without a shop.
 */
function tokensBuy(tokens: number, options: readonly Priced[]): string | null {
  const image = options.find((o) => o.id === "image")?.token_cost;
  const video = options.find((o) => o.id === "video")?.token_cost;
  if (!image || tokens < image) return null;
  const stills = plural(Math.floor(tokens / image), "image ad");
  if (!video || tokens < video) return stills;
  const rest = Math.floor((tokens - video) / image);
  return `${stills} or 1 video${rest ? ` and ${plural(rest, "image ad")}` : ""}`;
}

/** "enough for 12 image ads or 1 video and 5 image ads", or "not enough for an ad yet". */
export function enoughFor(tokens: number, options: readonly Priced[]): string {
  const buys = tokensBuy(tokens, options);
  return buys ? `enough for ${buys}` : "not enough for an ad yet";
}

/** "300 tokens = 12 image ads or 1 video and 5 image ads": a balance with its worth. */
export function tokensWorth(tokens: number, options: readonly Priced[]): string {
  const buys = tokensBuy(tokens, options);
  return `${tokens.toLocaleString("en-US")} tokens${buys ? ` = ${buys}` : ", not enough for an ad yet"}`;
}

/**
 * Words a customer page must not show (the developer pages and sections excepted). "token" is allowed where
 * the page also says what tokens buy (TOKENS_EXPLAINED), as the top bar does on every signed-in page.
 */
const DEVELOPER_TERMS: RegExp[] = [
  /\bAPI\b/, /\bplacements?\b/i, /\bvariants?\b/i, /\bslug\b/i, /\bLUFS\b/, /\bpaid_social\b/i, /\bJSON\b/, /\bnpx\b/,
  /\bIAB\b/, /\bbrand kit\b/i, /\bverbatim\b/i, /\blifecycle\b/i, /\bsafe zones?\b/i,
  /\bhypothes[ie]s\b/i, /\bBearer\b/, /\bDATA_DIR\b/, /\bserver log\b/i, /\badlab tokens\b/, /\bwebhooks?\b/i, /\bduration_seconds\b/, /\bz-score\b|\bz = /, /\bbatch [0-9a-f]{8}/i,
];
const TOKEN_TERM = /\btokens?\b/i;
const TOKENS_EXPLAINED = /tokens = \d|enough for \d+ (image|video)|not enough for an ad yet/i;

/** The developer terms a page's text shows (what DEVELOPER_TERMS and the token rule find), each in its context. */
export function developerTermsIn(text: string): string[] {
  const found = DEVELOPER_TERMS.flatMap((term) => {
    const match = term.exec(text);
    return match ? [`${match[0]} in “${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, " ")}”`] : [];
  });
  if (TOKEN_TERM.test(text) && !TOKENS_EXPLAINED.test(text)) found.push("token (not explained)");
  return found;
}
