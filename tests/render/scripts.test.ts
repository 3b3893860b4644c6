/**
 * Every script through the real renderers (satori + the HarfBuzz text engine + resvg): no missing
 * glyphs, text inside the canvas and its safe zones, and OCR (tesseract, when installed) reads the
 * shaped headlines back, which fails for missing-glyph boxes, broken joining or reversed runs.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderDesign } from "@/remotion/designs/registry";
import { SCRIPT_BRAND, SCRIPT_SAMPLES, SCRIPT_STYLES, type ScriptSample } from "@/remotion/designs/script-samples";
import { notoKey } from "@/remotion/lib/fonts";
import { breakTokens, directionOf, languageOf, scriptOf, upperFor } from "@/remotion/lib/script";
import { renderHtml, PLACEMENTS, type DesignProps, type Placement } from "@/server/render";
import { initShaper, missingGlyphs, missingGlyphsIn } from "@/server/render/shaper";
import { designSvg, renderStill, svgToRgba } from "@/server/render/still";

const props = (s: ScriptSample, kind: "template" | "meme" | "video", placement: Placement): DesignProps => ({
  styleId: SCRIPT_STYLES[kind],
  placement,
  copy: s[kind],
  brand: { name: SCRIPT_BRAND.name, colors: SCRIPT_BRAND.colors },
  images: [],
  output: kind === "video" ? "video" : "image",
  language: s.lang,
  seed: 0,
});

/** The ids of a design's layers, from its element tree (no satori pass). */
async function layerIds(p: DesignProps): Promise<string[]> {
  await initShaper(); // complex-script lines are shaped before the design is laid out
  const ids: string[] = [];
  renderDesign({ ...p, t: undefined, collect: ids });
  return ids;
}

/** Ink bounding box of one layer drawn alone (alpha > 24; isolated layers carry a 1/255 marker ground). */
async function layerBox(p: DesignProps, id: string, t?: number) {
  const { data, width, height } = svgToRgba(await designSvg({ ...p, isolate: id, t }));
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] > 24) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  return { x0, y0, x1, y1, data, width, height };
}

const hasTesseract = (() => {
  try {
    execFileSync("tesseract", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const TESS: Record<string, string> = { ja: "jpn", "zh-CN": "chi_sim", ko: "kor", ar: "ara", he: "heb", hi: "hin", th: "tha", ru: "rus", en: "eng" };
const installedLangs = hasTesseract ? execFileSync("tesseract", ["--list-langs"], { encoding: "utf8" }) : "";

/** Share of the expected text's character bigrams (spaces and punctuation removed) found in the OCR output. */
function bigramRecall(expected: string, got: string): number {
  const norm = (s: string) => s.normalize("NFC").replace(/[\s\p{P}\u200c\u200d]/gu, "");
  const e = [...norm(expected)];
  const g = norm(got);
  if (e.length < 2) return g.includes(e.join("")) ? 1 : 0;
  let hit = 0;
  for (let i = 0; i < e.length - 1; i++) if (g.includes(e[i] + e[i + 1])) hit++;
  return hit / (e.length - 1);
}

describe("script helpers", () => {
  it("detects direction and language from the copy when none is stated", () => {
    expect(directionOf(undefined, "قهوة باردة")).toBe("rtl");
    expect(directionOf(undefined, "Slowdrip — קולד ברו")).toBe("ltr"); // first strong character is Latin
    expect(directionOf("he", "קולד ברו Slowdrip")).toBe("rtl");
    expect(directionOf("ar", "Cold brew, steeped slow")).toBe("ltr"); // no RTL letter in the copy
    expect(languageOf(undefined, "18時間かけて、ゆっくり抽出。")).toBe("ja");
    expect(languageOf(undefined, "Cà phê ủ lạnh")).toBe("vi");
    expect(scriptOf("콜드브루")).toBe("hangul");
    expect([notoKey("han", "zh-TW"), notoKey("han", "zh-Hant"), notoKey("han", "zh-CN"), notoKey("han", "ja")]).toEqual(["tc", "tc", "sc", "jp"]);
  });
  it("upper-cases per language: Greek without accents, Turkish dotted İ", () => {
    expect(upperFor("Κρύος καφές, εκχύλιση 18 ωρών", "el")).toBe("ΚΡΥΟΣ ΚΑΦΕΣ, ΕΚΧΥΛΙΣΗ 18 ΩΡΩΝ");
    expect(upperFor("istanbul", "tr")).toBe("İSTANBUL");
  });
  it("breaks Japanese, Chinese and Thai without spaces, with kinsoku", () => {
    const ja = breakTokens("18時間かけて、ゆっくり抽出。", "ja");
    expect(ja.map((t) => t.text)).toEqual(["18時間かけて、", "ゆっくり抽出。"]);
    for (const t of ja) expect(t.text).not.toMatch(/^[、。）」]/);
    expect(breakTokens("โคลด์บรูว์สกัดเย็นช้าๆ", "th").length).toBeGreaterThan(2);
  });
  it("finds glyphs no shipped font has (safety net)", async () => {
    expect(await missingGlyphsIn(["Cold brew ☕ قهوة コーヒー 커피 कॉफ़ी กาแฟ кофе καφές cà phê"])).toEqual([]);
    expect(await missingGlyphsIn(["Coffee \u{13000}"])).toEqual(["\u{13000}"]);
  });
  it("the render step refuses an ad that would show a missing-glyph box", async () => {
    // Refused once per placement, by its checks, before any file of it is drawn.
    const { checkPlacement } = await import("@/server/generation/renderer");
    const p = props(SCRIPT_SAMPLES[0], "template", "square");
    await expect(checkPlacement({ ...p, copy: { ...p.copy, headline: "Cold brew \u{13000}" } }, "png")).rejects.toThrow(/missing glyphs.*U\+13000/);
  });
  it("keeps a brand name out of language casing (no Turkish dotted İ in a wordmark)", () => {
    expect(upperFor("Slowdrip", "und")).toBe("SLOWDRIP");
    expect(upperFor("Slowdrip", "tr")).toBe("SLOWDRİP");
  });
});

describe("every script renders", () => {
  for (const s of SCRIPT_SAMPLES) {
    it(`${s.name} (${s.lang}): no missing glyphs, copy inside the canvas and its safe zones`, async () => {
      for (const kind of ["template", "meme"] as const) {
        for (const pl of ["instagram_story", "square"] as Placement[]) {
          const p = props(s, kind, pl);
          expect(await missingGlyphs(p)).toEqual([]);
          const spec = PLACEMENTS[pl];
          const png = await renderStill(p);
          expect(png.readUInt32BE(16)).toBe(spec.width);
          if (kind === "meme") continue;
          for (const id of (await layerIds(p)).filter((i) => i.startsWith("el-"))) {
            const b = await layerBox(p, id);
            if (b.x1 < 0) continue;
            expect(b.x0, `${id} left`).toBeGreaterThanOrEqual(spec.safe.left - 8);
            expect(b.x1, `${id} right`).toBeLessThanOrEqual(spec.width - spec.safe.right + 8);
            expect(b.y0, `${id} top`).toBeGreaterThanOrEqual(spec.safe.top - 8);
            expect(b.y1, `${id} bottom`).toBeLessThanOrEqual(spec.height - spec.safe.bottom + 8);
          }
        }
      }
    });
  }

  it("mirrors a right-to-left ad: Arabic copy sits on the right, English on the left", async () => {
    const ar = SCRIPT_SAMPLES.find((s) => s.lang === "ar")!;
    const en = SCRIPT_SAMPLES.find((s) => s.lang === "en")!;
    const W = PLACEMENTS.square.width;
    const cta = (await layerIds(props(ar, "template", "square"))).find((i) => i.startsWith("el-2"))!;
    const a = await layerBox(props(ar, "template", "square"), cta);
    const e = await layerBox(props(en, "template", "square"), cta);
    expect(a.x1).toBeGreaterThan(W * 0.85);
    expect(e.x0).toBeLessThan(W * 0.15);
  });

  it("Remotion replays the server's shaped lines: the composition's tree equals the still's", async () => {
    const { replayEngine, setTextEngine } = await import("@/remotion/lib/textengine");
    const { engine, shapedTextCache } = await import("@/server/render/shaper");
    for (const lang of ["ar", "ja", "hi", "ru"]) {
      const p = props(SCRIPT_SAMPLES.find((s) => s.lang === lang)!, "video", "instagram_story");
      const cache = await shapedTextCache(p);
      const server = JSON.stringify(renderDesign({ ...p, t: 1 }));
      setTextEngine(replayEngine(JSON.parse(JSON.stringify(cache)))); // as the props travel to the browser
      try {
        expect(JSON.stringify(renderDesign({ ...p, t: 1 }))).toBe(server);
      } finally {
        setTextEngine(engine);
      }
    }
  });

  it("the HTML document carries lang, dir and the Noto fonts; complex lines stay text, broken as in the still", async () => {
    const ar = SCRIPT_SAMPLES.find((s) => s.lang === "ar")!;
    await initShaper();
    const html = renderHtml(props(ar, "template", "square"));
    // The headline's first line is the same in the document and in the still (one measurement for both).
    const still = JSON.stringify(renderDesign(props(ar, "template", "square")));
    const firstLine = /"alt":"([^"]+)"/.exec(still)?.[1];
    expect(firstLine && html.includes(`>${firstLine}<`)).toBe(true);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('font-family:"Noto Sans Arabic"');
    expect(html).toContain(ar.template.cta);
  });

  const ocrLangs = SCRIPT_SAMPLES.filter((s) => TESS[s.lang] && installedLangs.includes(TESS[s.lang]) && s.lang !== "en");
  it.skipIf(!hasTesseract || !ocrLangs.length)("OCR reads the shaped copy back (tesseract)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adlab-ocr-"));
    const results: string[] = [];
    for (const s of ocrLangs) {
      // The video design (Product Hero), square: each copy layer drawn alone, ink as black on white.
      const p = { ...props(s, "video", "square"), output: "image" as const };
      let best = 0;
      for (const id of (await layerIds(p)).filter((i) => i.startsWith("el-"))) {
        const b = await layerBox(p, id);
        if (b.x1 < 0) continue;
        const file = path.join(dir, `${s.lang}-${id}.png`);
        const pad = 24;
        const left = Math.max(0, b.x0 - pad), top = Math.max(0, b.y0 - pad);
        const w = Math.min(b.width, b.x1 + pad) - left, h = Math.min(b.height, b.y1 + pad) - top;
        const gray = Buffer.alloc(w * h);
        for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) gray[y * w + x] = 255 - b.data[((top + y) * b.width + left + x) * 4 + 3];
        await sharp(gray, { raw: { width: w, height: h, channels: 1 } }).png().toFile(file);
        const out = execFileSync("tesseract", [file, "-", "-l", TESS[s.lang], "--psm", "6"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
        // Body copy: heavy display headlines are hard for tesseract even when drawn perfectly.
        best = Math.max(best, bigramRecall(s.video.body, out));
      }
      results.push(`${s.lang} ${best.toFixed(2)}`);
      expect(best, `${s.lang}: OCR of the headline (${results.join(", ")})`).toBeGreaterThanOrEqual(0.5);
    }
    console.info(`OCR bigram recall of the body copy: ${results.join(", ")}`);
    if (!process.env.KEEP_OCR) fs.rmSync(dir, { recursive: true, force: true });
    // Tesseract runs once per copy layer and language: slow on a loaded 2-core machine.
  }, 180_000);
});
