import sharp from "sharp";
import { renderStill } from "@/server/render/still";
import { findStyle } from "@/server/styles/catalog";
import type { EditableSlot } from "@/server/styles/types";

// Catalog thumbnails: each style rendered once per process with a sample brand, then served from memory.
const cache = new Map<string, Promise<Buffer>>();

const SAMPLES: Record<string, string> = {
  headline: "Mornings, sorted",
  body: "Single-origin beans roasted on Monday, at your door by Wednesday.",
  cta: "Shop now",
  eyebrow: "New roast",
  offer: "20% off",
  disclaimer: "First order only",
  quote: "The best coffee I have made at home, and I have tried them all.",
  attribution: "Maya, Portland",
  benefit: "Roasted this week",
  signature: "The Northwind team",
  date: "Sat 12 Oct",
  details: "Free tasting at the roastery",
  option: "Instant coffee",
  caption: "Me with fresh beans",
  "pack title": "Home barista starter pack",
  "list title": "Morning coffee",
  best: "Northwind",
  good: "Café",
  meh: "Pods",
  worst: "Instant",
  setup: "Nobody:",
  punchline: "Me at 6am grinding beans",
  "hot take": "Fresh beans beat any machine",
};

function sampleText(slot: EditableSlot, index: number): string {
  const text = SAMPLES[slot.role] ?? SAMPLES[slot.name] ?? (index % 2 ? "Fresh beans" : "Instant coffee");
  return text.split(" ").slice(0, slot.max_words).join(" ").slice(0, slot.budget);
}

async function render(styleId: string): Promise<Buffer> {
  const style = findStyle(styleId);
  if (!style) throw new Error("unknown style");
  const copy = Object.fromEntries(style.editable_slots.map((slot, i) => [slot.name, sampleText(slot, i)]));
  const png = await renderStill({
    styleId,
    placement: "square",
    copy,
    brand: { name: "Northwind Coffee", colors: ["#1f2a44", "#f4b740", "#e2703a"], fontDirection: "geometric sans" },
    images: [],
    output: "image",
    seed: 1,
  }, "png");
  return sharp(png).resize(360, 360).webp({ quality: 82 }).toBuffer();
}

export async function GET(_req: Request, { params }: { params: Promise<{ styleId: string }> }) {
  const styleId = decodeURIComponent((await params).styleId);
  if (!findStyle(styleId)) return new Response("Unknown style", { status: 404 });
  let image = cache.get(styleId);
  if (!image) {
    image = render(styleId);
    cache.set(styleId, image);
    image.catch(() => cache.delete(styleId));
  }
  try {
    return new Response(new Uint8Array(await image), { headers: { "Content-Type": "image/webp", "Cache-Control": "public, max-age=86400" } });
  } catch (error) {
    console.error(`[adlab] style thumbnail ${styleId}: ${(error as Error).message}`);
    return new Response("Preview unavailable", { status: 503 });
  }
}
