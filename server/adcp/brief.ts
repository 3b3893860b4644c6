/**
 * An AdCP brief (`message`) is written to an agent, not to the reader of the ad: beside what to say about
 * the offer, it often says how to say it ("Bold, adventurous tone.") and to whom ("Target audience: active
 * adults 25-54."). Those sentences direct the ad, as adlab's `prompt` does, and are never copy: printed,
 * "Bold, adventurous tone" became a headline. Everything else is the buyer's words about the offer.
 */
const DIRECTION = [
  // "Bold, adventurous tone." / "Playful voice." / "Tone: warm."
  /^(?:[\p{L}\s,&-]+\s)?(?:tone|voice|mood)(?:\s+of\s+voice)?[.!]?$/iu,
  /^(?:tone|voice|mood|style)(?:\s+of\s+voice)?\s*[:-]/iu,
  // "Target audience: active adults 25-54." / "Audience - parents."
  /^(?:target(?:ed)?\s+)?audiences?\s*[:-]/iu,
];

export function briefParts(message: string): { words: string; direction: string } {
  const sentences = message.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const directs = (s: string) => DIRECTION.some((re) => re.test(s));
  return { words: sentences.filter((s) => !directs(s)).join(" "), direction: sentences.filter(directs).join(" ") };
}
