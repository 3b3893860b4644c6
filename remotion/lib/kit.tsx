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
import { HEADLINE_LEAD } from "../../shared/hierarchy";
import { EMOJI, type EmojiName } from "../assets/emoji";
import { fitText, type FitOptions } from "./fit";
import { bodyFontFor, displayFontFor, fontStack, fontWeight, type FontKey } from "./fonts";
import { cleanCopy, directionOf, languageOf } from "./script";
import { idColor, paintKey, type Paint } from "./paint";
export type { LogoShape, Paint, PaintedText } from "./paint";
import { frameFor, type Frame } from "./frame";
import { headWords } from "./kinetic";
import { definitionOf } from "../designs/definitions";
import { palette, productKit, type Palette } from "./theme";
import { namesIn } from "./rag";
import { col, layoutDir, setLayoutDir } from "./layout";
export { abs, alongLayout, col, row } from "./layout";
import { TextLine, type FittedText } from "./text-line";
import { Layer } from "./layer";
export { Layer } from "./layer";
export type { FittedText } from "./text-line";

export type DesignInput = DesignProps & {
  /** Seconds into the video; undefined for stills (every layer at rest). */
  t?: number;
  /** Fast video path: draw only this layer (others invisible but still laid out). */
  isolate?: string | string[];
  /** Filled with the ids of the layers the design draws, in paint order. */
  collect?: string[];
  /** Filled with every text the design fits, whether it had to be cut and the lines drawn (the layout check of exact copy). */
  fits?: { text: string; truncated: boolean; lines: string[] }[];
  /** Filled with the palette the design paints with (the editor's colour choices show it as swatches). */
  palettes?: Palette[];
  /**
   * "native": complex-script lines stay text (the HTML document, where the browser shapes them with the
   * embedded Noto fonts). Default: they are drawn as shaped outlines by the text engine when one is set.
   */
  textMode?: "native";
  /** The render checks (server/render/qa.ts): how text is painted in this pass, and what was drawn. */
  paint?: Paint;
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
  /** The slot each text read with `copy()` came from: fit() tells the measures what it sets. */
  slotOf: Map<string, string>;
  /** The largest headline fitted so far: text fitted after it stays under it (fit()). */
  headSize?: number;
};

/**
 * Reading-order helpers, kept for designs written before the layout helpers mirrored by themselves: with
 * row()/col()/abs() mirroring in RTL they return the LTR value (passing them into those helpers is right).
 */
export const startAlign = (_c: Ctx): "flex-start" => "flex-start";
export const mirrorX = (_c: Ctx, left: number, _w: number): number => left;
export type DesignFn = (input: DesignInput) => ReactElement;

/** The design being built (set by makeCtx): Text() reads its paint pass and its text colours. */
let building: DesignInput | undefined;

/**
 * `mirrors`: the design has a mirrored layout variant, drawn for an odd seed (the editor's "Mirrored",
 * DesignProps.seed). Memes leave it out: their formats are read by where each panel stands.
 */
export function makeCtx(p: DesignInput, defaults: { display: FontKey; palette?: number; body?: FontKey; mirrors?: boolean }): Ctx {
  const display = displayFontFor(p.brand.fontDirection, defaults.display);
  const all = Object.values(p.copy ?? {}).join(" ");
  const dir = directionOf(p.language, all);
  const flipped = !!defaults.mirrors && (p.seed ?? 0) % 2 === 1;
  // A mirrored right-to-left ad is laid out left to right, and the other way round.
  setLayoutDir((dir === "rtl") !== flipped ? "rtl" : "ltr");
  building = p;
  const product = p.images?.find((i) => i.role !== "logo");
  // A kit without colours takes the product's own (found at upload), through the same roles and checks,
  // led by a ground the product stands out from; variants do not rotate the product's colour back to lead.
  // The editor's colour arrangement (paletteSeed) picks the product kit's ground instead of rotating its colours.
  const fromProduct = !p.brand.colors?.length && !!product?.colors?.length;
  // The gate's next layouts (seed + n) take the product kit's next arrangement when the first hides the product.
  const colors = fromProduct ? productKit(product?.colors ?? [], p.paletteSeed ?? p.seed ?? 0) : (p.brand.colors ?? []);
  const pal = palette(colors, fromProduct ? 0 : (p.paletteSeed ?? p.seed ?? 0), defaults.palette ?? 0);
  p.palettes?.push(pal);
  const slotOf = new Map<string, string>();
  return {
    p,
    f: frameFor(p.placement, layoutDir() === "rtl"),
    pal,
    display,
    body: defaults.body && !p.brand.fontDirection ? defaults.body : bodyFontFor(display),
    copy: (slot) => {
      const text = cleanCopy(p.copy?.[slot] ?? "");
      if (text) slotOf.set(text, slot);
      return text;
    },
    product,
    logo: p.brand.logo,
    lang: languageOf(p.language, all),
    dir,
    slotOf,
  };
}


/** The slot a text comes from: the one read with that text, else one whose text it holds ("— Jonas"). */
function slotOfText(c: Ctx, text: string): string | undefined {
  return c.slotOf.get(text) ?? [...c.slotOf].find(([copy]) => text.includes(copy))?.[1];
}

/**
 * Fit copy into a box with the given face (per script: see fitText), in the ad's language and direction.
 * No line breaks inside a name (the brand's, or one the copy capitalises), and a headline's last line
 * keeps two words where it can (rag.ts). `slot`: what the text is when it is no slot's copy ("brand").
 * `mark`: the text is a typographic mark, not copy (a stand-in's initial on its disc), sized to its shape
 * rather than held under the headline's size (a 411 px disc held an initial of about 100 px, issue 42).
 */
export function fit(c: Ctx, text: string, { mark, ...o }: Omit<FitOptions, "font"> & { font?: FontKey; slot?: string; mark?: boolean }): FittedText {
  const font = o.font ?? c.display;
  const weight = fontWeight(font, o.weight ?? 400);
  const slot = o.slot ?? slotOfText(c, text);
  const declared = slot ? definitionOf(c.p.styleId).slots.find((s) => s.name === slot) : undefined;
  const headline = declared?.kind === "headline";
  const display = !!declared && DISPLAY_ROLES.has(declared.role);
  // The headline leads (issue 42): copy fitted after it is clearly smaller (HEADLINE_LEAD), body copy and the
  // brand name a step smaller (a bold wordmark the headline's size is read first); a display figure (an
  // offer, a date) may match or pass it, and so may a mark (the hierarchy measure counts copy).
  const stepDown = slot === "brand" || (!!declared && STEP_DOWN.has(declared.kind));
  const cap = c.headSize && !headline && !display && !mark ? c.headSize * (stepDown ? 0.8 : 1 / HEADLINE_LEAD) : Infinity;
  const maxSize = Math.min(o.maxSize, cap);
  const minSize = o.minSize === undefined ? undefined : Math.min(o.minSize, maxSize);
  const ft = fitText(text, { language: c.lang, dir: c.dir, names: namesIn(text, c.p.brand.name), headline, ...o, maxSize, minSize, font, weight, ...(display ? { rag: false as const } : {}) });
  if (headline && !ft.truncated) c.headSize = Math.max(c.headSize ?? 0, ft.fontSize);
  c.p.fits?.push({ text, truncated: ft.truncated, lines: ft.lines });
  return { ...ft, font: ft.font ?? font, weight: ft.weight ?? weight, native: c.p.textMode === "native", slot };
}

/** Slots whose size may pass the headline's: a display price or percentage, an event's date. */
export const DISPLAY_ROLES = new Set(["offer", "date"]);
/** Kinds of copy set a step under the headline. */
const STEP_DOWN = new Set(["body", "attribution", "caption"]);

/**
 * Records a product photo as drawn, for the render checks' product measures (brand-elements.tsx
 * ProductShot), and gives the plate the checks chose to set it apart from its ground (DesignProps.productBackdrop).
 */
export function paintProduct(drawn: NonNullable<Paint["products"]>[number]): string | undefined {
  building?.paint?.products?.push(drawn);
  return building?.productBackdrop;
}

/** Records a stand-in picture as drawn (brand-elements.tsx Art), measured as a cut-out is; gives the plate the checks chose, as paintProduct. */
export function paintStandIn(drawn: NonNullable<Paint["standIns"]>[number]): string | undefined {
  building?.paint?.standIns?.push(drawn);
  return building?.productBackdrop;
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
    paint.texts.push({ lines: ft.lines, color, fontSize: ft.fontSize, truncated: ft.truncated, slot: ft.slot, font: ft.font, weight: ft.weight, box: ft.box, tracking: ft.tracking });
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

/** Root canvas. Carries no paint itself: the background belongs to the "bg" layer. */
export function Canvas(c: Ctx, children: ReactNode): ReactElement {
  setLayoutDir("ltr"); // the design's tree is built: helpers used outside designs stay left-to-right
  building = undefined;
  return <div style={{ display: "flex", position: "relative", width: c.f.W, height: c.f.H }}>{children}</div>;
}

/**
 * Copy that moves line by line in video: each fitted line is its own layer (`<id>~l<n>`; a headline, word by word: `<id>~l<n>w<k>`), stacked
 * exactly as Text() stacks them, so the layout is identical to the single block drawn for stills.
 */
export function Lines(c: Ctx, id: string, ft: FittedText, color: string, opts: Parameters<typeof Text>[2] = {}, lo: { role?: string; style?: CSSProperties } = {}): ReactElement {
  // Headlines move word by word in video frames and layer passes (remotion/lib/kinetic.ts); stills and checks keep lines.
  const kw = lo.role === "head" && c.p.output === "video" && (c.p.t !== undefined || c.p.isolate !== undefined || c.p.collect) ? headWords(ft.lines, c.dir === "rtl") : null;
  if (c.p.output !== "video" || (ft.lines.length < 2 && !kw?.key)) return Layer(c, id, col(lo.style ?? {}), Text(ft, color, opts), { role: lo.role });
  const line = (l: string, i: number) => {
    const ws = kw?.words[i] ?? [l];
    if (ws.length < 2) return Layer(c, `${id}~l${i}`, col({}), Text({ ...ft, lines: [l] }, color, opts), { role: lo.role });
    // Each word in the colour the checks chose for its line.
    const lc = building?.textColors?.[paintKey(color, ft.fontSize, l)] ?? color;
    // The words of a line in reading order: a plain row, never mirrored with the layout (a right-to-left line is never split).
    return <div key={i} style={{ display: "flex", flexDirection: "row" }}>{ws.map((w, j) => Layer(c, `${id}~l${i}w${j}`, col({}), Text({ ...ft, lines: [w] }, lc, opts), { role: kw?.key?.line === i && kw.key.word === j ? "key" : lo.role }))}</div>;
  };
  return <div style={col(lo.style ?? {})}>{ft.lines.map(line)}</div>;
}
