/**
 * Complex scripts beside Latin: first (cold: the script's fonts are read on first use) and warm still
 * times, and a 6 s story video, per language. Part of `npm run bench:render`; alone:
 *   npx tsx scripts/bench/scripts.ts
 */
import { renderStill, renderVideo } from "../../server/render";
import { loadedFontStats } from "../../server/render/font-subsets";
import type { DesignProps, Placement } from "../../server/render";
import { SCRIPT_BRAND, SCRIPT_SAMPLES, SCRIPT_STYLES, type ScriptSample } from "../../remotion/designs/script-samples";

const ms = (v: number) => `${v.toFixed(0)} ms`;
const props = (s: ScriptSample, kind: "template" | "video", placement: Placement): DesignProps => ({
  styleId: SCRIPT_STYLES[kind], placement, copy: s[kind], brand: { name: SCRIPT_BRAND.name, colors: SCRIPT_BRAND.colors },
  images: [], output: kind === "video" ? "video" : "image", videoStyle: "live_scene", language: s.lang, seed: 0,
});

export async function benchScripts(o: { langs?: string[]; videoLangs?: string[] } = {}) {
  const langs = o.langs ?? ["en", "ru", "ja", "zh-CN", "ko", "ar", "he", "hi", "th"];
  const videoLangs = o.videoLangs ?? ["en", "ar", "ja"];
  console.log("\nscripts: Bold Statement still, instagram_story PNG (first = fonts read on first use; warm = median of 3):");
  for (const lang of langs) {
    const s = SCRIPT_SAMPLES.find((x) => x.lang === lang)!;
    const p = props(s, "template", "instagram_story");
    let t0 = performance.now();
    await renderStill(p, "png");
    const first = performance.now() - t0;
    const warm: number[] = [];
    for (let i = 0; i < 3; i++) {
      t0 = performance.now();
      await renderStill({ ...p, seed: i + 1 }, "png");
      warm.push(performance.now() - t0);
    }
    warm.sort((a, b) => a - b);
    console.log(`  ${lang.padEnd(6)} first ${ms(first).padStart(7)}  warm ${ms(warm[1]).padStart(7)}`);
  }
  console.log("scripts: Product Hero video, 6 s 1080x1920 live_scene:");
  for (const lang of videoLangs) {
    const s = SCRIPT_SAMPLES.find((x) => x.lang === lang)!;
    const t0 = performance.now();
    const mp4 = await renderVideo(props(s, "video", "instagram_story"));
    const wall = (performance.now() - t0) / 1000;
    console.log(`  ${lang.padEnd(6)} ${wall.toFixed(2)} s = ${(wall / 6).toFixed(2)}x realtime (${(mp4.length / 1e6).toFixed(2)} MB)`);
  }
  const f = loadedFontStats();
  console.log(`fonts loaded by the text engine: ${f.subsets} subsets, ${(f.bytes / 1e6).toFixed(1)} MB of sfnt`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchScripts();
