/* eslint-disable @next/next/no-img-element -- satori and static HTML need plain <img> with data URIs */
/**
 * Building blocks every design uses. Everything here is written in the CSS subset satori supports
 * (flexbox, absolute positioning, every element display:flex), so one component tree renders in satori,
 * in Remotion (Chromium) and as a static HTML document.
 *
 * Designs are plain functions `(input) => element` (no hooks), called directly by all renderers.
 */
import type { CSSProperties, ReactElement, ReactNode } from "react";
import type { DesignProps, ImageRef } from "../../server/render/types";
import { EMOJI, type EmojiName } from "../assets/emoji";
import { fitText, type Fitted, type FitOptions } from "./fit";
import { bodyFontFor, displayFontFor, FONTS, fontStack, fontWeight, type FontKey } from "./fonts";
import { frameFor, type Frame } from "./frame";
import { IDENTITY, layerTransform, type Transform } from "./motion";
import { luminance, normHex, palette, type Palette } from "./theme";

export type DesignInput = DesignProps & {
  /** Seconds into the video; undefined for stills (every layer at rest). */
  t?: number;
  /** Fast video path: draw only this layer (others invisible but still laid out). */
  isolate?: string;
  /** Filled with the ids of the layers the design draws, in paint order. */
  collect?: string[];
};

export type Ctx = {
  p: DesignInput;
  f: Frame;
  pal: Palette;
  display: FontKey;
  body: FontKey;
  /** The slot's text, or "" when the ad has none: designs never print words of their own. */
  copy: (slot: string) => string;
  product?: ImageRef;
  logo?: ImageRef;
};

export type DesignFn = (input: DesignInput) => ReactElement;

/**
 * Copy as the shipped fonts can draw it: arrows and check marks (absent from every shipped face) become
 * glyphs that exist, whitespace collapses.
 */
export function cleanCopy(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2190-\u21ff\u27a1\u2794\u279c\u27f6]/g, "»")
    .replace(/[\u2713]/g, "\u2714")
    .replace(/\s+/g, " ")
    .trim();
}

export function makeCtx(p: DesignInput, defaults: { display: FontKey; palette?: number; body?: FontKey }): Ctx {
  const display = displayFontFor(p.brand.fontDirection, defaults.display);
  return {
    p,
    f: frameFor(p.placement),
    pal: palette(p.brand.colors ?? [], p.seed ?? 0, defaults.palette ?? 0),
    display,
    body: defaults.body && !p.brand.fontDirection ? defaults.body : bodyFontFor(display),
    copy: (slot) => cleanCopy(p.copy?.[slot] ?? ""),
    product: p.images?.find((i) => i.role !== "logo"),
    logo: p.brand.logo,
  };
}

// Sizes in the designs include padding and border (border-box), in satori, Chromium and HTML alike.
export const col = (s: CSSProperties = {}): CSSProperties => ({ display: "flex", flexDirection: "column", boxSizing: "border-box", ...s });
export const row = (s: CSSProperties = {}): CSSProperties => ({ display: "flex", flexDirection: "row", boxSizing: "border-box", ...s });
export const abs = (s: CSSProperties = {}): CSSProperties => ({ display: "flex", position: "absolute", boxSizing: "border-box", ...s });

/**
 * An animatable layer. In video it takes its transform from the shared motion definition; when the
 * fast path isolates another layer it stays laid out but invisible.
 */
export function Layer(c: Ctx, id: string, style: CSSProperties, children: ReactNode): ReactElement {
  const { p } = c;
  p.collect?.push(id);
  let tr: Transform = IDENTITY;
  if (p.isolate === undefined && p.t !== undefined && p.output === "video") tr = layerTransform(p.videoStyle ?? "live_scene", id, p.t, c.f.W, c.f.H);
  const hidden = p.isolate !== undefined && p.isolate !== id;
  const moved = tr.x !== 0 || tr.y !== 0 || tr.scale !== 1;
  return (
    <div
      key={id}
      style={{
        display: "flex",
        ...style,
        ...(hidden ? { opacity: 0 } : tr.opacity !== 1 ? { opacity: Math.max(0, tr.opacity) } : {}),
        ...(moved ? { transform: `translate(${tr.x.toFixed(1)}px, ${tr.y.toFixed(1)}px) scale(${tr.scale.toFixed(4)})` } : {}),
      }}
    >
      {children}
    </div>
  );
}

/** Fit copy into a box with the given face. */
export function fit(c: Ctx, text: string, o: Omit<FitOptions, "font"> & { font?: FontKey }): Fitted & { font: FontKey; weight: number } {
  const font = o.font ?? c.display;
  const weight = fontWeight(font, o.weight ?? 400);
  return { ...fitText(text, { ...o, font, weight }), font, weight };
}

/** Renders fitted lines, one row each, so every renderer breaks lines identically. */
export function Text(
  ft: Fitted & { font: FontKey; weight: number },
  color: string,
  opts: { align?: "left" | "center" | "right"; style?: CSSProperties; tracking?: number; italic?: boolean } = {},
): ReactElement {
  const align = opts.align ?? "left";
  return (
    <div
      style={col({
        alignItems: align === "center" ? "center" : align === "right" ? "flex-end" : "flex-start",
        // Inter's extra subsets (Latin Extended, Cyrillic, Greek, Vietnamese) fill glyphs a face lacks.
        fontFamily: fontStack(ft.font),
        fontWeight: ft.weight,
        fontSize: ft.fontSize,
        lineHeight: ft.lineHeight,
        color,
        letterSpacing: opts.tracking ? `${opts.tracking}em` : undefined,
        fontStyle: opts.italic ? "italic" : undefined,
        ...opts.style,
      })}
    >
      {ft.lines.map((l, i) => (
        <div key={i} style={{ display: "flex", whiteSpace: "pre", height: Math.ceil(ft.fontSize * ft.lineHeight) }}>
          {l}
        </div>
      ))}
    </div>
  );
}

export function Emoji(name: EmojiName, size: number, style: CSSProperties = {}): ReactElement {
  return <img src={EMOJI[name]} alt="" width={size} height={size} style={{ width: size, height: size, ...style }} />;
}

/** Product shots are shown whole (contain); photos of other roles fill their box (cover). */
export const fitFor = (img: ImageRef): "cover" | "contain" => (img.role === "product" ? "contain" : "cover");

/** An uploaded image, covering or contained in a box. */
export function Picture(img: ImageRef, w: number, h: number, style: CSSProperties = {}, mode: "cover" | "contain" = "cover"): ReactElement {
  return <img src={img.src} alt="" width={w} height={h} style={{ width: w, height: h, objectFit: mode, ...style }} />;
}

/**
 * Logo image when the project has one, else a wordmark in the display face. An uploaded logo's colours
 * are unknown, so on a dark ground (`onDark`) it sits on a light rounded chip to stay legible.
 */
export function Logo(c: Ctx, maxW: number, maxH: number, color: string, style: CSSProperties = {}, onDark?: boolean): ReactElement {
  if (c.logo) {
    // The caller's text colour tells the ground: light text means a dark ground.
    const dark = onDark ?? (normHex(color) ? luminance(color) > 0.45 : false);
    const pad = dark ? Math.round(maxH * 0.14) : 0;
    const r = c.logo.width / Math.max(1, c.logo.height);
    const w = Math.min(maxW - pad * 2, (maxH - pad * 2) * r);
    const h = w / r;
    const img = <img src={c.logo.src} alt={c.p.brand.name} width={Math.round(w)} height={Math.round(h)} style={{ width: Math.round(w), height: Math.round(h) }} />;
    return dark ? <div style={{ display: "flex", padding: pad, backgroundColor: "#ffffff", borderRadius: Math.round(maxH * 0.2), ...style }}>{img}</div> : <div style={{ display: "flex", ...style }}>{img}</div>;
  }
  const ft = fit(c, c.p.brand.name || "Brand", { width: maxW, height: maxH, maxSize: maxH * 0.8, maxLines: 1, weight: 700 });
  return Text(ft, color, { style });
}

/** A call-to-action pill. */
export function Cta(c: Ctx, text: string, o: { bg: string; fg: string; maxW: number; size: number; font?: FontKey; radius?: number; border?: string }): ReactElement {
  const font = o.font ?? c.body;
  const ft = fit(c, text, { font, weight: 800, width: o.maxW - o.size * 2, height: o.size * 1.3, maxSize: o.size, maxLines: 1 });
  return (
    <div style={row({ backgroundColor: o.bg, borderRadius: o.radius ?? 999, padding: `${Math.round(o.size * 0.55)}px ${Math.round(o.size * 1.0)}px`, alignItems: "center", justifyContent: "center", border: o.border })}>
      {Text(ft, o.fg, { align: "center" })}
    </div>
  );
}

/** Product art: the first uploaded product image, or an emoji stand-in on a disc. */
export function ProductArt(c: Ctx, size: number, fallback: EmojiName, discColor: string, style: CSSProperties = {}): ReactElement {
  if (c.product) return Picture(c.product, size, size, { borderRadius: Math.round(size * 0.06), ...style }, "cover");
  return (
    <div style={row({ width: size, height: size, borderRadius: size, backgroundColor: discColor, alignItems: "center", justifyContent: "center", ...style })}>
      {Emoji(fallback, Math.round(size * 0.56))}
    </div>
  );
}

/** Root canvas. Carries no paint itself: the background belongs to the "bg" layer. */
export function Canvas(c: Ctx, children: ReactNode): ReactElement {
  return <div style={{ display: "flex", position: "relative", width: c.f.W, height: c.f.H }}>{children}</div>;
}

export function fontFamily(k: FontKey): string {
  return FONTS[k].family;
}
