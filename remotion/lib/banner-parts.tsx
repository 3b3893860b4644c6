/** The pieces of a display banner (remotion/lib/banner.tsx lays them out): the template's look, its logo, CTA, product and kicker. */
import type { ReactElement, ReactNode } from "react";
import { Art, ProductShot } from "./brand-elements";
import { fitText, measure } from "./fit";
import type { FontKey } from "./fonts";
import { fit, Layer, row, Text, type Ctx } from "./kit";

export type BannerLook = {
  /** The ground under the copy, and an optional CSS image over it (gradient, stripes). */
  ground: string;
  groundImage?: string;
  /** The copy's colour (on the card when there is one). */
  ink: string;
  /**
   * Shapes drawn on the ground behind the copy (the template's ornament), in canvas pixels; no words.
   * `withProduct`: the product is drawn (it gives way to a headline that cannot be whole beside it).
   */
  ornament?: (W: number, H: number, px: number, withProduct: boolean) => ReactNode;
  /** The copy sits on a card inset from the edges (a note, a ticket, a quote card). */
  card?: { color: string; radius?: number; border?: string; shadow?: string; accent?: ReactNode };
  head: { text: string; font?: FontKey; weight?: number; uppercase?: boolean; tracking?: number; italic?: boolean; color?: string };
  /** A short accent above or beside the headline: an offer badge, an event date, an eyebrow. */
  kicker?: { text: string; look: "badge" | "eyebrow" | "block"; bg?: string; fg?: string; font?: FontKey };
  /** `min`: the smallest legible size in CSS px (11; a handwriting face needs more). */
  body?: { text: string; font?: FontKey; italic?: boolean; min?: number };
  /** Checked items (feature list), shown on the half page. */
  list?: { items: string[]; mark: string };
  cta: { bg: string; fg: string; radius?: number; border?: string; font?: FontKey };
  /** How the product shows: on a disc, in a frame, in an arch, or plain (a cut-out stands, a photo is cropped). */
  photo?: { look: "disc" | "frame" | "arch" | "plain" | "rounded"; color: string };
  align?: "left" | "center";
  /** The logo's ground is dark (an uploaded logo then sits on a light chip). */
  logoOnDark?: boolean;
};

/** The width a logo takes in a maxW x maxH box (the uploaded image contained, or the brand name set in one line). */
export function logoWidth(c: Ctx, maxW: number, maxH: number): number {
  if (c.logo) return Math.round(Math.min(maxW, maxH * (c.logo.width / Math.max(1, c.logo.height))));
  const ft = fitText(c.p.brand.name || "Brand", { font: c.display, weight: 700, width: maxW, height: maxH, maxSize: maxH * 0.8, maxLines: 1, language: "und" });
  return Math.min(maxW, Math.ceil(ft.width / 0.94) + 2);
}

/** The width of the CTA pill Cta() draws for `text`: its natural one-line width with side padding, within maxW. */
export function ctaWidth(c: Ctx, text: string, size: number, maxW: number, font: FontKey): number {
  const natural = measure(text, font, 800, size, 0, { lang: c.lang, dir: c.dir }) / 0.94 + size * 2 + 4;
  return Math.ceil(Math.min(maxW, natural));
}

/** The product in a side x side slot, in the template's treatment. */
export function Product(c: Ctx, look: BannerLook, w: number, h: number): ReactElement | null {
  const side = Math.round(Math.min(w, h));
  if (!c.product) {
    // Without a photo, the brief's illustration when there is one (never an object the brief did not name).
    const art = Art(c, 0, side * 0.8);
    return art ? <div style={row({ width: side, height: side, alignItems: "center", justifyContent: "center" })}>{art}</div> : null;
  }
  const ph = look.photo ?? { look: "plain", color: look.ground };
  if (ph.look === "disc") {
    return (
      <div style={row({ width: side, height: side, borderRadius: side, backgroundColor: ph.color, alignItems: "center", justifyContent: "center", overflow: "hidden" })}>
        {ProductShot(c.product, side * 0.78, side * 0.78, { borderRadius: side * 0.06 })}
      </div>
    );
  }
  if (ph.look === "arch") {
    return (
      <div style={row({ width: side * 0.82, height: side, borderTopLeftRadius: side, borderTopRightRadius: side, backgroundColor: ph.color, alignItems: "flex-end", justifyContent: "center", overflow: "hidden" })}>
        {ProductShot(c.product, side * 0.72, side * 0.8)}
      </div>
    );
  }
  if (ph.look === "frame") {
    const b = Math.max(2, Math.round(side * 0.035));
    return <div style={row({ padding: b, backgroundColor: ph.color })}>{ProductShot(c.product, side - b * 2, side - b * 2)}</div>;
  }
  return ProductShot(c.product, side, side, ph.look === "rounded" ? { borderRadius: side * 0.08 } : {});
}

export function Kicker(c: Ctx, look: BannerLook, w: number, h: number, size: number, lines = 1): { el: ReactElement | null; w: number; h: number } {
  const k = look.kicker;
  if (!k?.text) return { el: null, w: 0, h: 0 };
  if (k.look === "eyebrow") {
    const ft = fit(c, k.text, { font: k.font ?? c.body, weight: 700, width: w, height: size * 1.3 * lines, maxSize: size, minSize: Math.min(size, 10 * c.f.px), maxLines: lines, uppercase: true, tracking: 0.1 });
    return { el: Layer(c, "el-4", row({}), Text(ft, k.fg ?? look.ink, { tracking: 0.1 }), { role: "head" }), w: ft.width, h: ft.height };
  }
  if (k.look === "badge") {
    // A round badge: the words inside the disc's inscribed box.
    const d = Math.min(w, h);
    const ft = fit(c, k.text, { font: k.font ?? c.display, weight: 700, width: d * 0.74, height: d * 0.56, maxSize: size * 2, minSize: Math.min(size, 10 * c.f.px), maxLines: 2 });
    const el = Layer(c, "el-4", row({ width: d, height: d, borderRadius: d, backgroundColor: k.bg, alignItems: "center", justifyContent: "center", flexShrink: 0 }), Text(ft, k.fg ?? look.ink, { align: "center" }), { role: "badge" });
    return { el, w: d, h: d };
  }
  const pad = Math.round(size * 0.45);
  const ft = fit(c, k.text, { font: k.font ?? c.display, weight: 700, width: w - pad * 2, height: h - pad * 2, maxSize: size * 1.6, minSize: Math.min(size, 10 * c.f.px), maxLines: 2 });
  const bw = Math.min(w, Math.ceil(ft.width / 0.94) + pad * 2 + 2), bh = ft.height + pad * 2;
  const el = Layer(c, "el-4", row({ padding: pad, borderRadius: size * 0.3, backgroundColor: k.bg, alignItems: "center", justifyContent: "center", flexShrink: 0 }), Text(ft, k.fg ?? look.ink, { align: "center" }), { role: "badge" });
  return { el, w: bw, h: bh };
}
