import { CONTRAST_FLOOR, qaFailures, type FileQa } from "../render/qa";

/** Contrast at which text reads effortlessly (WCAG AAA for body text): the full contrast share of the score. */
const CONTRAST_TARGET = 7;
/**
 * A logo's smaller side (px) from which it counts in full: the designs' own minimum for a wordmark
 * (remotion/lib/brand-elements.tsx LOGO_MIN_PX.wide); under LOGO_SMALL_PX it counts nothing.
 */
const LOGO_GOOD_PX = 56;
const LOGO_SMALL_PX = 24;

/** What each check weighs in a score of 100 (docs/rendering.md, "The verdict"). */
const WEIGHTS = { contrast: 40, fit: 25, safe: 20, logo: 15 };

const share = (value: number, from: number, to: number) => Math.min(1, Math.max(0, (value - from) / (to - from)));

/**
 * The verdict an agent ranks variants by: `passed` is the floor every shipped file meets (contrast 3:1,
 * nothing cut, every glyph drawn, safe bands clear), `score` (0..100) how far above it the file is: contrast
 * headroom from 3:1 to 7:1, whole text with every glyph, clear safe bands, and the logo's size where one was
 * uploaded. Checks that do not apply (no text, no logo) count in full.
 */
export function qaVerdict(qa: FileQa): FileQa & { passed: boolean; score: number } {
  const contrast = qa.min_text_contrast === null ? 1 : share(qa.min_text_contrast, CONTRAST_FLOOR, CONTRAST_TARGET);
  const fit = qa.text_fits && qa.missing_glyphs.length === 0 ? 1 : 0;
  const safe = qa.safe_zone_clear ? 1 : 0;
  const logo = qa.logo_min_px === null ? 1 : share(qa.logo_min_px, LOGO_SMALL_PX, LOGO_GOOD_PX);
  const score = Math.round(WEIGHTS.contrast * contrast + WEIGHTS.fit * fit + WEIGHTS.safe * safe + WEIGHTS.logo * logo);
  return { ...qa, passed: qaFailures(qa).length === 0, score };
}

/** An ad's score is its worst file's: a variant is only as good as the placement that looks worst. Null until every file is checked. */
export function adQaScore(files: { qa: { score: number } | null }[]): number | null {
  if (!files.length || files.some((f) => f.qa === null)) return null;
  return Math.min(...files.map((f) => f.qa!.score));
}

/**
 * The variant to use first among the ads of one request: the best `qa_score` among the ready ones, a tie
 * going to the earliest variant (lowest `variant_index`). Null while none is ready and scored.
 */
export function recommendedAdId(ads: { id: string; status: string; qa_score: number | null; variant_index: number }[]): string | null {
  const ranked = ads
    .filter((ad) => ad.status === "ready" && ad.qa_score !== null)
    .sort((a, b) => b.qa_score! - a.qa_score! || a.variant_index - b.variant_index);
  return ranked[0]?.id ?? null;
}
