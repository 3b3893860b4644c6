/**
 * Brand colours -> a palette with roles. Every colour of the kit gets a role, so a six-colour kit is seen
 * as six colours: `primary`, `secondary`, `accent` lead (rotated by variant), `highlight` is the fourth,
 * `bg`/`surface` are the kit's own light (or dark) neutrals when it has them, `ink` its darkest colour
 * when that reads as text, and `kit` keeps them all for decoration (stripes, confetti, frames).
 */
export type Palette = {
  primary: string; secondary: string; accent: string; highlight: string;
  bg: string; surface: string; ink: string;
  onPrimary: string; onBg: string; muted: string;
  /** Every colour of the kit (or of the fallback palette), in kit order. */
  kit: string[];
};

const hexRe = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
export function normHex(c: string): string | null {
  const m = hexRe.exec(c.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = h.split("").map((x) => x + x).join("");
  return "#" + h.toLowerCase();
}
export function rgb(hex: string): [number, number, number] {
  const h = normHex(hex) ?? "#000000";
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}
/** Black-ish or white text, whichever reads better on `bg`. */
export function textOn(bg: string, dark = "#111111", light = "#ffffff"): string {
  return contrast(bg, dark) >= contrast(bg, light) ? dark : light;
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const h = (v: number) => Math.round(v).toString(16).padStart(2, "0");
  return "#" + h(r1 + (r2 - r1) * t) + h(g1 + (g2 - g1) * t) + h(b1 + (b2 - b1) * t);
}
export function alpha(hex: string, a: number): string {
  const [r, g, b] = rgb(hex);
  return `rgba(${r},${g},${b},${a})`;
}

/** Fallback palettes when a project has no brand colours: [primary, secondary, accent]. */
export const FALLBACK_PALETTES: string[][] = [
  ["#1f3bff", "#ffd23f", "#ff5a5f"],
  ["#0f766e", "#f4d35e", "#ee6c4d"],
  ["#6d28d9", "#f472b6", "#facc15"],
  ["#111827", "#f97316", "#22d3ee"],
  ["#b91c1c", "#fde68a", "#1e3a8a"],
];

export function palette(colors: string[], seed: number, fallbackIndex = 0): Palette {
  let cs = [...new Set(colors.map(normHex).filter((c): c is string => !!c))];
  if (!cs.length) cs = FALLBACK_PALETTES[(fallbackIndex + seed) % FALLBACK_PALETTES.length];
  const kit = cs;
  // The kit's neutrals (near-white, near-black) are grounds and text, not leads, when there are other colours.
  const isLight = (c: string) => luminance(c) > 0.8;
  const isDark = (c: string) => luminance(c) < 0.02;
  const leads = cs.filter((c) => !isLight(c) && !isDark(c));
  const lights = cs.filter(isLight).sort((x, y) => luminance(y) - luminance(x));
  const darks = cs.filter(isDark).sort((x, y) => luminance(x) - luminance(y));
  let ordered = leads.length ? leads : cs;
  // Variants rotate which brand colour leads (only when the brand has several).
  const rot = ordered.length > 1 ? seed % ordered.length : 0;
  ordered = [...ordered.slice(rot), ...ordered.slice(0, rot)];
  const primary = ordered[0];
  const secondary = ordered[1] ?? (leads.length ? (lights[0] ?? darks[0]) : undefined) ?? mix(primary, luminance(primary) > 0.4 ? "#000000" : "#ffffff", 0.55);
  const accent = ordered[2] ?? (contrast(secondary, primary) > 2 ? secondary : mix(primary, "#ffffff", 0.75));
  const highlight = ordered[3] ?? (ordered.length > 2 ? ordered[1] : accent);
  const bg = lights[0] ?? (luminance(primary) > 0.6 ? mix(primary, "#000000", 0.85) : "#fbf8f3");
  const surface = lights[1] ?? (luminance(bg) > 0.5 ? "#ffffff" : mix(bg, "#ffffff", 0.08));
  const brandInk = darks[0] ?? cs.filter((c) => contrast(c, bg) >= 7).sort((x, y) => luminance(x) - luminance(y))[0];
  const ink = brandInk && contrast(brandInk, bg) >= 7 ? brandInk : luminance(bg) > 0.4 ? "#141414" : "#ffffff";
  return {
    primary, secondary, accent, highlight, bg, surface, ink, kit,
    onPrimary: textOn(primary, darks[0] && contrast(darks[0], primary) >= 4.5 ? darks[0] : "#111111", lights[0] && contrast(lights[0], primary) >= 4.5 ? lights[0] : "#ffffff"),
    onBg: textOn(bg),
    muted: mix(textOn(bg), bg, 0.4),
  };
}

/** A colour's hue turned half way round the wheel, its lightness and saturation kept. */
function opposite(hex: string): string {
  const [r, g, b] = rgb(hex);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  // The opposite hue of an RGB colour is its reflection through the middle of its channel range.
  return "#" + [r, g, b].map((v) => Math.round(max + min - v).toString(16).padStart(2, "0")).join("");
}

/** Neither a near-white ground nor a near-black ink: a colour `palette` lets lead (its isLight/isDark bounds). */
const isLeadColour = (c: string) => luminance(c) <= 0.8 && luminance(c) >= 0.02;

/**
 * `color` moved further to its own side of `from` (lighter if it is lighter, darker if darker) until the two
 * contrast 3:1; the other way when its own side cannot get there (a deep ground for a near-black product).
 */
function apart(color: string, from: string): string {
  const lighter = luminance(color) >= luminance(from);
  for (const toward of lighter ? ["#ffffff", "#000000"] : ["#000000", "#ffffff"]) {
    for (let k = 0; k <= 1; k += 0.05) {
      const c = mix(color, toward, k);
      if (contrast(c, from) >= 3 && isLeadColour(c)) return c;
    }
  }
  return readable(color, from, 3);
}

/**
 * A kit made from a product photo's colours (a project without kit colours): led by a ground the product
 * stands out from (3:1), since designs paint their ground with the lead colour (a magenta jar on its own
 * magenta ground vanished). Its other colours (a lid, a label) come next, for second grounds such as a
 * panel, and the main colour last (a CTA, a badge).
 * `arrangement` picks the ground (the editor's colour choices, which a kit-less project would otherwise
 * see as four identical ads): 0 a tint or shade of the product's colour, 1 a paler one, 2 a deeper one,
 * 3 the opposite hue (the others' second ground). Each is pushed until the product reads on it, within the range the palette reads as
 * a lead colour (not a near-white ground nor a near-black ink); two that end alike are offered once (the editor).
 */
export function productKit(colors: string[], arrangement = 0): string[] {
  const [main, ...rest] = colors.map(normHex).filter((c): c is string => !!c);
  if (!main) return [];
  const candidates = [readable(main, main, 3), apart(mix(main, "#ffffff", 0.82), main), apart(mix(main, "#000000", 0.6), main), apart(opposite(main), main)];
  const ground = candidates[arrangement % candidates.length];
  // Designs paint panels with the second lead too: it stands apart from the product as well (issue 42: a
  // brown loaf on a panel of its own crust colour vanished), as do the product's other colours; the gate's
  // next layouts (seed + n) take the next arrangement when the first does not set the product apart.
  const second = ground === candidates[3] ? candidates[1] : candidates[3];
  return [...new Set([ground, second, ...rest.map((c) => apart(c, main))]), main];
}

/**
 * The brand's own text colours: its darkest and lightest kit colours, with near-black and near-white
 * behind them (the fallbacks when the kit has no colour dark or light enough).
 */
export function brandTextColors(kit: string[]): { dark: string[]; light: string[] } {
  const byLum = [...kit].sort((x, y) => luminance(x) - luminance(y));
  const dark = byLum.filter((c) => luminance(c) < 0.18).slice(0, 1);
  const light = byLum.filter((c) => luminance(c) > 0.6).slice(-1);
  return { dark: [...dark, "#111111"], light: [...light, "#ffffff"] };
}

/** `color` darkened (or lightened) until it reads on `bg` with at least `min` contrast. */
export function readable(color: string, bg: string, min = 4.5): string {
  const toward = luminance(bg) > 0.4 ? "#000000" : "#ffffff";
  let c = color;
  for (let k = 0.1; k <= 1 && contrast(c, bg) < min; k += 0.1) c = mix(color, toward, k);
  return c;
}
