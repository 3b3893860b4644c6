import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput, type FittedText } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, LightPool, Logo, logoBox, ProductArt, productArtRole, productFloor, ProductShot, standOut } from "../../../lib/brand-elements";
import { contrast, luminance, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * Headline, the checked benefits and the product: a scannable explainer. Each benefit's check takes
 * the next kit colour, so a many-colour kit shows its colours; the product gets the band beside the copy
 * (portrait, square, landscape) or, in 9:16, stands under the copy down to productFloor. A product
 * photo takes a fifth of the frame (heroSlot).
 * Its story (the `motion` of ./style.json): the benefits are the message: one card a step after the other,
 * from the first beat.
 */
/** The benefit cards' ground. */
const CARD = "#ffffff";

export function FeatureList(p: DesignInput) {
  const c = makeCtx(p, { display: "space-grotesk", palette: 0, mirrors: true });
  const { f, pal } = c;
  const across = f.shape !== "tall";
  const reels = p.placement === "instagram_reels";
  const bg = luminance(pal.bg) > 0.6 ? pal.bg : "#ffffff";
  const ink = inkOn(c, bg);
  const band = mix(pal.primary, bg, 0.88);
  if (f.banner) return featureBanner(c, bg, ink, band);
  // A square gives the copy 0.44 of the width: at half, a wide loaf beside it had a tenth of the frame (its box), now 13 %.
  const textW = across ? f.w * (f.shape === "wide" ? 0.56 : f.shape === "square" ? 0.44 : 0.5) : f.w;
  const gap = 24 * f.u;
  const lb = logoBox(c, 340 * f.u, 64 * f.u);
  // A wordmark heads the copy; a tall or square mark stands beside the headline.
  // Reels' wordmark shares the CTA's row, giving the product below its height.
  const logoAtCta = reels && lb.shape === "wide";
  const logoTop = lb.shape === "wide" && !logoAtCta;
  const headW = logoTop || logoAtCta ? textW : textW - lb.w - gap;
  // 9:16 keeps the headline and the rows compact, so the product below them gets its fifth.
  const headH = across ? f.h * 0.3 : f.h * 0.14;
  const head = fit(c, c.copy("headline"), { weight: 700, width: headW, height: Math.max(headH, logoTop || logoAtCta ? 0 : lb.h), maxSize: 96 * f.u, maxLines: 3 });
  const rowH = across ? f.h * 0.12 : f.h * 0.055;
  const tick = Math.round(Math.min(rowH * 0.72, 64 * f.u));
  // Only the benefits the ad has: a brief with two claims gets two rows, never a repeated or made-up third.
  const feats = ["feature_1", "feature_2", "feature_3"].map((k) => c.copy(k)).filter(Boolean);
  const fw = textW - tick - 28 * f.u - 32 * f.u;
  const size = Math.min(...feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: fw, height: rowH, maxSize: 42 * f.u, minSize: 24 * f.u, maxLines: 2 }).fontSize));
  const fts = feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: fw, height: rowH, maxSize: size, minSize: 20 * f.u, maxLines: 2 }));
  const marks = pal.kit.filter((k) => contrast(k, CARD) >= 1.8);
  const mark = (i: number) => marks[i % Math.max(1, marks.length)] ?? ink;
  const ctaBg = standOut(bg, [pal.primary, pal.accent, pal.highlight]);
  const ctaH = 96 * f.u;
  const listH = fts.reduce((a, ft) => a + Math.max(ft.height, tick) + 20 * f.u + 14 * f.u, 0);
  const topH = (logoTop ? lb.h + gap : 0) + Math.max(head.height, logoTop || logoAtCta ? 0 : lb.h);
  // Beside the copy the product takes the band to the canvas edge (less a margin); stacked, it stands under
  // the copy, as large as its fifth and no lower than the floor.
  const bandL = across ? f.x + textW + 20 * f.u : 0;
  const prodTop = f.y + topH + gap + listH + 10 * f.u + ctaH + gap * 1.5;
  const bandW = f.W - bandL - 40 * f.u;
  // A photo beside the copy is as wide as the band allows (the widest crop keeps its subject best).
  const hero = heroSlot(c, across ? Math.min(1, (bandW * bandW * 5) / (f.W * f.H)) : 1.2);
  const k = Math.min(1, across ? bandW / hero.w : 1, (across ? f.h : productFloor(c) - prodTop) / hero.h);
  // Without a photo the stand-in keeps its square (the brief's illustration or the brand's initial on a disc).
  const prodS = across ? Math.min(bandW, f.h * 0.8) : Math.max(260 * f.u, Math.min(f.w * 0.8, productFloor(c) - prodTop));
  const slot = c.product ? { w: hero.w * k, h: hero.h * k } : { w: prodS, h: prodS };
  const bandBox = across ? { left: bandL, top: 0, width: f.W - bandL, height: f.H } : { left: 0, top: prodTop + slot.h * 0.5, width: f.W, height: f.H - prodTop - slot.h * 0.5 };
  const prod = across ? { left: bandL + (f.W - bandL - slot.w) / 2, top: f.y + (f.h - slot.h) / 2 } : { left: f.W / 2 - slot.w / 2, top: prodTop };
  // Built where drawn: paint order is the order Layer() is called.
  const logo = () => Layer(c, "el-0", row({ width: lb.w, height: lb.h, flexShrink: 0, marginBottom: logoTop ? gap : 0 }), Logo(c, lb.w, lb.h, ink), { role: "logo" });
  return Canvas(
    c,
    <>
      {/* In video the ground carries a soft brand glow, so a moving ground shows; the band is a panel (fg): it never moves. */}
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg, backgroundImage: p.output === "video" ? `radial-gradient(circle at 82% 10%, ${mix(pal.primary, bg, 0.8)} 0%, ${bg} 45%)` : undefined }), null)}
      {Layer(c, "fg-0", abs({ ...bandBox, backgroundColor: band }), null)}
      {/* Beside the copy, a cool tint of the ink behind the warm or dark product, inside the band with room to
          drift; stacked, the band is the floor the product stands on and its upper half stands on the plain
          ground: a stand-in's disc gets the tint on that floor, around its lower half (issue 42: without it
          moving_background and live_scene were 2.8-3.0 % apart), a photo none. */}
      {across || !c.product ? LightPool(c, bandBox, { x: prod.left + slot.w / 2, y: prod.top + slot.h * (across ? 0.5 : 1) }, across ? Math.min(0.55 * Math.max(slot.w, slot.h), 0.4 * Math.min(bandBox.width, bandBox.height)) : 0.7 * prodS, mix(ink, band, 0.8)) : null}
      {Layer(c, "scene-0", abs({ ...prod, width: slot.w, height: slot.h }), c.product ? ProductShot(c.product, slot.w, slot.h, { borderRadius: 24 * f.u }) : ProductArt(c, prodS, mix(pal.secondary, bg, 0.3)), { role: productArtRole(c) })}
      <div style={abs({ left: f.x, top: f.y, width: textW, height: f.h, flexDirection: "column", justifyContent: across ? "space-between" : "flex-start" })}>
        <div style={col({})}>
          {logoTop ? logo() : null}
          <div style={row({ justifyContent: "space-between", alignItems: "flex-start" })}>
            {Lines(c, "el-5", head, ink, {}, { role: "head", style: { width: headW } })}
            {logoTop || logoAtCta ? null : logo()}
          </div>
        </div>
        <div style={col({ marginTop: across ? 0 : gap })}>
          {fts.map((ft, i) => BenefitCard(c, i, ft, tick, mark(i)))}
          <div style={row({ marginTop: 10 * f.u, justifyContent: "space-between", alignItems: "center" })}>
            {Layer(c, "el-4", row({}), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(560 * f.u, textW - (logoAtCta ? lb.w + gap : 0)), size: 38 * f.u, radius: 14 * f.u }), { role: "cta" })}
            {logoAtCta ? logo() : null}
          </div>
        </div>
      </div>
    </>,
  );
}

/** Benefit `i` on its white card, behind a round check mark in the colour `mark`. */
function BenefitCard(c: Ctx, i: number, ft: FittedText, tick: number, mark: string) {
  const { f } = c;
  return Layer(c, `el-${i + 1}`, row({ alignItems: "center", marginBottom: 14 * f.u, backgroundColor: CARD, borderRadius: 16 * f.u, padding: `${10 * f.u}px ${14 * f.u}px`, border: `${Math.max(1, Math.round(2 * f.u))}px solid ${mix(mark, CARD, 0.6)}` }), (
    <>
      <div style={row({ width: tick, height: tick, borderRadius: tick, backgroundColor: mark, alignItems: "center", justifyContent: "center", marginRight: 28 * f.u, flexShrink: 0 })}>
        <div style={{ display: "flex", width: tick * 0.26, height: tick * 0.5, borderRight: `${Math.max(3, Math.round(tick * 0.11))}px solid ${inkOn(c, mark)}`, borderBottom: `${Math.max(3, Math.round(tick * 0.11))}px solid ${inkOn(c, mark)}`, transform: "rotate(45deg)", marginTop: -tick * 0.08 }} />
      </div>
      {Text(ft, inkOn(c, CARD))}
    </>
  ), { role: `card${i}` });
}

/** Display sizes: the headline, the checked benefits where they read (the half page), the product on its band. */
function featureBanner(c: Ctx, bg: string, ink: string, band: string) {
  const { f, pal } = c;
  const marks = pal.kit.filter((k) => contrast(k, bg) >= 1.8);
  const ctaBg = standOut(bg, [pal.primary, pal.accent, pal.highlight]);
  return Banner(c, {
    ground: bg,
    ornament: (W, H) => <div style={abs({ left: 0, top: 0, width: Math.max(4, f.px * 3), height: H, backgroundColor: marks[0] ?? ink })} />,
    ink,
    head: { text: c.copy("headline"), weight: 700 },
    list: { items: ["feature_1", "feature_2", "feature_3"].map((k) => c.copy(k)), mark: marks[0] ?? ink },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg), radius: 8 * f.px },
    photo: { look: "rounded", color: band },
  });
}
