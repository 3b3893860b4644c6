/** Emoji: which clusters are emoji, and their Twemoji art (@twemoji/svg). */
import fs from "node:fs";
import path from "node:path";
import { packageDir } from "../paths";

const EMOJI_RE = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
export const isEmoji = (g: string) => EMOJI_RE.test(g) && !/^[\u00a9\u00ae\u2122]$/.test(g);

let twemojiDir: string | undefined;
const emojiCache = new Map<string, string | null>();
/** Twemoji SVG (from @twemoji/svg) for an emoji cluster, as a data URI; null when there is none. */
export function twemojiFor(g: string): string | null {
  if (emojiCache.has(g)) return emojiCache.get(g)!;
  twemojiDir ??= packageDir("@twemoji/svg");
  const cps = [...g].map((ch) => ch.codePointAt(0)!.toString(16));
  let uri: string | null = null;
  for (const name of [cps.join("-"), cps.filter((c) => c !== "fe0f").join("-")]) {
    const file = path.join(twemojiDir, `${name}.svg`);
    if (fs.existsSync(file)) {
      uri = "data:image/svg+xml;base64," + fs.readFileSync(file).toString("base64");
      break;
    }
  }
  emojiCache.set(g, uri);
  return uri;
}

/** The body of a Twemoji SVG (its 36x36 drawing without the outer <svg> element). */
export function twemojiInner(g: string): string | null {
  const uri = twemojiFor(g);
  if (!uri) return null;
  const svg = Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64").toString("utf8");
  return svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
}
