import fs from "node:fs";
import path from "node:path";
import { packageDir } from "../paths";

let twemojiDir: string | null = null;

/** Twemoji's drawing of an emoji (with or without its variation selector) as a data URI; null when it has none. */
export function twemojiDataUri(emoji: string): string | null {
  try {
    twemojiDir ??= packageDir("@twemoji/svg");
    const cps = [...emoji].map((ch) => ch.codePointAt(0)!.toString(16));
    for (const name of [cps.join("-"), cps.filter((c) => c !== "fe0f").join("-")]) {
      const file = path.join(twemojiDir, `${name}.svg`);
      if (fs.existsSync(file)) return "data:image/svg+xml;base64," + fs.readFileSync(file).toString("base64");
    }
  } catch {
    /* no emoji art */
  }
  return null;
}
