/**
 * Loads the shipped fonts into the browser for Remotion (compositions, Player). The font files are
 * imported as assets, so the bundle carries them; nothing is fetched from the network.
 */
import { loadFont } from "@remotion/fonts";
import anton from "@fontsource/anton/files/anton-latin-400-normal.woff2";
import archivo from "@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2";
import bebas from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2";
import caveat700 from "@fontsource/caveat/files/caveat-latin-700-normal.woff2";
import dmSerif from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2";
import inter800 from "@fontsource/inter/files/inter-latin-800-normal.woff2";
import playfair400 from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2";
import playfair700 from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2";
import sg500 from "@fontsource/space-grotesk/files/space-grotesk-latin-500-normal.woff2";
import sg700 from "@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2";

const FILES: [string, string, string][] = [
  ["Anton", "400", anton], ["Archivo Black", "400", archivo], ["Bebas Neue", "400", bebas], ["Caveat", "700", caveat700],
  ["DM Serif Display", "400", dmSerif], ["Inter", "400", inter400], ["Inter", "600", inter600], ["Inter", "800", inter800],
  ["Playfair Display", "400", playfair400], ["Playfair Display", "700", playfair700], ["Space Grotesk", "500", sg500], ["Space Grotesk", "700", sg700],
];

let started = false;
export function loadDesignFonts(): void {
  if (started || typeof document === "undefined") return;
  started = true;
  for (const [family, weight, url] of FILES) loadFont({ family, url, weight, format: "woff2" }).catch(() => {});
}
