/** Brand colours -> a palette a design can use, with readable text colours. */
export type Palette = { primary: string; secondary: string; accent: string; bg: string; surface: string; ink: string; onPrimary: string; onBg: string; muted: string };

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
  let cs = colors.map(normHex).filter((c): c is string => !!c);
  if (!cs.length) cs = FALLBACK_PALETTES[(fallbackIndex + seed) % FALLBACK_PALETTES.length];
  // Variants rotate which brand colour leads (only when the brand has several).
  const rot = cs.length > 1 ? seed % cs.length : 0;
  cs = [...cs.slice(rot), ...cs.slice(0, rot)];
  const primary = cs[0];
  const secondary = cs[1] ?? mix(primary, luminance(primary) > 0.4 ? "#000000" : "#ffffff", 0.55);
  const accent = cs[2] ?? (contrast(secondary, primary) > 2 ? secondary : mix(primary, "#ffffff", 0.75));
  const bg = luminance(primary) > 0.6 ? mix(primary, "#000000", 0.85) : "#fbf8f3";
  return {
    primary, secondary, accent, bg,
    surface: "#ffffff",
    ink: "#141414",
    onPrimary: textOn(primary),
    onBg: textOn(bg),
    muted: mix(textOn(bg), bg, 0.4),
  };
}

/** `color` darkened (or lightened) until it reads on `bg` with at least `min` contrast. */
export function readable(color: string, bg: string, min = 4.5): string {
  const toward = luminance(bg) > 0.4 ? "#000000" : "#ffffff";
  let c = color;
  for (let k = 0.1; k <= 1 && contrast(c, bg) < min; k += 0.1) c = mix(color, toward, k);
  return c;
}
