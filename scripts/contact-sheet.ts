/**
 * Renders every style in several placements with sample copy and brand assets and tiles them into
 * docs/contact-sheet-templates.png and docs/contact-sheet-memes.png.
 *   npx tsx scripts/contact-sheet.ts [--only <substring>] [--out <dir>]
 */
import fs from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { renderStill } from "../server/render/still";
import { PLACEMENTS, type Placement } from "../shared/placements";
import { STYLES } from "../shared/styles";
import { sampleProps } from "./render-samples";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const outDir = args.includes("--out") ? args[args.indexOf("--out") + 1] : path.resolve(import.meta.dirname, "../docs");
const placements = (args.includes("--placements") ? args[args.indexOf("--placements") + 1].split(",") : ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"]) as Placement[];
const ROW_H = 400;
const GAP = 24;
const LABEL_H = 44;

async function sheet(category: "template" | "meme", file: string) {
  const styles = STYLES.filter((s) => s.category === category && (!only || s.id.includes(only)));
  if (!styles.length) return;
  const rows: { tiles: { buf: Buffer; w: number }[]; label: string }[] = [];
  for (const [i, s] of styles.entries()) {
    const tiles = [];
    for (const [j, pl] of placements.entries()) {
      const spec = PLACEMENTS[pl];
      // Vary the sample: with/without logo, image, fallback palette, font direction.
      const props = await sampleProps(s.id, pl, { withLogo: (i + j) % 2 === 0, withImages: (i + j) % 3 !== 2, seed: j === 3 ? 1 : 0, colors: j === 2 ? [] : undefined, fontDirection: j === 4 && i % 2 ? "serif" : "" });
      const png = await renderStill(props, "png");
      const w = Math.round((spec.width / spec.height) * ROW_H);
      const scaled = await sharp(png).resize(w, ROW_H).png().toBuffer();
      // Overlay the unsafe zones of the placement as a faint red band, to check they stay free of text.
      const sz = spec.safe;
      const k = ROW_H / spec.height;
      const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ROW_H}">
        <rect x="0" y="0" width="${w}" height="${sz.top * k}" fill="rgba(255,0,0,0.18)"/>
        <rect x="0" y="${ROW_H - sz.bottom * k}" width="${w}" height="${sz.bottom * k}" fill="rgba(255,0,0,0.18)"/>
        <rect x="0" y="0" width="${w}" height="${ROW_H}" fill="none" stroke="#888" stroke-width="1"/></svg>`);
      const withOverlay = pl.startsWith("instagram") ? await sharp(scaled).composite([{ input: overlay }]).png().toBuffer() : scaled;
      tiles.push({ buf: withOverlay, w });
    }
    rows.push({ tiles, label: `${s.id}  —  ${s.name}  (${s.outputs.join(", ")})` });
  }
  const width = Math.max(...rows.map((r) => r.tiles.reduce((a, t) => a + t.w + GAP, GAP)));
  const height = rows.length * (ROW_H + LABEL_H + GAP) + GAP;
  const composites: OverlayOptions[] = [];
  rows.forEach((r, i) => {
    const top = GAP + i * (ROW_H + LABEL_H + GAP);
    composites.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><text x="${GAP}" y="30" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#222">${r.label}</text></svg>`), left: 0, top });
    let left = GAP;
    for (const t of r.tiles) {
      composites.push({ input: t.buf, left, top: top + LABEL_H });
      left += t.w + GAP;
    }
  });
  const out = path.join(outDir, file);
  await sharp({ create: { width, height, channels: 3, background: "#eeeeee" } }).composite(composites).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(out);
  console.log(out, (fs.statSync(out).size / 1e6).toFixed(2), "MB");
}

await sheet("template", only ? "contact-sheet-templates.preview.png" : "contact-sheet-templates.png");
await sheet("meme", only ? "contact-sheet-memes.preview.png" : "contact-sheet-memes.png");
