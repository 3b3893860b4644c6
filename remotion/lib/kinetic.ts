/**
 * Kinetic type (issue 26): in video, a headline enters word by word and one word is emphasised, as
 * captions do on TikTok and Reels. The words are the fitted lines cut at their spaces (each keeps its
 * trailing space, so a row of words lays out as the line did); the emphasised word is the headline's
 * longest, never a word of our own. Lines that are shaped (complex scripts, right to left) or have no
 * spaces (Chinese, Japanese, Thai) stay whole.
 */
import { needsShaping } from "./script";

export type HeadWords = { words: string[][]; key: { line: number; word: number } | null };

export function headWords(lines: string[], rtl: boolean): HeadWords {
  const words = lines.map((l) => (rtl || needsShaping(l) ? [l] : l.split(/(?<= )/)));
  let key: HeadWords["key"] = null;
  let best = 0;
  words.forEach((ws, line) => {
    if (ws.length < 2 && words.every((w) => w.length < 2)) return;
    ws.forEach((w, word) => {
      const n = w.replace(/[^\p{L}\p{N}]/gu, "").length;
      if (n >= best) [best, key] = [n, { line, word }];
    });
  });
  return { words, key };
}
