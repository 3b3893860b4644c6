import { DESIGN_FLOOR } from "../render/design-measures";
import type { Placement } from "../../shared/placements";
import { CONTRAST_FLOOR, qaFailures, type FileQa, type StoredQa } from "../render/qa";

/** Contrast at which text reads effortlessly (WCAG AAA for body text): the full contrast share of the score. */
const CONTRAST_TARGET = 7;
/**
 * A logo's smaller side (px) from which it counts in full: the designs' own minimum for a wordmark
 * (remotion/lib/brand-elements.tsx LOGO_MIN_PX.wide); under LOGO_SMALL_PX it counts nothing.
 */
const LOGO_GOOD_PX = 56;
const LOGO_SMALL_PX = 24;

/** What each check weighs in a score of 100 (docs/rendering.md, "The verdict"). */
const WEIGHTS = { contrast: 30, fit: 20, safe: 15, logo: 5, hierarchy: 8, rag: 7, frame: 7, product: 8 };

const share = (value: number, from: number, to: number) => Math.min(1, Math.max(0, (value - from) / (to - from)));

/**
 * The verdict an agent ranks variants by: `passed` is the floor every shipped file meets (contrast 3:1,
 * nothing cut, every glyph drawn, safe bands clear), `score` (0..100) how far above it the file is: contrast
 * headroom from 3:1 to 7:1, whole text with every glyph, clear safe bands, and the logo's size where one was
 * uploaded. Checks that do not apply (no text, no logo) count in full.
 */
export function qaVerdict(stored: StoredQa, placement: Placement): FileQa & { passed: boolean; score: number } {
  const qa: FileQa = { ...DESIGN_UNMEASURED, ...stored };
  const contrast = qa.min_text_contrast === null ? 1 : share(qa.min_text_contrast, CONTRAST_FLOOR, CONTRAST_TARGET);
  const fit = qa.text_fits && qa.missing_glyphs.length === 0 ? 1 : 0;
  const safe = qa.safe_zone_clear ? 1 : 0;
  const logo = qa.logo_min_px === null ? 1 : share(qa.logo_min_px, LOGO_SMALL_PX, LOGO_GOOD_PX);
  const cta = DESIGN_FLOOR.ctaPx(placement);
  const hierarchy = Math.min(qa.headline_ratio === null ? 1 : share(qa.headline_ratio, DESIGN_FLOOR.headlineRatio, 1.6), qa.cta_px === null ? 1 : share(qa.cta_px, cta, cta * 1.5));
  const rag = qa.rag_problems.length ? 0 : 1;
  const floor = DESIGN_FLOOR.frameUsed(placement);
  const frame = qa.frame_used === null ? 1 : share(qa.frame_used, floor, Math.min(1, floor + 0.15));
  const separation = qa.product_contrast === null ? 1 : Math.max(share(qa.product_contrast, DESIGN_FLOOR.productContrast, 3), share(qa.product_color_distance ?? 0, DESIGN_FLOOR.productColorDistance, 60));
  const product = qa.product_shown === false ? 0 : separation;
  const parts = { contrast, fit, safe, logo, hierarchy, rag, frame, product };
  const score = Math.round(Object.entries(parts).reduce((sum, [k, v]) => sum + WEIGHTS[k as keyof typeof WEIGHTS] * v, 0));
  return { ...qa, passed: qaFailures(qa, placement).length === 0, score };
}

/** What a report stored before the design measures says of them: nothing, so nothing counts against it. */
const DESIGN_UNMEASURED = { headline_ratio: null, cta_px: null, rag_problems: [] as string[], frame_used: null, product_shown: null, product_contrast: null, product_color_distance: null, motion_problems: [] as string[] };

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
