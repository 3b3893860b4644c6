import type { StoredQa } from "../render/qa";

/**
 * A file's QA verdict as a customer reads it, e.g. "Quality 86/100 · contrast 5.2:1 · text fits · safe zones
 * clear". Only types are imported: the web app shows it, and the checks themselves stay on the server.
 */
export function qaInWords(qa: StoredQa & { score: number }): string {
  const parts = [`Quality ${qa.score}/100`];
  if (qa.min_text_contrast !== null) parts.push(`contrast ${qa.min_text_contrast.toFixed(1)}:1`);
  if (qa.missing_glyphs.length) parts.push(`no font draws ${qa.missing_glyphs.join(" ")}`);
  else parts.push(qa.text_fits ? "text fits" : "text cut to fit");
  parts.push(qa.safe_zone_clear ? "safe zones clear" : "text under the platform's buttons");
  if (qa.headline_ratio != null) parts.push(qa.headline_ratio >= 1 ? "headline leads" : "headline smaller than other text");
  if (qa.rag_problems?.length) parts.push(qa.rag_problems[0]);
  return parts.join(" · ");
}
