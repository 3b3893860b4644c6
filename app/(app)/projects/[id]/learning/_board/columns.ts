import type { Tone } from "../../../../../_components";
import type { BriefHypothesis } from "../../../../../_trpc/types";

export type Column = { key: string; title: string; hint: string; tone: Tone };

/** Board columns from the brief's own flags: untested, contested, or the direction of the latest finding. */
export const COLUMNS: Column[] = [
  { key: "untested", title: "Untested", hint: "No findings yet. Generate ads that test them.", tone: "neutral" },
  { key: "supported", title: "Supported", hint: "Latest finding positive.", tone: "success" },
  { key: "contested", title: "Contested", hint: "Positive and negative findings disagree.", tone: "warning" },
  { key: "refuted", title: "Not supported", hint: "Latest finding negative.", tone: "danger" },
  { key: "neutral", title: "Inconclusive", hint: "Only neutral findings.", tone: "accent" },
];

export function columnOf(h: BriefHypothesis): string {
  if (h.untested) return "untested";
  if (h.contested) return "contested";
  if (h.latest_signal === "positive") return "supported";
  if (h.latest_signal === "negative") return "refuted";
  return "neutral";
}

export const SIGNAL_TONE: Record<string, Tone> = { positive: "success", negative: "danger", neutral: "neutral" };
