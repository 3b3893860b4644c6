/**
 * The display banners sheets of issue 30: every template in the five IAB sizes (shown at their CSS size, half
 * the 2x raster), the QA verdict under each file, assembled with ImageMagick's `montage`.
 * - default: without and with a product photo (the jar cut out at upload): docs/contact-sheet-display.jpg;
 * - `--hard-copy`: hard copy with the product photo: a long English headline (the template's other sample
 *   lines kept), a Japanese and an Arabic headline and CTA: docs/contact-sheet-display-hard-copy.jpg.
 *   npx tsx scripts/display-sheet.ts [--hard-copy] [--only <style substring>] [--out <file>] [--kit <stress kit>] [--logo wide|tall|none] [--scale 0.5]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { ctaSlot, primarySlot } from "../shared/copy/slots";
import { checkDesign, qaFailures } from "../server/render/qa";
import { DISPLAY_PLACEMENT_IDS, PLACEMENTS, type Placement } from "../shared/placements";
import type { DesignProps, ImageRef } from "../server/render/types";
import { STYLES } from "../shared/styles";
import type { Style } from "../server/styles/types";
import { STRESS_KITS, stressImages, stressProps } from "../tests/helpers/brand-stress";
import { testProducts } from "../tests/helpers/products";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const hardCopy = args.includes("--hard-copy");
const out = arg("--out") ?? path.resolve(import.meta.dirname, `../docs/contact-sheet-display${hardCopy ? "-hard-copy" : ""}.jpg`);
const kit = STRESS_KITS[arg("--kit") ?? "brewly"];
const logoKind = (arg("--logo") ?? (hardCopy ? "wide" : "none")) as "wide" | "tall" | "none";
const scale = Number(arg("--scale") ?? (hardCopy ? 0.4 : 0.85));
const GAP = 10, LABEL_H = 16, HEAD_H = 24;
const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
const text = (w: number, h: number, t: string, fill: string, size = 11) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="1" y="${size + 1}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}">${esc(t)}</text></svg>`);

/** One variant of a template's copy on the sheet: its caption and how it changes the sample props. */
type Variant = { caption: string; photo: ImageRef | undefined; copy: (style: Style, sample: Record<string, string>) => Record<string, string>; language?: string };

const { studio } = await testProducts();
const logo = (await stressImages()).logos[logoKind];
// Every generated ad carries a CTA; the handwritten note's sample copy has none.
const withCta = (sample: Record<string, string>) => ({ cta: "Order a bag", ...sample });
/** Only the headline and the CTA, in another language (the sample's English lines would mix scripts). */
const translated = (headline: string, cta: string) => (style: Style) => ({ [primarySlot(style).name]: headline, [ctaSlot(style)?.name ?? "cta"]: cta });
const VARIANTS: Variant[] = hardCopy
  ? [
      { caption: "long headline (74 characters)", photo: studio.ref, copy: (style, sample) => ({ ...withCta(sample), [primarySlot(style).name]: "Single-origin cold brew, steeped twenty hours and bottled fresh every week" }) },
      { caption: "Japanese", photo: studio.ref, language: "ja", copy: translated("20時間かけてじっくり抽出した、なめらかな水出しコーヒー", "今すぐ注文") },
      { caption: "Arabic", photo: studio.ref, language: "ar", copy: translated("قهوة باردة منقوعة عشرين ساعة، ناعمة وقليلة الحموضة", "اطلب الآن") },
    ]
  : [
      { caption: "no product photo", photo: undefined, copy: (_style, sample) => withCta(sample) },
      { caption: "product photo", photo: studio.ref, copy: (_style, sample) => withCta(sample) },
    ];

const templates = STYLES.filter((s) => s.category === "template" && (!arg("--only") || s.id.includes(arg("--only")!)));
const css = (p: Placement) => ({ w: PLACEMENTS[p].width / 2, h: PLACEMENTS[p].height / 2 });
// One set: the medium rectangle with the leaderboard and mobile banner under it, then the half page and the skyscraper.
const AT: Record<Placement, [number, number]> = {
  medium_rectangle: [0, 0], leaderboard: [0, 250 + LABEL_H + GAP], mobile_banner: [0, 250 + 90 + (LABEL_H + GAP) * 2],
  half_page: [728 + GAP, 0], wide_skyscraper: [728 + GAP + 300 + GAP, 0],
} as Record<Placement, [number, number]>;
const SET_W = 728 + GAP + 300 + GAP + 160;
const SET_H = HEAD_H + 600 + LABEL_H;

/** One template in one variant: the five sizes with their QA verdicts, as a PNG tile for montage. */
async function drawSet(style: Style, variant: Variant): Promise<{ png: Buffer; failed: number }> {
  const composites: OverlayOptions[] = [{ input: text(SET_W, HEAD_H, `${style.name}: ${variant.caption}`, "#222", 15), left: 0, top: 2 }];
  let failed = 0;
  for (const placement of DISPLAY_PLACEMENT_IDS) {
    const [x, y] = AT[placement];
    const props: DesignProps = stressProps(style.id, placement, kit, logo, variant.photo);
    props.copy = variant.copy(style, props.copy);
    if (variant.language) props.language = variant.language;
    const checked = await checkDesign(props);
    const { data, width: sw, height: sh } = checked.still;
    const { w, h } = css(placement);
    const failures = qaFailures(checked.qa, checked.props.placement);
    if (failures.length) failed++;
    composites.push(
      { input: await sharp(data, { raw: { width: sw, height: sh, channels: 4, premultiplied: true } }).resize(w, h).png().toBuffer(), left: x, top: HEAD_H + y },
      { input: text(w, LABEL_H, failures.length ? `QA FAIL ${failures[0]}` : `${placement} QA ok (${checked.qa.min_text_contrast}:1)`, failures.length ? "#c00000" : "#666", 10), left: x, top: HEAD_H + y + h + 1 },
    );
  }
  const png = await sharp({ create: { width: SET_W, height: SET_H, channels: 3, background: "#e4e4e4" } }).composite(composites).png().toBuffer();
  return { png, failed };
}

const dir = mkdtempSync(path.join(tmpdir(), "display-sheet-"));
const tiles: string[] = [];
let failed = 0;
for (const style of templates) {
  for (const variant of VARIANTS) {
    const set = await drawSet(style, variant);
    const file = path.join(dir, `${String(tiles.length).padStart(3, "0")}.png`);
    await sharp(set.png).toFile(file);
    tiles.push(file);
    failed += set.failed;
  }
  process.stdout.write(".");
}
// One template per row, its variants side by side; scaled down so the committed JPEG stays small.
execFileSync("montage", [...tiles, "-tile", `${VARIANTS.length}x`, "-geometry", `+${GAP}+${GAP}`, "-background", "#e4e4e4", "-resize", `${Math.round(scale * 100)}%`, "-quality", "62", "-sampling-factor", "4:2:0", "-strip", out]);
rmSync(dir, { recursive: true });
console.log(`\n${out} (${failed} files under the QA floor)`);
