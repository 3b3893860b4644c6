/**
 * The IAB display sizes (issue 30, docs/display-banners.md): one layout per banner shape, styled by each
 * template's own treatment (ground, type, colours, ornament, card, photo). Sizes are in CSS pixels times
 * `f.px` (the banners are drawn at 2x).
 *  - strip (728x90, 320x50): logo | product (leaderboard) | kicker (leaderboard) | headline | CTA, in one row;
 *  - rectangle (300x250): logo and kicker on top, headline (beside the product), CTA at the bottom;
 *  - tower (300x600, 160x600): logo, kicker, headline, body and list (half page only), product, CTA.
 * Body text appears only where it reads (the half page; the rectangle when it fits two lines at 11 px, one line
 * beside a product, as a catalog item's price); the strips carry logo, headline and CTA. Nothing here prints
 * words of its own.
 */
import type { ReactElement, ReactNode } from "react";
import { Cta, Logo } from "./brand-elements";
import { ctaWidth, Kicker, logoWidth, Product, type BannerLook } from "./banner-parts";
import { fitText } from "./fit";
import { fontWeight, type FontKey } from "./fonts";
import { abs, Canvas, col, fit, Layer, Lines, row, Text, type Ctx } from "./kit";

const sizes = {
  leaderboard: { logoW: 200, logoH: 34, head: 28, headMin: 13, cta: 15, ctaW: 220, gap: 14 },
  mobile_banner: { logoW: 100, logoH: 24, head: 16, headMin: 10, cta: 11, ctaW: 132, gap: 6 },
} as const;

/** The longest body (in characters) a strip shows, as an eyebrow: a price ("4,90 €", "$1,299.00"), a few words. */
const SHORT_BODY = 16;

/**
 * What both layouts of a banner share: the content box (the safe margin, and the card's padding when the copy
 * sits on a card), the headline's style and its two trials, and the CTA.
 */
type Frame = {
  k: number;
  bx: number;
  by: number;
  bw: number;
  bh: number;
  center: boolean;
  headColor: string;
  ctaFont: FontKey;
  ctaText: string;
  hasArt: boolean;
  headMax: (text: string, o: HeadSizing) => ReturnType<typeof fit>;
  /** Would the headline fit whole in this box? (A trial: nothing is recorded for the render checks.) */
  holds: (o: HeadSizing) => boolean;
};
type HeadSizing = { width: number; height: number; maxSize: number; minSize: number; maxLines: number };
type Laid = { content: ReactNode; productShown: boolean };

/** A strip (728x90, 320x50): logo | product (leaderboard) | kicker (leaderboard) | headline | CTA, in one row. */
function Strip(c: Ctx, look: BannerLook, { k, bx, by, bw, bh, center, headColor, ctaFont, ctaText, hasArt, headMax, holds }: Frame): Laid {
  const s = sizes[c.p.placement === "mobile_banner" ? "mobile_banner" : "leaderboard"];
  const big = c.p.placement !== "mobile_banner";
  const gap = s.gap * k;
  const lh = Math.min(s.logoH * k, bh);
  const cw = ctaText ? ctaWidth(c, ctaText, s.cta * k, s.ctaW * k, ctaFont) : 0;
  const prodSide = big && hasArt ? bh : 0;
  const prod = prodSide ? Product(c, look, prodSide, prodSide) : null;
  // A strip has no room for body text, but a short one (a catalog item's price, the body of a template
  // without a badge) rides above the headline as an eyebrow when the template has no kicker of its own.
  const shortBody = !look.kicker?.text && look.body?.text && [...look.body.text].length <= SHORT_BODY ? look.body.text : null;
  const eyebrow = big && (look.kicker?.look === "eyebrow" || !!shortBody);
  const kick = big && !eyebrow ? Kicker(c, look, 130 * k, bh, 13 * k) : { el: null, w: 0, h: 0 };
  const brow = eyebrow ? Kicker(c, shortBody ? { ...look, kicker: { text: shortBody, look: "eyebrow" } } : look, 300 * k, bh, 11 * k) : { el: null, w: 0, h: 0 };
  const headH = bh - (brow.el ? brow.h + 3 * k : 0);
  // Two lines when they hold the words; a long line (a customer's quote) takes what the height allows.
  const sizing = { height: headH, maxSize: s.head * k, minSize: s.headMin * k, maxLines: Math.max(2, Math.floor(headH / (s.headMin * k * 1.15))) };
  const widthWith = (lw: number) => bw - (lw ? lw + gap : 0) - (cw ? cw + gap : 0) - (prod ? prodSide + gap : 0) - (kick.el ? kick.w + gap : 0);
  // The logo stays unless the headline cannot be whole beside it: it narrows first (a wordmark sets smaller),
  // and only a headline that cannot be whole even then (a long quote in the 320x50) takes its place.
  const full = logoWidth(c, s.logoW * k, lh);
  const narrowed = logoWidth(c, s.logoW * k * 0.6, lh * 0.75);
  const lw = [full, narrowed].find((w) => holds({ ...sizing, width: widthWith(w) })) ?? 0;
  const logoH = lw === full ? lh : lh * 0.75;
  const headW = widthWith(lw);
  const head = headMax(look.head.text, { ...sizing, width: headW });
  // The row is a row() inside the box, so a right-to-left ad reads logo, product, headline, CTA from the right.
  const content = (
    <div style={abs({ left: bx, top: by, width: bw, height: bh })}>
    <div style={row({ width: bw, height: bh, alignItems: "center", gap })}>
      {lw ? Layer(c, "el-0", row({ width: lw, height: logoH, alignItems: "center", flexShrink: 0 }), Logo(c, lw, logoH, look.ink, {}, look.logoOnDark), { role: "logo" }) : null}
      {prod ? Layer(c, "el-5", row({ width: prodSide, height: prodSide, alignItems: "center", justifyContent: "center", flexShrink: 0 }), prod, { role: "product" }) : null}
      {kick.el}
      <div style={col({ width: headW, justifyContent: "center", alignItems: center ? "center" : "flex-start", gap: 3 * k })}>
        {brow.el}
        {Lines(c, "el-1", head, headColor, { italic: look.head.italic, tracking: look.head.tracking, align: center ? "center" : "left" }, { role: "head" })}
      </div>
      {ctaText ? Layer(c, "el-2", row({ width: cw, justifyContent: "flex-end", flexShrink: 0 }), Cta(c, ctaText, { ...look.cta, maxW: cw, size: s.cta * k, font: ctaFont }), { role: "cta" }) : null}
    </div>
    </div>
  );
  return { content, productShown: !!prod };
}

/** A rectangle (300x250) or a tower (300x600, 160x600): logo on top, the copy and the product, the CTA at the bottom. */
function Block(c: Ctx, look: BannerLook, tower: boolean, { k, bx, by, bw, bh, center, headColor, ctaFont, ctaText, hasArt, headMax, holds }: Frame): Laid {
  const narrow = bw < 200 * k;
  const gap = (narrow ? 10 : 12) * k;
  const lh = (tower ? 34 : 26) * k;
  const lw = logoWidth(c, Math.min(bw * (tower ? 0.8 : 0.45), 150 * k), lh);
  const ctaSize = (narrow ? 12 : tower ? 16 : 13) * k;
  const ctaMax = tower ? bw : Math.min(bw, 180 * k);
  const ctaH = ctaText ? Math.ceil(ctaSize * 1.3 * (narrow ? 2 : 1) + ctaSize * 1.1) : 0;
  const kick = Kicker(c, look, look.kicker?.look === "badge" ? bw * (narrow ? 0.7 : 0.3) : bw, (tower ? 76 : 52) * k, (tower ? 14 : 11) * k, narrow ? 2 : 1);
  const kickH = kick.el ? kick.h + gap * 0.6 : 0;
  // The product: under the copy in a tower, beside the headline in the rectangle.
  const side0 = !hasArt ? 0 : tower ? Math.min(bw, bh * 0.34) : Math.min(bw * 0.42, bh - lh - ctaH - gap * 2);
  const colOf = (side: number) => (tower || !side ? bw : bw - side - gap);
  const midOf = (side: number) => bh - lh - ctaH - gap * 2 - (tower && side ? side + gap : 0) - kickH;
  // Body only where it reads: the half page, or the rectangle when two lines of 11 px hold it, one line
  // beside a product (a catalog item's price is its body: a product banner without it would be rejected).
  const bodyFor = (side: number) => {
    if (!look.body?.text || narrow) return null;
    const lines = tower ? 4 : side ? 1 : 2;
    const t = fitText(look.body.text, { font: look.body.font ?? c.body, weight: 400, width: colOf(side), height: lines * 15 * k * 1.3, maxSize: Math.max(15, look.body.min ?? 0) * k, minSize: (look.body.min ?? 11) * k, maxLines: lines, language: c.lang });
    return !t.truncated && t.height < midOf(side) * 0.4 ? t : null;
  };
  const items = tower && !narrow ? (look.list?.items.filter(Boolean) ?? []) : [];
  const listSize = 14 * k;
  const listH = items.length ? items.length * (listSize * 1.25 * 2 + 6 * k) : 0;
  const sizingOf = (side: number) => {
    const b = bodyFor(side);
    return { b, o: { width: colOf(side), height: midOf(side) - (b ? b.height + gap : 0) - (listH ? listH + gap : 0), maxSize: (tower ? (narrow ? 26 : 40) * (side ? 1 : 1.3) : 30) * k, minSize: (narrow ? 12 : 14) * k, maxLines: tower ? 10 : 4 } };
  };
  // The product stays, smaller when the headline cannot be whole beside it (down to half its side); only
  // when the words cannot be whole even then do they take its room.
  const prodSide = [1, 0.85, 0.72, 0.6, 0.5].map((k) => Math.round(side0 * k)).find((side) => side && holds(sizingOf(side).o)) ?? 0;
  const { b: bodyTry, o: headSizing } = sizingOf(prodSide);
  const colW = colOf(prodSide);
  const body = bodyTry ? fit(c, look.body!.text, { font: look.body!.font ?? c.body, weight: 400, width: colW, height: bodyTry.height + 2, maxSize: bodyTry.fontSize, minSize: bodyTry.fontSize, maxLines: tower ? 4 : prodSide ? 1 : 2 }) : null;
  const head = headMax(look.head.text, headSizing);
  const listFits = items.map((t) => fit(c, t, { font: c.body, weight: 500, width: colW - listSize * 1.8, height: listSize * 1.25 * 2, maxSize: listSize, minSize: 11 * k, maxLines: 2 }));
  const prod = prodSide ? Product(c, look, prodSide, prodSide) : null;
  const items0 = center ? "center" : "flex-start";
  const copy = (
    <div style={col({ width: colW, alignItems: items0, gap: gap * 0.6 })}>
      {kick.el}
      {Lines(c, "el-1", head, headColor, { italic: look.head.italic, tracking: look.head.tracking, align: center ? "center" : "left" }, { role: "head", style: { alignItems: items0 } })}
      {body ? Layer(c, "el-3", row({ marginTop: gap * 0.4 }), Text(body, look.ink, { italic: look.body?.italic, align: center ? "center" : "left" }), { role: "body" }) : null}
      {listFits.length ? (
        <div style={col({ gap: 6 * k, marginTop: gap * 0.4 })}>
          {listFits.map((ft, i) => Layer(c, `el-6${i}`, row({ alignItems: "flex-start", gap: listSize * 0.6 }), (
            <>
              <div style={{ display: "flex", width: listSize * 1.1, height: listSize * 1.1, borderRadius: listSize, backgroundColor: look.list!.mark, marginTop: listSize * 0.1, flexShrink: 0 }} />
              {Text(ft, look.ink)}
            </>
          ), { role: `card${i}` }))}
        </div>
      ) : null}
    </div>
  );
  const content = (
    <div style={abs({ left: bx, top: by, width: bw, height: bh, flexDirection: "column", justifyContent: "space-between", alignItems: items0 })}>
      <div style={row({ width: bw, height: lh, alignItems: "center", justifyContent: center ? "center" : "flex-start" })}>
        {Layer(c, "el-0", row({ width: lw, height: lh, alignItems: "center" }), Logo(c, lw, lh, look.ink, {}, look.logoOnDark), { role: "logo" })}
      </div>
      {tower ? copy : (
        <div style={row({ width: bw, alignItems: "center", justifyContent: "space-between", gap })}>
          {copy}
          {prod ? Layer(c, "el-5", row({ width: prodSide, height: prodSide, alignItems: "center", justifyContent: "center", flexShrink: 0 }), prod, { role: "product" }) : null}
        </div>
      )}
      {tower && prod ? Layer(c, "el-5", row({ width: bw, height: prodSide, alignItems: "center", justifyContent: "center" }), prod, { role: "product" }) : null}
      {ctaText ? Layer(c, "el-2", row({ width: bw, justifyContent: center || narrow ? "center" : "flex-start" }), Cta(c, ctaText, { ...look.cta, maxW: ctaMax, size: ctaSize, font: ctaFont }), { role: "cta" }) : <div style={row({ height: 0 })} />}
    </div>
  );
  return { content, productShown: !!prod };
}

/** The banner: the template's look laid out for the placement's shape. */
export function Banner(c: Ctx, look: BannerLook): ReactElement {
  const { f } = c;
  const k = f.px;
  const shape = f.banner ?? "rectangle";
  const cardInset = look.card ? (shape === "strip" ? 3 : 6) * k : 0;
  const headStyle = { uppercase: look.head.uppercase, tracking: look.head.tracking, weight: look.head.weight ?? 700, font: look.head.font };
  const frame: Frame = {
    k,
    bx: f.x + cardInset,
    by: f.y + cardInset,
    bw: f.w - cardInset * 2,
    bh: f.h - cardInset * 2,
    center: look.align === "center",
    headColor: look.head.color ?? look.ink,
    ctaFont: look.cta.font ?? c.body,
    ctaText: c.copy("cta"),
    hasArt: !!c.product || !!c.p.art?.length,
    headMax: (text, o) => fit(c, text, { ...headStyle, ...o }),
    holds: (o) => {
      const font = headStyle.font ?? c.display;
      return !fitText(look.head.text, { language: c.lang, dir: c.dir, ...headStyle, ...o, font, weight: fontWeight(font, headStyle.weight) }).truncated;
    },
  };
  const { content, productShown } = shape === "strip" ? Strip(c, look, frame) : Block(c, look, shape === "tower", frame);

  const card = look.card;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: look.ground }), (
        <>
          {look.groundImage ? <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: look.groundImage })} /> : null}
          {look.ornament?.(f.W, f.H, k, productShown)}
          {card ? (
            <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, backgroundColor: card.color, borderRadius: card.radius ?? 4 * k, border: card.border, boxShadow: card.shadow })}>{card.accent}</div>
          ) : null}
        </>
      ))}
      {content}
    </>,
  );
}
