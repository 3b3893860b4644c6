import type { ImageRef } from "@/server/render";
import { asUploaded } from "./products";

/**
 * The products of issue 42, shot on white and analysed as uploads are (cut out, their colours found): a
 * brown sourdough loaf (the bakery's), a dark coffee bag with a kraft label (the roaster's) and a light
 * cream jar. Without kit colours the ground comes from the product, the trap the design measures catch.
 */
const svg = (body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="900" height="700" fill="#fbfbfb"/>${body}</svg>`);

export const LOAF_SVG = svg(`<defs><radialGradient id="c" cx="0.45" cy="0.35" r="0.7"><stop offset="0" stop-color="#b9773c"/><stop offset="0.6" stop-color="#9a5c2a"/><stop offset="1" stop-color="#6e3d19"/></radialGradient></defs>
<path d="M120 520 C 110 330 260 200 450 200 C 640 200 790 330 780 520 C 700 560 200 560 120 520 Z" fill="url(#c)"/>
<path d="M260 300 C 330 270 390 265 440 280" stroke="#e2bb83" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M400 260 C 470 235 540 240 600 265" stroke="#e2bb83" stroke-width="22" fill="none" stroke-linecap="round"/>
<path d="M520 300 C 580 290 640 300 690 340" stroke="#e2bb83" stroke-width="20" fill="none" stroke-linecap="round"/>`);

export const BAG_SVG = svg(`<path d="M300 150 L600 150 L640 620 L260 620 Z" fill="#2a1c14"/><rect x="300" y="110" width="300" height="60" fill="#1c120c"/>
<rect x="350" y="330" width="200" height="170" rx="10" fill="#c9a77c"/><rect x="380" y="370" width="140" height="26" fill="#3b2a1e"/><rect x="395" y="420" width="110" height="14" fill="#6b5540"/>`);

export const CREAM_SVG = svg(`<rect x="330" y="190" width="240" height="60" rx="14" fill="#d8c7a3"/><rect x="300" y="240" width="300" height="360" rx="46" fill="#eee3c8"/>
<rect x="340" y="350" width="220" height="120" rx="8" fill="#f8f1e0"/><rect x="370" y="390" width="160" height="20" fill="#b9a37a"/>`);

let made: Promise<Record<"loaf" | "bag" | "cream", ImageRef>> | undefined;
export function artProducts(): Promise<Record<"loaf" | "bag" | "cream", ImageRef>> {
  made ??= Promise.all([LOAF_SVG, BAG_SVG, CREAM_SVG].map(async (s) => (await asUploaded(s)).ref)).then(([loaf, bag, cream]) => ({ loaf, bag, cream }));
  return made;
}
