import type { ReactElement } from "react";
import { abs, Canvas, type Ctx, fit, Layer, row, Text } from "../../lib/kit";
import { Art, Cta, Logo, logoBox, ProductShot } from "../../lib/brand-elements";
import { contrast, mix, textOn } from "../../lib/theme";

export type Box = { x: number; y: number; w: number; h: number };

/** The first colour that stands out from `against` by `min` contrast, else black or white. */
export function pick(colors: string[], against: string, min = 1.8): string {
  return colors.find((k) => contrast(k, against) >= min) ?? textOn(against);
}

/**
 * The brand's look for a meme, from the palette roles: a `ground` frame in the lead colour, `panel`s in
 * the kit's own light (the meme's white), `ink` for outlines, `bar` for caption bars and labels (a kit
 * colour that stands out from the panel), `wash` the colour panels are tinted with, `pop` a second accent, and the kit's other colours as a
 * `stripe` (so a six-colour kit shows them all). A one-colour kit still gets a frame, a light panel and
 * a tinted bar.
 */
export function memeLook(c: Ctx) {
  const { pal } = c;
  const ground = pal.primary;
  // Panels carry an ink outline, so the kit's light reads as a panel even on a light ground (yellow + white).
  const panel = pal.bg !== ground ? pal.bg : pal.surface;
  // Bars and labels sit on panels and on the ground: a kit colour other than the ground's.
  const kitBar = [pal.secondary, pal.accent, pal.highlight].find((k) => k !== ground && contrast(k, panel) >= 1.5);
  const bar = kitBar ?? textOn(panel);
  const pop = pick([pal.highlight, pal.accent, pal.secondary, pal.primary].filter((k) => k !== bar), panel, 1.6);
  const others = pal.kit.filter((k) => contrast(k, ground) >= 1.3);
  const stripe = others.length ? others : [mix(ground, textOn(ground), 0.45)];
  // A card (a post, a sign, a note) is the kit's white, or its light when the white is the ground.
  const card = pal.surface !== ground ? pal.surface : pal.bg;
  return { ground, panel, card, ink: pal.ink, bar, onBar: textOn(bar), pop, stripe, tint: (k: string, t = 0.8) => mix(k, panel, t), wash: kitBar ?? ground };
}
export type Look = ReturnType<typeof memeLook>;

/**
 * Common meme frame: the brand ground bleeding to the edges, the meme in the content box, a stripe of
 * the kit's colours and a brand footer: the logo in the box logoBox() gives its shape, and the request's
 * CTA when it has one (a meme never gets a CTA the customer did not ask for).
 */
export function memeShell(c: Ctx, body: (b: Box, look: Look) => ReactElement, o: { ground?: string } = {}): ReactElement {
  const { f } = c;
  const look = memeLook(c);
  const ground = o.ground ?? look.ground;
  const cta = c.copy("cta");
  const logo = logoBox(c, cta ? f.w * 0.42 : f.w * 0.55, 64 * f.u);
  const footH = Math.max(logo.h, cta ? 80 * f.u : 0);
  const gap = 22 * f.u;
  const stripeH = Math.round(10 * f.u);
  const box: Box = { x: f.x, y: f.y, w: f.w, h: f.h - footH - gap * 2 - stripeH };
  const fg = textOn(ground);
  const ctaBg = pick([look.pop, look.bar, look.panel], ground, 2.2);
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: ground }), <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: ground })} />)}
      <div style={abs({ left: box.x, top: box.y, width: box.w, height: box.h })}>{body(box, look)}</div>
      {Layer(c, "fg-0", row({ position: "absolute", left: f.x, top: box.y + box.h + gap, width: f.w, height: stripeH, borderRadius: stripeH }), (
        <>{look.stripe.map((k, i) => <div key={i} style={{ display: "flex", flexGrow: 1, height: stripeH, backgroundColor: k }} />)}</>
      ))}
      {Layer(c, "el-9", abs({ left: f.x, top: f.y + f.h - footH, width: f.w, height: footH, alignItems: "center", justifyContent: "space-between" }), (
        <>
          {Logo(c, logo.w, logo.h, fg)}
          {cta ? Cta(c, cta, { bg: ctaBg, fg: textOn(ctaBg), maxW: f.w - logo.w - 40 * f.u, size: 32 * f.u, radius: 14 * f.u }) : null}
        </>
      ), { role: "logo" })}
    </>,
  );
}

/** A label pill used across meme formats. */
export function Label(c: Ctx, text: string, o: { w: number; h: number; size: number; bg: string; fg: string; font?: "inter" | "anton"; align?: "left" | "center"; lines?: number; radius?: number; border?: string }): ReactElement {
  const ft = fit(c, text, { font: o.font ?? "inter", weight: 800, width: o.w - o.size, height: o.h - o.size * 0.5, maxSize: o.size, minSize: Math.round(o.size * 0.45), maxLines: o.lines ?? 3 });
  return (
    <div style={row({ maxWidth: o.w, backgroundColor: o.bg, borderRadius: o.radius ?? 12 * c.f.u, padding: `${Math.round(o.size * 0.25)}px ${Math.round(o.size * 0.5)}px`, justifyContent: "center", border: o.border })}>
      {Text(ft, o.fg, { align: o.align ?? "center" })}
    </div>
  );
}

/**
 * The box at the product photo's own aspect that gives it a fifth of the frame (the floor for a
 * shown product), so the photo fills it exactly. `max` is the room the design can give without cutting its
 * copy: in the tightest frames (Reels, or a tall logo's footer) the photo shrinks to it rather than cut words.
 */
export function productBox(c: Ctx, max: { w?: number; h?: number } = {}): { w: number; h: number } {
  const r = c.product ? c.product.width / Math.max(1, c.product.height) : 1;
  const area = (c.f.W * c.f.H) / 5;
  const k = Math.min(1, (max.w ?? Infinity) / Math.sqrt(area * r), (max.h ?? Infinity) / Math.sqrt(area / r));
  return { w: Math.floor(Math.sqrt(area * r) * k), h: Math.floor(Math.sqrt(area / r) * k) };
}

/** The product at productBox size (or the box given), whole: a cut-out standing, a photo with rounded corners. */
export function ProductPhoto(c: Ctx, box: { w: number; h: number }, style: Record<string, unknown> = {}): ReactElement | null {
  if (!c.product) return null;
  return ProductShot(c.product, box.w, box.h, { borderRadius: 18 * c.f.u, ...style });
}

/** The brand's typographic initial (an avatar, a badge), through fit()+Text(). */
export function Initial(c: Ctx, size: number, color: string): ReactElement {
  const initial = [...(c.p.brand.name.trim() || "•")][0].toLocaleUpperCase(c.lang);
  const ft = fit(c, initial, { font: "inter", weight: 800, width: size, height: size, maxSize: size * 0.6, maxLines: 1, language: "und" });
  return <div style={row({ width: size, height: size, alignItems: "center", justifyContent: "center" })}>{Text(ft, color, { align: "center" })}</div>;
}

/** A prop that stands for the product: the brief's illustration `i`, else the brand's initial on a disc. */
export function Prop(c: Ctx, i: number, size: number, disc: string): ReactElement {
  return Art(c, i, size) ?? <div style={row({ width: size, height: size, borderRadius: size, backgroundColor: disc })}>{Initial(c, size, textOn(disc))}</div>;
}
