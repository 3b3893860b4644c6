import sharp from "sharp";
import { designSvg, svgToRgba } from "../render/still";
import { PLACEMENTS, type Placement } from "../../shared/placements";
import type { DesignProps } from "../render/types";
import { findStyle } from "../../shared/styles";
import type { EditableSlot, Style } from "./types";

/** The brand the public catalog thumbnails show when no project's brand is at hand. */
export const SAMPLE_BRAND: DesignProps["brand"] = { name: "Northwind Coffee", colors: ["#1f2a44", "#f4b740", "#e2703a"], fontDirection: "geometric sans" };

const SAMPLES: Record<string, string> = {
  headline: "Mornings, sorted",
  body: "Single-origin beans roasted on Monday, at your door by Wednesday.",
  cta: "Shop now",
  eyebrow: "New roast",
  offer: "20% off",
  disclaimer: "First order only",
  quote: "The best coffee I have made at home, and I have tried them all.",
  attribution: "Maya, Portland",
  benefit: "Roasted this week|Delivered in two days|Pause any time",
  date: "Sat 12 Oct",
  details: "Free tasting at the roastery",
  option: "Instant coffee",
  caption: "Me with fresh beans",
  "pack title": "Home barista starter pack",
  "list title": "Morning coffee",
  good: "Café",
  meh: "Pods",
  worst: "Instant",
  setup: "Nobody:",
  punchline: "Me at 6am grinding beans",
  "hot take": "Fresh beans beat any machine",
};

/** Brand-neutral placeholders for a project's own previews (the coffee samples would read as someone else's ad). */
const NEUTRAL: Record<string, string> = {
  eyebrow: "New",
  quote: "The best thing I have bought this year, and I have tried them all.",
  attribution: "A happy customer",
  benefit: "Made to last|Simple to use|Built with care",
  details: "Free delivery this week",
  option: "The old way",
  caption: "Me with my new favourite",
  "pack title": "Starter pack",
  "list title": "Ranked",
  good: "The rest",
  meh: "Knock-offs",
  worst: "Nothing",
};

/** The longest run of whole words within the slot's word and character budgets. */
function fitToSlot(text: string, slot: EditableSlot): string {
  let fitted = "";
  for (const word of text.split(" ").slice(0, slot.max_words)) {
    const next = fitted ? `${fitted} ${word}` : word;
    if (next.length > slot.budget) break;
    fitted = next;
  }
  return fitted || text.slice(0, slot.budget);
}

/**
 * Placeholder copy for a catalog thumbnail. With a project (`own.project`), its own words (name,
 * tagline, the first sentence of its description) fill the headline, body and brand slots and the
 * rest is brand-neutral, so the preview reads as theirs.
 */
export function sampleCopy(style: Style, own: { brand: string; headline?: string; body?: string; project?: boolean }): Record<string, string> {
  const words: Record<string, string | undefined> = {
    ...SAMPLES,
    ...(own.project ? { ...NEUTRAL, punchline: `Me with ${own.brand}`, "hot take": `${own.brand} is worth it` } : {}),
    best: own.brand,
    signature: own.brand,
    headline: own.headline ?? SAMPLES.headline,
    body: own.body ?? SAMPLES.body,
  };
  // A list's items (benefits) are "|"-separated: each slot of that role takes the next, so no line repeats.
  const used: Record<string, number> = {};
  const nth = (role: string, text: string) => {
    const items = text.split("|");
    const index = used[role] ?? 0;
    used[role] = index + 1;
    return items[index % items.length];
  };
  const fallback = (index: number) => (own.project ? (index % 2 ? own.brand : "The old way") : index % 2 ? "Fresh beans" : "Instant coffee");
  return Object.fromEntries(style.editable_slots.map((slot, i) => [slot.name, fitToSlot(nth(slot.role, words[slot.role] ?? words[slot.name] ?? fallback(i)), slot)]));
}

/** One style drawn by the ads' own still renderer at the catalog grids' width (WebP). */
/** The width of the styles pages' previews (a card of the catalog grid). */
const THUMBNAIL_WIDTH = 360;

export async function renderStyleThumbnail(styleId: string, placement: Placement, design: { brand: DesignProps["brand"]; images: DesignProps["images"]; copy: Record<string, string> }): Promise<Buffer> {
  if (!findStyle(styleId)) throw new Error("unknown style");
  const svg = await designSvg({ styleId, placement, copy: design.copy, brand: design.brand, images: design.images, output: "image", seed: 1 });
  // Drawn straight at thumbnail size: a full-size raster, encoded and scaled down, cost about five times more.
  const { data, width, height } = svgToRgba(svg, THUMBNAIL_WIDTH / PLACEMENTS[placement].width);
  return sharp(data, { raw: { width, height, channels: 4, premultiplied: true } }).webp({ quality: 82 }).toBuffer();
}

const MAX_CACHED = 400;
const cache = new Map<string, Promise<Buffer>>();

/** Thumbnails are rendered once per process and key; a failed render is forgotten so the next request retries. */
export function cachedThumbnail(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let image = cache.get(key);
  if (!image) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    image = render();
    cache.set(key, image);
    image.catch(() => cache.delete(key));
  }
  return image;
}
