import type { StoredQa } from "../server/render/qa";
import { HEADLINE_LEAD } from "./hierarchy";

/**
 * A file's QA verdict as a customer reads it: a plain verdict with its reasons, the number second, e.g.
 * "Very good: text is easy to read, every word shows, clear of the app's buttons · 86/100". Only types are
 * imported: the web app shows it, and the checks themselves stay on the server.
 */

/** The score in one word (the cut-offs of docs/rendering.md's verdict: 85 leaves little to gain). */
export function verdictOf(score: number): string {
  return score >= 85 ? "Very good" : score >= 70 ? "Good" : score >= 50 ? "Fair" : "Needs work";
}

/** A logo this many pixels on its smaller side reads clearly (server/ads/qa-verdict.ts LOGO_GOOD_PX). */
const LOGO_CLEAR_PX = 56;

/** What the checks found, in words, good news and problems alike. */
export function qaReasons(qa: StoredQa): string[] {
  const reasons: string[] = [];
  const contrast = qa.min_text_contrast;
  if (contrast !== null) reasons.push(contrast >= 4.5 ? "text is easy to read" : contrast >= 3 ? "text is readable, not bold against its background" : "text is hard to read");
  if (qa.missing_glyphs.length) reasons.push(`no font draws ${qa.missing_glyphs.join(" ")}`);
  else reasons.push(qa.text_fits ? "every word shows" : "some words were cut to fit");
  reasons.push(qa.safe_zone_clear ? "clear of the app's buttons" : "text under the app's buttons");
  if (qa.logo_min_px != null) reasons.push(qa.logo_min_px >= LOGO_CLEAR_PX ? "logo is clear" : "logo is small");
  if (qa.headline_ratio != null) reasons.push(qa.headline_ratio >= HEADLINE_LEAD ? "headline leads" : qa.headline_ratio >= 1 ? "headline not clearly larger than other text" : "headline smaller than other text");
  if (qa.rag_problems?.length) reasons.push(qa.rag_problems[0]);
  return reasons;
}

/** The verdict, its reasons and the score in one line. */
export function qaInWords(qa: StoredQa & { score: number }): string {
  return `${verdictOf(qa.score)}: ${qaReasons(qa).join(", ")} · ${qa.score}/100`;
}
