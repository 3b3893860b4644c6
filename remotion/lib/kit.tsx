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
import { bodyFontFor, displayFontFor, FONTS, fontStack, fontWeight, notoFamily, visualWeight, type FontKey } from "./fonts";
import { directionOf, languageOf, needsShaping, scriptOf } from "./script";
import { textEngine } from "./textengine";
import { frameFor, type Frame } from "./frame";
import { durationOf, IDENTITY, isClipped, layerTransform, type Transform } from "./motion";
import { brandTextColors, contrast, luminance, normHex, palette, textOn, type Palette } from "./theme";

export type DesignInput = DesignProps & {
  /** Seconds into the video; undefined for stills (every layer at rest). */
  t?: number;
  /** Fast video path: draw only this layer (others invisible but still laid out). */
  isolate?: string | string[];
  /** Filled with the ids of the layers the design draws, in paint order. */
  collect?: string[];
  /** Filled with every text the design fits and whether it had to be cut (the layout check of exact copy). */
  fits?: { text: string; truncated: boolean }[];
  /**
   * "native": complex-script lines stay text (the HTML document, where the browser shapes them with the
   * embedded Noto fonts). Default: they are drawn as shaped outlines by the text engine when one is set.
   */
  textMode?: "native";
  /** The render checks (server/render/qa.ts): how text is painted in this pass, and what was drawn. */
  paint?: Paint;
};

/**
 * One pass of the render checks. "hide": text is laid out but not drawn (the ground behind it);
 * "ids": every text element is drawn in its own flat colour (which pixels belong to which text);
 * default: drawn normally. `texts` and `logos` are filled as the design draws them.
 */
export type Paint = {
  mode?: "hide" | "ids";
  texts: { lines: string[]; color: string; fontSize: number; truncated: boolean }[];
  logos: { width: number; height: number; shape: LogoShape }[];
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
  /** BCP 47 language of the copy (stated, else detected from its script). */
  lang: string;
  /** Reading direction: a right-to-left ad mirrors alignment and the side of CTA and logo. */
  dir: "ltr" | "rtl";
};

/**
 * Reading-order helpers, kept for designs written before the layout helpers mirrored by themselves: with
 * row()/col()/abs() mirroring in RTL they return the LTR value (passing them into those helpers is right).
 */
export const startAlign = (_c: Ctx): "flex-start" => "flex-start";
export const mirrorX = (_c: Ctx, left: number, _w: number): number => left;

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

/** The design being built (set by makeCtx): Text() reads its paint pass and its text colours. */
let building: DesignInput | undefined;

/**
 * The key of one line of text for DesignProps.textColors: the design's colour, size and words, so a line
 * gets the same colour in a still and in video (where each line may be its own layer).
 */
export const paintKey = (color: string, fontSize: number, line: string): string => `${color}|${Math.round(fontSize)}|${line}`;

/** The flat colour of text element `k` in the "ids" pass: far apart in RGB, never grey. */
export function idColor(k: number): string {
  const n = (k + 1) * 0x2f1b5; // spreads consecutive ids over the cube
  const r = 40 + ((n >> 0) & 0xff) % 180, g = 40 + ((n >> 8) & 0xff) % 180, b = 40 + ((n >> 16) & 0xff) % 180;
  return "#" + [r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("");
}

export function makeCtx(p: DesignInput, defaults: { display: FontKey; palette?: number; body?: FontKey }): Ctx {
  const display = displayFontFor(p.brand.fontDirection, defaults.display);
  const all = Object.values(p.copy ?? {}).join(" ");
  layoutDir = directionOf(p.language, all);
  building = p;
  return {
    p,
    f: frameFor(p.placement),
    pal: palette(p.brand.colors ?? [], p.seed ?? 0, defaults.palette ?? 0),
    display,
    body: defaults.body && !p.brand.fontDirection ? defaults.body : bodyFontFor(display),
    copy: (slot) => cleanCopy(p.copy?.[slot] ?? ""),
    product: p.images?.find((i) => i.role !== "logo"),
    logo: p.brand.logo,
    lang: languageOf(p.language, all),
    dir: directionOf(p.language, all),
  };
}

/**
 * Right-to-left layout. Designs are plain functions: `makeCtx()` sets the direction of the design being
 * built and `Canvas()` (called last, with the children already built) resets it. In an RTL ad the layout
 * helpers below mirror what CSS `direction: rtl` would (satori has no `direction`): rows run right to
 * left, left/right offsets, margins, paddings, borders and corner radii swap, and a column's cross-axis
 * start (alignItems/alignSelf flex-start) is the right edge. Styles written as plain objects (a check
 * mark drawn with borders, a tilted sticker) are not mirrored.
 */
let layoutDir: "ltr" | "rtl" = "ltr";
const SWAPS: [string, string][] = [
  ["left", "right"], ["marginLeft", "marginRight"], ["paddingLeft", "paddingRight"], ["borderLeft", "borderRight"],
  ["borderLeftWidth", "borderRightWidth"], ["borderLeftColor", "borderRightColor"],
  ["borderTopLeftRadius", "borderTopRightRadius"], ["borderBottomLeftRadius", "borderBottomRightRadius"],
];
const FLIP_ALIGN: Record<string, string> = { "flex-start": "flex-end", "flex-end": "flex-start", left: "right", right: "left" };
function mirrored(s: CSSProperties, main: "row" | "column" | undefined): CSSProperties {
  if (layoutDir !== "rtl") return s;
  const src = s as Record<string, unknown>;
  const o: Record<string, unknown> = { ...src };
  for (const [a, b] of SWAPS) {
    delete o[a];
    delete o[b];
    if (src[a] !== undefined) o[b] = src[a];
    if (src[b] !== undefined) o[a] = src[b];
  }
  if (typeof o.textAlign === "string" && FLIP_ALIGN[o.textAlign]) o.textAlign = FLIP_ALIGN[o.textAlign];
  if (main === "row") o.flexDirection = o.flexDirection === "row-reverse" ? "row" : o.flexDirection === "column" ? "column" : "row-reverse";
  const cross = main === "column" ? ["alignItems", "alignSelf"] : ["alignSelf"];
  for (const k of cross) if (typeof o[k] === "string" && FLIP_ALIGN[o[k] as string] && (k !== "alignItems" || o.flexDirection === "column")) o[k] = FLIP_ALIGN[o[k] as string];
  return o as CSSProperties;
}

// Sizes in the designs include padding and border (border-box), in satori, Chromium and HTML alike.
export const col = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", flexDirection: "column", boxSizing: "border-box", ...s }, "column");
export const row = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", flexDirection: "row", boxSizing: "border-box", ...s }, (s.flexDirection as "row" | "column" | undefined) === "column" ? "column" : "row");
export const abs = (s: CSSProperties = {}): CSSProperties => mirrored({ display: "flex", position: "absolute", boxSizing: "border-box", ...s }, (s.flexDirection as "row" | "column" | undefined) === "column" ? "column" : undefined);

const CLIPPED = new WeakMap<string[], string[]>();
/** The ids among those a design `collect`ed that were drawn with `clip` (they move inside their box). */
export const clippedLayers = (collected: string[]): string[] => CLIPPED.get(collected) ?? [];

/**
 * An animatable layer. In video it takes its transform from the shared motion definition; when the
 * fast path isolates another layer it stays laid out but invisible.
 *
 * `role` tells the motion what the layer is in the story (see remotion/lib/motion.ts: head, body,
 * card<n>, logo, cta, product, photo, prop, badge); it becomes part of the id (`el-1.head`).
 * `clip`: the layer moves inside its own box (Ken Burns on a panel ground or a photo filling a panel),
 * so it never crosses into a neighbouring panel.
 */
export function Layer(c: Ctx, id0: string, style: CSSProperties, children: ReactNode, o: { role?: string; clip?: boolean } = {}): ReactElement {
  const { p } = c;
  const id = o.role ? `${id0}.${o.role}` : id0;
  p.collect?.push(id);
  if (p.collect && o.clip) CLIPPED.set(p.collect, [...(CLIPPED.get(p.collect) ?? []), id]);
  let tr: Transform = IDENTITY;
  if (p.isolate === undefined && p.t !== undefined && p.output === "video") tr = layerTransform(p.videoStyle ?? "live_scene", id, p.t, c.f.W, c.f.H, durationOf(p), p.soundtrack?.bpm);
  const hidden = p.isolate !== undefined && (typeof p.isolate === "string" ? p.isolate !== id : !p.isolate.includes(id));
  // The fast path transforms a layer about the centre of its box, as CSS does: when this layer is drawn
  // alone, a faint ground (alpha 1/255, cleared again by the compositor) marks the box in the sprite.
  const marked = p.isolate === id && !style.backgroundColor && !style.backgroundImage ? { backgroundColor: "rgba(0,0,0,0.004)" } : {};
  const rot = tr.rotate ?? 0;
  const moved = tr.x !== 0 || tr.y !== 0 || tr.scale !== 1 || rot !== 0;
  const css = moved ? `translate(${tr.x.toFixed(2)}px, ${tr.y.toFixed(2)}px)${rot ? ` rotate(${rot.toFixed(3)}deg)` : ""} scale(${tr.scale.toFixed(5)})` : "";
  const opacity = hidden ? { opacity: 0 } : tr.opacity !== 1 ? { opacity: Math.max(0, tr.opacity) } : {};
  if (moved && isClipped(p.videoStyle ?? "live_scene", id, o.clip)) {
    // The box stays put and clips; its content moves inside it.
    return (
      <div key={id} style={{ display: "flex", ...style, ...opacity, overflow: "hidden" }}>
        <div style={{ display: "flex", width: "100%", height: "100%", flexShrink: 0, flexDirection: style.flexDirection, alignItems: style.alignItems, justifyContent: style.justifyContent, transform: css }}>{children}</div>
      </div>
    );
  }
  return (
    <div
      key={id}
      style={{
        display: "flex",
        ...style,
        ...marked,
        ...opacity,
        // A design's own transform (a tilted note) stays, under the motion.
        ...(moved ? { transform: style.transform ? `${css} ${style.transform}` : css } : {}),
      }}
    >
      {children}
    </div>
  );
}

export type FittedText = Fitted & { font: FontKey; weight: number; native?: boolean };

/** Fit copy into a box with the given face (per script: see fitText), in the ad's language and direction. */
export function fit(c: Ctx, text: string, o: Omit<FitOptions, "font"> & { font?: FontKey }): FittedText {
  const font = o.font ?? c.display;
  const weight = fontWeight(font, o.weight ?? 400);
  const ft = fitText(text, { language: c.lang, dir: c.dir, ...o, font, weight });
  c.p.fits?.push({ text, truncated: ft.truncated });
  return { ...ft, font: ft.font ?? font, weight: ft.weight ?? weight, native: c.p.textMode === "native" };
}

function TextLine(ft: FittedText, l: string, i: number, color: string, hidden: boolean): ReactElement {
  const rowH = Math.ceil(ft.fontSize * ft.lineHeight);
  const e = textEngine();
  if (ft.shaped && (needsShaping(l) || (e && !e.covers(ft.font, l)))) {
    if (e && !ft.native) {
      // Shaped by HarfBuzz (joining, conjuncts, marks, bidi) and drawn as outlines: identical in satori,
      // the fast video path and Chromium. The image is taller than the row and centred on it.
      const d = e.draw(l, ft.font, ft.weight, ft.fontSize, color, { lang: ft.lang, dir: ft.dir ?? "ltr" });
      return (
        <div key={i} style={{ display: "flex", alignItems: "center", height: rowH }}>
          <img src={d.src} alt={l} width={d.width} height={d.height} style={{ width: d.width, height: d.height, ...(hidden ? { opacity: 0 } : {}) }} />
        </div>
      );
    }
    return (
      <div key={i} dir={ft.dir} lang={ft.lang} style={{ display: "flex", whiteSpace: "pre", height: rowH, color, fontWeight: visualWeight(ft.font, ft.weight), fontFamily: `${fontStack(ft.font)}, "${notoFamily(scriptOf(l), ft.lang)}"` }}>
        {l}
      </div>
    );
  }
  return (
    <div key={i} style={{ display: "flex", whiteSpace: "pre", height: rowH, color }}>
      {l}
    </div>
  );
}

/**
 * The colour each line is drawn in: the design's colour, or the one the contrast check chose for it
 * (DesignProps.textColors); flat id colours or nothing in the check's own passes.
 */
function lineColors(ft: FittedText, color: string): { colors: string[]; hidden: boolean } {
  const p = building;
  const paint = p?.paint;
  if (paint) {
    const k = paint.texts.length;
    paint.texts.push({ lines: ft.lines, color, fontSize: ft.fontSize, truncated: ft.truncated });
    if (paint.mode === "ids") return { colors: ft.lines.map(() => idColor(k)), hidden: false };
    if (paint.mode === "hide") return { colors: ft.lines.map(() => "rgba(0,0,0,0)"), hidden: true };
  }
  return { colors: ft.lines.map((l) => p?.textColors?.[paintKey(color, ft.fontSize, l)] ?? color), hidden: false };
}

/** Renders fitted lines, one row each, so every renderer breaks lines identically. */
export function Text(
  ft: FittedText,
  color: string,
  opts: { align?: "left" | "center" | "right"; style?: CSSProperties; tracking?: number; italic?: boolean } = {},
): ReactElement {
  // Designs state alignment for left-to-right; in a right-to-left ad col() mirrors it.
  const align = opts.align ?? "left";
  const { colors, hidden } = lineColors(ft, color);
  return (
    <div
      style={col({
        alignItems: align === "center" ? "center" : align === "right" ? "flex-end" : "flex-start",
        // Inter's extra subsets (Latin Extended, Cyrillic, Greek, Vietnamese) fill glyphs a face lacks.
        fontFamily: fontStack(ft.font),
        fontWeight: ft.weight,
        fontSize: ft.fontSize,
        lineHeight: ft.lineHeight,
        color: colors[0] ?? color,
        letterSpacing: opts.tracking && !ft.shaped ? `${opts.tracking}em` : undefined,
        fontStyle: opts.italic && !ft.shaped ? "italic" : undefined,
        ...opts.style,
      })}
    >
      {ft.lines.map((l, i) => TextLine(ft, l, i, colors[i], hidden))}
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

export type LogoShape = "wide" | "square" | "tall";
/** Wide at 1.6:1 and over, tall at 0.8:1 and under (width:height); the brand-name wordmark is wide. */
export function logoShape(c: Ctx): LogoShape {
  if (!c.logo) return "wide";
  const r = c.logo.width / Math.max(1, c.logo.height);
  return r >= 1.6 ? "wide" : r <= 0.8 ? "tall" : "square";
}
/** Smallest legible logo at 1080 wide: a wordmark's height, a square mark's side, a tall mark's width. */
export const LOGO_MIN_PX = { wide: 56, square: 96, tall: 72 } as const;

/**
 * The box a design reserves for the logo, by the logo's shape. `strip` is the design's wordmark strip
 * (maxW x maxH): a wide logo or the brand name fills it; a square or tall mark gets a box of its own shape
 * at least LOGO_MIN_PX, so a tall logo is never squeezed to a sliver in a wordmark strip. Lay out with the
 * returned height, never the strip's.
 */
export function logoBox(c: Ctx, stripW: number, stripH: number): { w: number; h: number; shape: LogoShape } {
  const shape = logoShape(c);
  const u = c.f.u;
  if (!c.logo) return { w: stripW, h: stripH, shape };
  const r = c.logo.width / Math.max(1, c.logo.height);
  if (shape === "square") {
    const side = Math.min(stripW, Math.max(stripH * 1.5, LOGO_MIN_PX.square * u));
    return { w: Math.round(side), h: Math.round(side), shape };
  }
  if (shape === "tall") {
    const h = Math.min(Math.max(stripH * 2.6, (LOGO_MIN_PX.tall * u) / r), 280 * u);
    return { w: Math.round(Math.max(h * r, Math.min(LOGO_MIN_PX.tall * u, stripW))), h: Math.round(h), shape };
  }
  // A very long wordmark may take more width than the strip before it drops under the legible height.
  const h = Math.max(LOGO_MIN_PX.wide * u, Math.min(stripH, stripW / r));
  return { w: Math.round(Math.min(Math.max(stripW, h * r), c.f.w)), h: Math.round(h), shape };
}

/**
 * Logo image when the project has one, else a wordmark in the display face. An uploaded logo's colours
 * are unknown, so on a dark ground (`onDark`) it sits on a light rounded chip to stay legible. Size the
 * box with logoBox().
 */
export function Logo(c: Ctx, maxW: number, maxH: number, color: string, style: CSSProperties = {}, onDark?: boolean): ReactElement {
  if (c.logo) {
    // The caller's text colour tells the ground: light text means a dark ground.
    const dark = onDark ?? (normHex(color) ? luminance(color) > 0.45 : false);
    // The chip grows outward (negative margin): the logo keeps the box's full, legible size.
    const pad = dark ? Math.round(Math.min(maxW, maxH) * 0.12) : 0;
    const r = c.logo.width / Math.max(1, c.logo.height);
    const w = Math.min(maxW, maxH * r);
    const h = w / r;
    c.p.paint?.logos.push({ width: Math.round(w), height: Math.round(h), shape: logoShape(c) });
    const img = <img src={c.logo.src} alt={c.p.brand.name} width={Math.round(w)} height={Math.round(h)} style={{ width: Math.round(w), height: Math.round(h) }} />;
    return dark ? <div style={{ display: "flex", padding: pad, margin: -pad, backgroundColor: "#ffffff", borderRadius: Math.round(Math.min(maxW, maxH) * 0.16), ...style }}>{img}</div> : <div style={{ display: "flex", ...style }}>{img}</div>;
  }
  // A brand name is a proper noun: no language casing rules (no Turkish dotted İ in "SLOWDRIP").
  const ft = fit(c, c.p.brand.name || "Brand", { width: maxW, height: maxH, maxSize: maxH * 0.8, maxLines: 1, weight: 700, language: "und" });
  return Text(ft, color, { style });
}

/** A call-to-action pill. */
export function Cta(c: Ctx, text: string, o: { bg: string; fg: string; maxW: number; size: number; font?: FontKey; radius?: number; border?: string }): ReactElement {
  const font = o.font ?? c.body;
  // A CTA within its 30-character budget stays legible: it never shrinks below 24 px at 1080 wide. A long
  // one first gives up the pill's side padding, then size, then takes a second line.
  const fitted = (padX: number, lines = 1) =>
    fit(c, text, { font, weight: 800, width: o.maxW - padX * 2, height: o.size * 1.3 * lines, maxSize: o.size, minSize: Math.max(o.size * 0.62, 24 * c.f.u), maxLines: lines });
  let padX = o.size;
  let ft = fitted(padX);
  if (ft.fontSize < o.size || ft.truncated) ft = fitted((padX = o.size * 0.5));
  // In a narrow column a long CTA takes a second line rather than getting cut.
  if (ft.truncated) ft = fitted(padX, 2);
  return (
    <div style={row({ backgroundColor: o.bg, borderRadius: o.radius ?? 999, padding: `${Math.round(o.size * 0.55)}px ${Math.round(padX)}px`, alignItems: "center", justifyContent: "center", border: o.border })}>
      {Text(ft, o.fg, { align: "center" })}
    </div>
  );
}

/** The brief's illustration number `index` (DesignProps.art, chosen with a keyword reason), or nothing. */
export function Art(c: Ctx, index: number, size: number): ReactElement | null {
  const art = c.p.art?.[index];
  return art ? <img src={art.src} alt="" width={Math.round(size)} height={Math.round(size)} style={{ width: Math.round(size), height: Math.round(size) }} /> : null;
}

/**
 * What stands in for a missing product photo: the illustration chosen from the brief, else the brand's
 * initial as a typographic mark. Never an object the brief did not speak of.
 */
export function StandIn(c: Ctx, size: number, color: string): ReactElement {
  const art = Art(c, 0, size);
  if (art) return art;
  const initial = [...(c.p.brand.name.trim() || "•")][0].toLocaleUpperCase(c.lang);
  const mark = fit(c, initial, { width: size, height: size, maxSize: size * 0.8, maxLines: 1 });
  return <div style={row({ width: size, height: size, alignItems: "center", justifyContent: "center" })}>{Text(mark, color, { align: "center" })}</div>;
}

/** Product art: the first uploaded product image, or the stand-in on a disc of the brand's colour. */
export function ProductArt(c: Ctx, size: number, discColor: string, style: CSSProperties = {}): ReactElement {
  if (c.product) return Picture(c.product, size, size, { borderRadius: Math.round(size * 0.06), ...style }, "cover");
  return (
    <div style={row({ width: size, height: size, borderRadius: size, backgroundColor: discColor, alignItems: "center", justifyContent: "center", ...style })}>
      {StandIn(c, Math.round(size * 0.56), textOn(discColor))}
    </div>
  );
}

/** Root canvas. Carries no paint itself: the background belongs to the "bg" layer. */
export function Canvas(c: Ctx, children: ReactNode): ReactElement {
  layoutDir = "ltr"; // the design's tree is built: helpers used outside designs stay left-to-right
  building = undefined;
  return <div style={{ display: "flex", position: "relative", width: c.f.W, height: c.f.H }}>{children}</div>;
}

/**
 * Copy that moves line by line in video: each fitted line is its own layer (`<id>~l<n>`), stacked
 * exactly as Text() stacks them, so the layout is identical to the single block drawn for stills.
 */
export function Lines(
  c: Ctx,
  id: string,
  ft: FittedText,
  color: string,
  opts: Parameters<typeof Text>[2] = {},
  lo: { role?: string; style?: CSSProperties } = {},
): ReactElement {
  if (c.p.output !== "video" || ft.lines.length < 2) return Layer(c, id, col(lo.style ?? {}), Text(ft, color, opts), { role: lo.role });
  return (
    <div style={col(lo.style ?? {})}>
      {ft.lines.map((l, i) => Layer(c, `${id}~l${i}`, col({}), Text({ ...ft, lines: [l] }, color, opts), { role: lo.role }))}
    </div>
  );
}

/** The side of a square product slot that gives the product a fifth of the frame's area (issue 19). */
export const productSide = (c: Ctx): number => Math.round(Math.sqrt((c.f.W * c.f.H) / 5));

/**
 * The first of `colors` that stands apart from `ground` (a badge, a rule, a CTA pill), else the text
 * colour on that ground: with a light kit (yellow and white) the badge turns to ink instead of vanishing.
 */
export function standOut(ground: string, colors: string[], min = 1.6): string {
  return colors.find((k) => contrast(k, ground) >= min) ?? textOn(ground);
}

/** Text colour for `ground` from the brand's own darkest or lightest colour when it reads (4.5:1), else near-black or white. */
export function inkOn(c: Ctx, ground: string): string {
  const { dark, light } = brandTextColors(c.pal.kit);
  const d = dark.find((k) => contrast(k, ground) >= 4.5) ?? "#111111";
  const l = light.find((k) => contrast(k, ground) >= 4.5) ?? "#ffffff";
  return contrast(d, ground) >= contrast(l, ground) ? d : l;
}
