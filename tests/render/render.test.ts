import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESIGNS, renderDesign } from "@/remotion/designs/registry";
import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { fitText, measure } from "@/remotion/lib/fit";
import type { DesignInput, Paint } from "@/remotion/lib/kit";
import { displayFontFor } from "@/remotion/lib/fonts";
import { cleanCopy } from "@/remotion/lib/script";
import { contrast, palette } from "@/remotion/lib/theme";
import { renderHtml, renderStill, PLACEMENTS, type DesignProps, type Placement } from "@/server/render";
// The social placements: the display banners have their own test (tests/render/display-banners.test.ts).
import { SOCIAL_PLACEMENT_IDS as PLACEMENT_IDS } from "@/shared/placements";
import { designSvg, svgToRgba, toSvg } from "@/server/render/still";
import { trim } from "@/server/render/composite";
import { STYLES } from "@/shared/styles";
import { renderStyleThumbnail, sampleCopy, SAMPLE_BRAND } from "@/server/styles/thumbnails";

// A tiny product image (data URI) so designs exercise their image slots.
const productPng = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0874f" } }).png().toBuffer();
const product = { src: `data:image/png;base64,${productPng.toString("base64")}`, width: 64, height: 64, role: "product" };

const props = (styleId: string, placement: Placement, over: Partial<DesignProps> = {}): DesignProps => ({
  styleId,
  placement,
  copy: SAMPLE_COPY[styleId] ?? {},
  brand: { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b"], fontDirection: "" },
  images: [product],
  output: "image",
  seed: 0,
  ...over,
});

const pngSize = (buf: Buffer) => ({ width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });
const PNG_SIG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("style catalog", () => {
  it("has at least 10 templates and 10 memes with every spec 2.6 field, each backed by one design", () => {
    expect(STYLES.filter((s) => s.category === "template").length).toBeGreaterThanOrEqual(10);
    expect(STYLES.filter((s) => s.category === "meme").length).toBeGreaterThanOrEqual(10);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(STYLES.length);
    for (const s of STYLES) {
      expect(Object.keys(s).sort()).toEqual(["category", "character_roles", "description", "editable_slots", "id", "meme_base", "name", "outputs", "placements", "tags", "template_key"]);
      expect(DESIGNS[s.id], s.id).toBeTypeOf("function");
      expect(s.editable_slots.length).toBeGreaterThan(0);
      for (const slot of s.editable_slots) {
        expect(Object.keys(slot).sort()).toEqual(["budget", "max_lines", "max_words", "name", "role"]);
        for (const k of ["budget", "max_lines", "max_words"] as const) expect(Number.isInteger(slot[k]) && slot[k] > 0).toBe(true);
      }
      if (s.category === "meme") {
        expect(s.id).toBe(`meme:${s.meme_base}`);
        expect(s.template_key).toBe("meme");
        expect(s.outputs).toEqual(["image"]);
        expect(s.character_roles.length).toBeGreaterThan(0);
      } else {
        expect(s.id).toBe(`template:${s.template_key}`);
        expect(s.meme_base).toBe("");
      }
      const headline = s.editable_slots.find((x) => x.name === "headline");
      if (headline) expect(headline.budget).toBeLessThanOrEqual(45);
    }
    expect(STYLES.filter((s) => s.outputs.includes("video")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("stills", () => {
  // Every style once, the placements taken in turn (each placement 4 times); brand-qa.test.ts draws every
  // style in story and square, snapshots.test.ts compares reference renders pixel by pixel.
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  STYLES.forEach((s, i) => {
    const placement = PLACEMENT_IDS[i % PLACEMENT_IDS.length];
    it(`${s.id} in ${placement}: an opaque PNG of the placement's size, not one flat colour, with all its copy laid out`, async () => {
      // Every other style without a product image.
      const p = props(s.id, placement, { images: i % 2 ? [] : [product] });
      const buf = await renderStill(p, "png");
      expect(buf.subarray(0, 8).equals(PNG_SIG)).toBe(true);
      expect(pngSize(buf)).toEqual({ width: PLACEMENTS[placement].width, height: PLACEMENTS[placement].height });
      const stats = await sharp(buf).stats();
      expect(stats.isOpaque).toBe(true);
      // A blank or single-colour canvas has no spread in any channel.
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
      const paint: Paint = { texts: [], logos: [] };
      renderDesign({ ...p, paint } as DesignInput);
      const laidOut = squash(paint.texts.flatMap((t) => t.lines).join(" "));
      expect(paint.texts.some((t) => t.truncated)).toBe(false);
      for (const [slot, text] of Object.entries(p.copy)) expect(laidOut, `${slot}: ${text}`).toContain(squash(cleanCopy(text)));
    });
  });

  it("renders JPEG on request", async () => {
    const buf = await renderStill(props("template:product-hero", "feed_portrait"), "jpg");
    expect([...buf.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(buf).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1080, 1350]);
  });

  it("draws the styles pages' previews at their own size, every benefit of a list different", async () => {
    const style = STYLES.find((s) => s.template_key === "feature-list")!;
    const copy = sampleCopy(style, { brand: SAMPLE_BRAND.name });
    const benefits = style.editable_slots.filter((slot) => slot.role === "benefit").map((slot) => copy[slot.name]);
    expect(new Set(benefits).size).toBe(3);
    const webp = await renderStyleThumbnail(style.id, "instagram_story", { brand: SAMPLE_BRAND, images: [], copy });
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 360, 640]);
    const stats = await sharp(webp).stats();
    expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20);
  });
});

describe("text fitting", () => {
  const long = "Incredibly long headline copy that keeps going well past any sensible budget for a social ad and then some more words";

  it("never returns lines wider or taller than the box, shrinking then truncating", () => {
    for (const font of ["inter", "bebas-neue", "anton", "playfair-display", "caveat", "archivo-black", "space-grotesk", "dm-serif-display"] as const) {
      for (const [w, h] of [[900, 300], [400, 120], [1600, 200], [200, 60]]) {
        const ft = fitText(long, { font, weight: 700, width: w, height: h, maxSize: 140, maxLines: 3 });
        expect(ft.height).toBeLessThanOrEqual(h);
        expect(ft.lines.length).toBeLessThanOrEqual(3);
        for (const line of ft.lines) expect(measure(line, font, 700, ft.fontSize)).toBeLessThanOrEqual(w);
      }
    }
    const short = fitText("Hi", { font: "inter", width: 900, height: 300, maxSize: 140 });
    expect(short.fontSize).toBe(140);
    const cut = fitText(long.repeat(4), { font: "inter", width: 300, height: 80, maxSize: 40, minSize: 30 });
    expect(cut.truncated).toBe(true);
    expect(cut.lines.at(-1)!.endsWith("…")).toBe(true);
  });

  it("measures text the way satori draws it", async () => {
    for (const [family, key, weight] of [["Inter", "inter", 800], ["Bebas Neue", "bebas-neue", 400], ["Playfair Display", "playfair-display", 700]] as const) {
      const text = "Fresh beans, on your schedule";
      const size = 60;
      const svg = await toSvg(
        { type: "div", props: { style: { display: "flex", width: 2000, height: 100, fontFamily: family, fontWeight: weight, fontSize: size, whiteSpace: "pre", color: "#000" }, children: text } } as never,
        2000, 100,
      );
      const { data } = svgToRgba(svg);
      let right = 0;
      for (let y = 0; y < 100; y++) for (let x = 0; x < 2000; x++) if (data[(y * 2000 + x) * 4 + 3] > 40 && x > right) right = x;
      const predicted = measure(text, key, weight, size);
      // Ink ends slightly before the advance width of the last glyph.
      expect(right).toBeLessThanOrEqual(predicted);
      expect(right).toBeGreaterThan(predicted * 0.93);
    }
  });

  it("keeps text, logo and CTA inside the Reels safe area even with copy far over budget", { timeout: 120_000 }, async () => {
    const spec = PLACEMENTS.instagram_reels;
    for (const s of STYLES) {
      const copy = Object.fromEntries(s.editable_slots.map((slot) => [slot.name, (long + " ").repeat(3).slice(0, slot.budget * 3)]));
      // The layers as the video's fast path draws them (renderSprites), end card included.
      const p = { ...props(s.id, "instagram_reels", { copy, output: "video", videoStyle: "live_scene", brand: { name: "Northside Roasters", colors: [], logo: product } }), t: undefined };
      const layers: string[] = [];
      renderDesign({ ...p, collect: layers });
      // Backgrounds, panel grounds and dividers (bg-*, fg-*), the end card's ground (end-0) and full-bleed
      // pictures may use the whole canvas; copy layers may not. They are drawn together in one raster: their
      // ink lies inside the safe area exactly when each layer's ink does (one draw instead of one per layer).
      const copyLayers = layers.filter((id) => !(/^(bg|fg|end-0)\b/.test(id) || (s.category === "template" && id.startsWith("scene"))));
      const ink = trim("copy", svgToRgba(await designSvg({ ...p, isolate: copyLayers })).data, spec.width, spec.height);
      expect(ink, s.id).not.toBeNull();
      const [x0, y0, x1, y1] = ink!.clip;
      const where = `${s.id} (${copyLayers.join(" ")}) [${x0},${y0} ${x1 - x0}x${y1 - y0}]`;
      expect(y0, where).toBeGreaterThanOrEqual(spec.safe.top - 4);
      expect(y1, where).toBeLessThanOrEqual(spec.height - spec.safe.bottom + 4);
      expect(x0, where).toBeGreaterThanOrEqual(spec.safe.left - 4);
      expect(x1, where).toBeLessThanOrEqual(spec.width - spec.safe.right + 4);
    }
  });
});

describe("brand", () => {
  it("maps font direction to the shipped faces and keeps palette text readable", () => {
    expect(displayFontFor("serif", "inter")).toBe("playfair-display");
    expect(displayFontFor("geometric sans", "inter")).toBe("space-grotesk");
    expect(displayFontFor("condensed display", "inter")).toBe("bebas-neue");
    expect(displayFontFor("handwritten", "inter")).toBe("caveat");
    expect(displayFontFor("", "anton")).toBe("anton");
    for (const colors of [[], ["#ffffff"], ["#000000", "#ffff00"], ["#f59e0b"], ["nonsense"]]) {
      const pal = palette(colors, 0);
      expect(contrast(pal.primary, pal.onPrimary)).toBeGreaterThanOrEqual(3);
    }
  });

  it("draws non-Latin scripts and symbols with shipped fonts", async () => {
    expect(cleanCopy("Go  →  now ✓")).toBe("Go » now ✔");
    const buf = await renderStill(props("template:bold-statement", "square", { copy: { headline: "Привет, кофе — Ελληνικά Łódź", cta: "Купить" } }), "png");
    expect(pngSize(buf)).toEqual({ width: 1080, height: 1080 });
  });
});

describe("HTML documents", () => {
  it("are self-contained and carry the copy", () => {
    const html = renderHtml(props("template:editorial-serif", "square", { copy: { ...SAMPLE_COPY["template:editorial-serif"], headline: "Slow roast & sweet cups" } }));
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("Slow roast &amp; sweet cups");
    expect(html).toContain("@font-face");
    expect(html).toContain("data:font/woff;base64,");
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
  });
});
