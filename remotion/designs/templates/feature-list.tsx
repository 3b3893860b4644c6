import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type DesignInput } from "../../lib/kit";
import { Cta, inkOn, Logo, logoBox, ProductArt, standOut } from "../../lib/brand-elements";
import { contrast, luminance, mix } from "../../lib/theme";
import { Banner } from "../../lib/banner";

/**
 * Headline, the checked benefits and the product: a scannable explainer. Each benefit's check takes
 * the next kit colour, so a many-colour kit shows its colours; the product gets the band beside the copy
 * (square, landscape) or the room between headline and benefits (stories, portrait).
 */
export function FeatureList(p: DesignInput) {
  const c = makeCtx(p, { display: "space-grotesk", palette: 0 });
  const { f, pal } = c;
  const across = f.shape === "wide" || f.shape === "square";
  const bg = luminance(pal.bg) > 0.6 ? pal.bg : "#ffffff";
  const ink = inkOn(c, bg);
  const card = "#ffffff";
  const band = mix(pal.primary, bg, 0.88);
  if (f.banner) {
    // Display sizes: the headline, the checked benefits where they read (the half page), the product on its band.
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
  const textW = across ? f.w * (f.shape === "wide" ? 0.56 : 0.5) : f.w;
  const gap = 24 * f.u;
  const lb = logoBox(c, 340 * f.u, 64 * f.u);
  // A wordmark heads the copy; a tall or square mark stands beside the headline.
  const logoTop = lb.shape === "wide";
  const headW = logoTop ? textW : textW - lb.w - gap;
  const headH = across ? f.h * 0.3 : f.h * 0.17;
  const head = fit(c, c.copy("headline"), { weight: 700, width: headW, height: Math.max(headH, logoTop ? 0 : lb.h), maxSize: 96 * f.u, maxLines: 3 });
  const rowH = across ? f.h * 0.12 : f.h * 0.07;
  const tick = Math.round(Math.min(rowH * 0.72, 64 * f.u));
  // Only the benefits the ad has: a brief with two claims gets two rows, never a repeated or made-up third.
  const feats = ["feature_1", "feature_2", "feature_3"].map((k) => c.copy(k)).filter(Boolean);
  const fw = textW - tick - 28 * f.u - 32 * f.u;
  const size = Math.min(...feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: fw, height: rowH, maxSize: 42 * f.u, minSize: 24 * f.u, maxLines: 2 }).fontSize));
  const fts = feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: fw, height: rowH, maxSize: size, minSize: 20 * f.u, maxLines: 2 }));
  const marks = pal.kit.filter((k) => contrast(k, card) >= 1.8);
  const mark = (i: number) => marks[i % Math.max(1, marks.length)] ?? ink;
  const ctaBg = standOut(bg, [pal.primary, pal.accent, pal.highlight]);
  const ctaH = 96 * f.u;
  const listH = fts.reduce((a, ft) => a + Math.max(ft.height, tick) + 20 * f.u + 14 * f.u, 0);
  const topH = (logoTop ? lb.h + gap : 0) + Math.max(head.height, logoTop ? 0 : lb.h);
  // Beside the copy the product takes the band to the canvas edge (less a margin); stacked, what the copy leaves.
  const bandL = across ? f.x + textW + 20 * f.u : 0;
  const prodS = across ? Math.min(f.W - bandL - 40 * f.u, f.h * 0.8) : Math.max(260 * f.u, Math.min(f.w * 0.8, f.h - topH - listH - ctaH - gap * 4));
  const prodTop = f.y + topH + gap * 1.5;
  // Built where drawn: paint order is the order Layer() is called.
  const logo = () => Layer(c, "el-0", row({ width: lb.w, height: lb.h, flexShrink: 0, marginBottom: logoTop ? gap : 0 }), Logo(c, lb.w, lb.h, ink), { role: "logo" });
  return Canvas(
    c,
    <>
      {/* In video the ground carries a soft brand glow, so a moving ground shows; the band is a panel (fg): it never moves. */}
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg, backgroundImage: p.output === "video" ? `radial-gradient(circle at 82% 10%, ${mix(pal.primary, bg, 0.8)} 0%, ${bg} 45%)` : undefined }), null)}
      {Layer(c, "fg-0", abs(across ? { left: bandL, top: 0, width: f.W - bandL, height: f.H, backgroundColor: band } : { left: 0, top: prodTop + prodS * 0.5, width: f.W, height: f.H - prodTop - prodS * 0.5, backgroundColor: band }), null)}
      {Layer(c, "scene-0", abs(across ? { left: bandL + (f.W - bandL - prodS) / 2, top: f.y + (f.h - prodS) / 2, width: prodS, height: prodS } : { left: f.W / 2 - prodS / 2, top: prodTop, width: prodS, height: prodS }), ProductArt(c, prodS, mix(pal.secondary, bg, 0.3), { borderRadius: 24 * f.u }), { role: "product" })}
      <div style={abs({ left: f.x, top: f.y, width: textW, height: f.h, flexDirection: "column", justifyContent: "space-between" })}>
        <div style={col({})}>
          {logoTop ? logo() : null}
          <div style={row({ justifyContent: "space-between", alignItems: "flex-start" })}>
            {Lines(c, "el-5", head, ink, {}, { role: "head", style: { width: headW } })}
            {logoTop ? null : logo()}
          </div>
        </div>
        <div style={col({})}>
          {fts.map((ft, i) => Layer(c, `el-${i + 1}`, row({ alignItems: "center", marginBottom: 14 * f.u, backgroundColor: card, borderRadius: 16 * f.u, padding: `${10 * f.u}px ${14 * f.u}px`, border: `${Math.max(1, Math.round(2 * f.u))}px solid ${mix(mark(i), card, 0.6)}` }), (
            <>
              <div style={row({ width: tick, height: tick, borderRadius: tick, backgroundColor: mark(i), alignItems: "center", justifyContent: "center", marginRight: 28 * f.u, flexShrink: 0 })}>
                <div style={{ display: "flex", width: tick * 0.26, height: tick * 0.5, borderRight: `${Math.max(3, Math.round(tick * 0.11))}px solid ${inkOn(c, mark(i))}`, borderBottom: `${Math.max(3, Math.round(tick * 0.11))}px solid ${inkOn(c, mark(i))}`, transform: "rotate(45deg)", marginTop: -tick * 0.08 }} />
              </div>
              {Text(ft, inkOn(c, card))}
            </>
          ), { role: `card${i}` }))}
          {Layer(c, "el-4", row({ marginTop: 10 * f.u }), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(560 * f.u, textW), size: 38 * f.u, radius: 14 * f.u }), { role: "cta" })}
        </div>
      </div>
    </>,
  );
}
