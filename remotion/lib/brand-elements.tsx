/* eslint-disable @next/next/no-img-element -- satori and static HTML need plain <img> with data URIs */
/** The brand on an ad: photos, the logo (and the box it gets), the CTA pill, stand-ins for a missing product, brand-coloured ink. */
import type { CSSProperties, ReactElement } from "react";
import type { ImageRef } from "../../server/render/types";
import type { FontKey } from "./fonts";
import { abs, fit, Layer, paintProduct, paintStandIn, row, Text, type Ctx, type LogoShape } from "./kit";
import { alpha, brandTextColors, contrast, luminance, normHex, textOn } from "./theme";

/** An uploaded image, covering or contained in a box. */
export function Picture(img: ImageRef, w: number, h: number, style: CSSProperties = {}, mode: "cover" | "contain" = "cover"): ReactElement {
  return <img src={img.src} alt="" width={w} height={h} style={{ width: w, height: h, objectFit: mode, ...style }} />;
}

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
  const ft = fit(c, c.p.brand.name || "Brand", { width: maxW, height: maxH, maxSize: maxH * 0.8, maxLines: 1, weight: 700, language: "und", slot: "brand" });
  return Text(ft, color, { style });
}

/** A call-to-action pill. */
export function Cta(c: Ctx, text: string, o: { bg: string; fg: string; maxW: number; size: number; font?: FontKey; radius?: number; border?: string }): ReactElement {
  const font = o.font ?? c.body;
  // A CTA within its 30-character budget stays legible: it never shrinks below 24 px at 1080 wide (10 CSS px
  // on a display banner). A long
  // one first gives up the pill's side padding, then size, then takes a second line.
  const fitted = (padX: number, lines = 1) =>
    fit(c, text, { font, weight: 800, width: o.maxW - padX * 2, height: o.size * 1.3 * lines, maxSize: o.size, minSize: Math.max(o.size * 0.62, 24 * c.f.u, c.f.banner ? 10 * c.f.px : 0), maxLines: lines });
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

/**
 * The brief's illustration number `index` (DesignProps.art, chosen with a keyword reason), or nothing. The
 * first stands in for a product photo: the checks measure how it stands apart from its ground, as a
 * cut-out's, and give it the plate they chose when the ground hid it (a disc a little larger than it;
 * `onDisc`: none, the disc it stands on takes the plate's tone, ProductArt).
 */
export function Art(c: Ctx, index: number, size: number, onDisc = false): ReactElement | null {
  const art = c.p.art?.[index];
  if (!art) return null;
  const s = Math.round(size);
  const img = <img src={art.src} alt="" width={s} height={s} style={{ width: s, height: s, position: "relative" }} />;
  const plate = index === 0 ? paintStandIn({ src: art.src, width: s, height: s }) : undefined;
  if (!plate || onDisc) return img;
  const p = Math.round(s * 1.2);
  return (
    <div style={{ display: "flex", position: "relative", width: s, height: s, alignItems: "center", justifyContent: "center" }}>
      <div style={{ display: "flex", position: "absolute", left: Math.round((s - p) / 2), top: Math.round((s - p) / 2), width: p, height: p, borderRadius: p, backgroundColor: plate }} />
      {img}
    </div>
  );
}

/**
 * What stands in for a missing product photo: the illustration chosen from the brief, else the brand's
 * initial as a typographic mark. Never an object the brief did not speak of. `onDisc`: the initial is sized
 * to its disc (ProductArt), a picture, not copy held under the headline's size.
 */
export function StandIn(c: Ctx, size: number, color: string, onDisc = false): ReactElement {
  const art = Art(c, 0, size, onDisc);
  if (art) return art;
  const initial = [...(c.p.brand.name.trim() || "•")][0].toLocaleUpperCase(c.lang);
  const mark = fit(c, initial, { width: size, height: size, maxSize: size * 0.8, maxLines: 1, mark: onDisc });
  return <div style={row({ width: size, height: size, alignItems: "center", justifyContent: "center" })}>{Text(mark, color, { align: "center" })}</div>;
}

/**
 * The crop of a photo into a w x h box that keeps its subject (ImageRef.subject, located at upload): cover,
 * with the window slid over the subject, when the subject fits the window; contain when covering would cut
 * it. A product photo whose subject is unknown (uploaded before issue 27) is shown whole; other photos cover.
 */
function subjectCrop(img: ImageRef, w: number, h: number): { mode: "cover" | "contain"; position: string } {
  if (!img.subject) return { mode: img.role === "product" ? "contain" : "cover", position: "50% 50%" };
  const s = img.subject;
  const k = Math.max(w / img.width, h / img.height);
  const vw = w / (img.width * k), vh = h / (img.height * k);
  if (s.width > vw + 0.001 || s.height > vh + 0.001) return { mode: "contain", position: "50% 50%" };
  const at = (start: number, size: number, view: number) => (view >= 0.999 ? 50 : (Math.min(Math.max(start + size / 2 - view / 2, 0), 1 - view) / (1 - view)) * 100);
  return { mode: "cover", position: `${at(s.x, s.width, vw).toFixed(2)}% ${at(s.y, s.height, vh).toFixed(2)}%` };
}

/** A soft contact shadow under a standing product: an ellipse fading out (a gradient, no blur filter: resvg is slow at blurs). */
function ContactShadow(width: number, left: number, bottom: number): ReactElement {
  const h = Math.max(6, Math.round(width * 0.14));
  return <div style={{ display: "flex", position: "absolute", left: Math.round(left), bottom: Math.round(bottom - h / 2), width: Math.round(width), height: h, backgroundImage: "radial-gradient(closest-side, rgba(0,0,0,0.34), rgba(0,0,0,0.12) 60%, rgba(0,0,0,0))" }} />;
}

/**
 * The product in a w x h slot. A cut-out stands on the slot's floor, as large as the slot allows, on a soft
 * contact shadow: no box around it. A photo is cropped around its subject (subjectCrop); `style` (a corner
 * radius, a border) applies to the photo only.
 */
export function ProductShot(img: ImageRef, w: number, h: number, style: CSSProperties = {}): ReactElement {
  if (img.cutout) {
    // The product as large as the slot allows; its shadow spills a little under the slot's floor. It stands
    // upright whatever tilt the design gives a photo: a tilted standing product looks pasted on.
    const k = Math.min(w / img.width, h / img.height);
    const pw = Math.round(img.width * k), ph = Math.round(img.height * k);
    const backdrop = paintProduct({ src: img.src, width: pw, height: ph, cutout: true });
    // A plate the checks chose when the ground hid the product: a rounded card a little larger than it
    // (the product is positioned too, so it is painted over the plate).
    const plate = backdrop ? { w: Math.round(pw * 1.14), h: Math.round(ph * 1.12) } : null;
    return (
      <div style={{ display: "flex", position: "relative", width: Math.round(w), height: Math.round(h), flexDirection: "column", alignItems: "center", justifyContent: "flex-end" }}>
        {plate ? <div style={{ display: "flex", position: "absolute", left: Math.round((w - plate.w) / 2), bottom: -Math.round(ph * 0.04), width: plate.w, height: plate.h, borderRadius: Math.round(Math.min(plate.w, plate.h) * 0.3), backgroundColor: backdrop }} /> : null}
        {ContactShadow(pw * 0.92, (w - pw * 0.92) / 2, Math.round(ph * 0.015))}
        <img src={img.src} alt="" width={pw} height={ph} style={{ width: pw, height: ph, position: "relative" }} />
      </div>
    );
  }
  paintProduct({ src: img.src, width: Math.round(w), height: Math.round(h), cutout: false });
  const crop = subjectCrop(img, w, h);
  if (crop.mode === "contain" && img.subject) {
    // Covering the whole slot would cut the subject: cover the largest part of it that keeps the subject,
    // the slot's full width (a slot narrower than the photo) or full height, rather than letterbox the photo.
    const narrow = w / h < img.width / img.height;
    const cw = narrow ? w : Math.min(w, (h * img.width) / (img.height * img.subject.height));
    const ch = narrow ? Math.min(h, (w * img.height) / (img.width * img.subject.width)) : h;
    const inner = subjectCrop(img, cw, ch);
    return (
      <div style={{ display: "flex", width: Math.round(w), height: Math.round(h), alignItems: "center", justifyContent: "center" }}>
        {Picture(img, Math.round(cw), Math.round(ch), { objectPosition: inner.position, ...style }, inner.mode)}
      </div>
    );
  }
  return Picture(img, Math.round(w), Math.round(h), { objectPosition: crop.position, ...style }, crop.mode);
}

/**
 * Product art: the first uploaded product image, or the stand-in on a disc of the brand's colour; of the
 * plate's tone when the checks chose one (the brief's picture lost on the disc: a pale tooth on a yellow one).
 */
export function ProductArt(c: Ctx, size: number, discColor: string, style: CSSProperties = {}): ReactElement {
  if (c.product) return ProductShot(c.product, size, size, { borderRadius: Math.round(size * 0.06), ...style });
  const disc = (c.p.art?.length && c.p.productBackdrop) || discColor;
  return (
    <div style={row({ width: size, height: size, borderRadius: size, backgroundColor: disc, alignItems: "center", justifyContent: "center", ...style })}>
      {StandIn(c, Math.round(size * 0.56), textOn(disc), true)}
    </div>
  );
}

/** The motion role of ProductArt's layer: the photo stands as a `product`, a stand-in on its disc rolls as a `disc` (motion.ts). */
export const productArtRole = (c: Ctx): "product" | "disc" => (c.product ? "product" : "disc");

/**
 * In video, a pool of light on the ground behind the product: a layer of its own (`bg-1`, a panel ground,
 * cut to `box`), so moving_background drifts it behind the product while the other styles hold it still.
 * Where the ground is one flat tone (a white band, a plain desk) its drift is the only sign that the
 * background moves (issue 42: on squares the styles were otherwise 2-4 % apart). Stills do without it.
 * `at`: the product's centre; `r`: the pool's radius; its edge softens over the last tenth. `index`: the
 * layer's (`bg-2` where the design's panel ground is `bg-1`).
 */
export function LightPool(c: Ctx, box: { left: number; top: number; width: number; height: number }, at: { x: number; y: number }, r: number, color: string, index = 1): ReactElement | null {
  if (c.p.output !== "video") return null;
  const pool = `radial-gradient(circle closest-side, ${color} 0%, ${color} 88%, ${alpha(color, 0)} 100%)`;
  return Layer(c, `bg-${index}`, abs({ ...box, overflow: "hidden" }), <div style={abs({ left: at.x - box.left - r, top: at.y - box.top - r, width: 2 * r, height: 2 * r, backgroundImage: pool })} />);
}

/**
 * The side of a square product slot that gives the product a fifth of the frame's area (issues 19, 27). A
 * cut-out fills the slot only along its longer side, so the slot grows until the product itself has the fifth.
 */
export const productSide = (c: Ctx): number => {
  if (!c.product?.cutout) return Math.round(Math.sqrt((c.f.W * c.f.H) / 5));
  const r = c.product.width / Math.max(1, c.product.height);
  // The cut-out keeps a 1 % transparent margin on each side (server/assets/cutout.ts): the product is 98 % of it.
  return Math.round(Math.min(Math.sqrt((c.f.W * c.f.H) / 5 / Math.min(r, 1 / r)) / 0.98, widestProduct(c)));
};

/**
 * The widest a product in its own proportions may be drawn. A very wide product (a loaf, a bench) at a
 * fifth of the frame would take the whole width of a square and leave the copy beside it a sliver: it
 * gets the width the layouts leave a product, and less than a fifth.
 */
const widestProduct = (c: Ctx): number => c.f.W * ({ tall: 0.86, portrait: 0.62, square: 0.56, wide: 0.42 } as const)[c.f.shape];

/**
 * The w x h slot that gives the product a fifth of the frame's area. A cut-out, or a photo shown whole (no
 * located subject), fills its slot only in its own proportions, so the slot takes them (a cut-out keeps a
 * 1 % transparent margin on each side: the product is 98 % of it), no wider than widestProduct; a photo
 * with a located subject covers any slot around its subject, so it takes the layout's `aspect` (width:height).
 */
export const heroSlot = (c: Ctx, aspect = 1): { w: number; h: number } => {
  const img = c.product;
  const own = !!img && (!!img.cutout || (!img.subject && img.role === "product"));
  const r = img && own ? img.width / Math.max(1, img.height) : aspect;
  const h = Math.sqrt((c.f.W * c.f.H) / 5 / r) / (img?.cutout ? 0.98 : 1);
  const k = own ? Math.min(1, widestProduct(c) / (h * r)) : 1;
  return { w: Math.round(h * r * k), h: Math.round(h * k) };
};

/** A product drawn in its own proportions that is much wider than tall (a loaf): beside copy in a square it leaves the copy a sliver. */
export const wideProduct = (c: Ctx): boolean => !!c.product && (!!c.product.cutout || !c.product.subject) && c.product.width > c.product.height * 1.2;

/**
 * The lowest line a product may stand on. In 9:16 frames the content box is too short for a fifth of the
 * frame beside a headline (Reels': under half the frame, captions and buttons cover the bottom 35 %). Only
 * text, logos and CTAs must keep out of the bottom band, so there the product stands in the band's upper
 * half; the reply bar, caption lines and audio row at the very bottom stay clear of it. Without a photo
 * the stand-in may be the brand's initial, which is text: it keeps to the content box.
 */
export const productFloor = (c: Ctx): number => {
  const floor = c.f.y + c.f.h;
  return c.f.shape === "tall" && c.product ? Math.round(floor + (c.f.H - floor) * 0.5) : floor;
};

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
