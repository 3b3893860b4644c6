import { eld } from "eld/small";

/**
 * Language detection with eld, a maintained n-gram detector: its "small" database tells all the copy
 * languages apart, one-sentence descriptions included, in well under a millisecond.
 */

/** The language of a text, or null when the detector is not confident (too short, mixed). */
export function detectLanguage(text: string): string | null {
  const sample = text.trim().slice(0, 2000);
  if (!sample) return null;
  const result = eld.detect(sample);
  return result.language && result.isReliable() ? result.language : null;
}

/** The language the copy is written in: the project's own tag, else the description's, else English. */
export function languageOf(project: { language: string | null; description: string; tagline?: string | null }): string {
  if (project.language) return project.language;
  return detectLanguage(`${project.tagline ?? ""}\n${project.description}`) ?? "en";
}
