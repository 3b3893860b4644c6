import { abs, Canvas, col, Cta, fit, Layer, Lines, Logo, makeCtx, ProductArt, row, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";

/** Headline, three checked benefits and the product: a scannable explainer. */
export function FeatureList(p: DesignInput) {
  const c = makeCtx(p, { display: "space-grotesk", palette: 0 });
  const { f, pal } = c;
  const across = f.shape === "wide" || f.shape === "square";
  const bg = "#ffffff";
  const ink = "#111111";
  const band = mix(pal.primary, "#ffffff", 0.9);
  const textW = across ? f.w * (f.shape === "wide" ? 0.56 : 0.58) : f.w;
  const prodS = across ? Math.min(f.w - textW - 40 * f.u, f.h * 0.72) : Math.min(f.w * 0.62, f.h * (f.shape === "tall" ? 0.26 : 0.2));
  const headH = (across ? f.h * 0.3 : f.h * 0.17);
  const head = fit(c, c.copy("headline"), { weight: 700, width: textW, height: headH, maxSize: 96 * f.u, maxLines: 3 });
  const rowH = (across ? f.h * 0.13 : f.h * 0.085);
  const tick = Math.round(rowH * 0.72);
  // Only the benefits the ad has: a brief with two claims gets two rows, never a repeated or made-up third.
  const feats = ["feature_1", "feature_2", "feature_3"].map((k) => c.copy(k)).filter(Boolean);
  const fts = feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: textW - tick - 28 * f.u, height: rowH, maxSize: 44 * f.u, minSize: 24 * f.u, maxLines: 2 }));
  const size = Math.min(...fts.map((x) => x.fontSize));
  const feats2 = feats.map((t) => fit(c, t, { font: c.body, weight: 600, width: textW - tick - 28 * f.u, height: rowH, maxSize: size, minSize: 20 * f.u, maxLines: 2 }));
  return Canvas(
    c,
    <>
      {/* In video the white ground carries a soft brand glow, so a moving ground shows; the band is a panel (fg): it never moves. */}
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg, backgroundImage: p.output === "video" ? `radial-gradient(circle at 82% 10%, ${mix(pal.primary, "#ffffff", 0.8)} 0%, ${bg} 45%)` : undefined }), null)}
      {Layer(c, "fg-0", abs(across ? { left: f.x + textW + 20 * f.u, top: 0, width: f.W - (f.x + textW + 20 * f.u), height: f.H, backgroundColor: band } : { left: 0, top: f.H * 0.5, width: f.W, height: f.H * 0.5, backgroundColor: band }), null)}
      {across ? Layer(c, "scene-0", abs({ left: f.x + textW + (f.w - textW - prodS) / 2 + 20 * f.u, top: f.y + (f.h - prodS) / 2, width: prodS, height: prodS }), ProductArt(c, prodS, mix(pal.secondary, "#ffffff", 0.3), { borderRadius: 24 * f.u }), { role: "product" }) : null}
      <div style={abs({ left: f.x, top: f.y, width: textW, height: f.h, flexDirection: "column", justifyContent: "space-between" })}>
        <div style={col({})}>
          {Layer(c, "el-0", row({ marginBottom: 24 * f.u }), Logo(c, 340 * f.u, 64 * f.u, ink), { role: "logo" })}
          {Lines(c, "el-5", head, ink, {}, { role: "head" })}
        </div>
        {!across ? Layer(c, "scene-0", row({ justifyContent: "center", width: textW }), ProductArt(c, prodS, mix(pal.secondary, "#ffffff", 0.3), { borderRadius: 24 * f.u }), { role: "product" }) : null}
        <div style={col({})}>
          {feats2.map((ft, i) => Layer(c, `el-${i + 1}`, row({ alignItems: "center", marginBottom: 18 * f.u, backgroundColor: "#ffffff", borderRadius: 16 * f.u, padding: `${10 * f.u}px ${14 * f.u}px`, border: `${Math.max(1, Math.round(2 * f.u))}px solid ${mix(pal.primary, "#ffffff", 0.75)}` }), (
            <>
              <div style={row({ width: tick, height: tick, borderRadius: tick, backgroundColor: pal.primary, alignItems: "center", justifyContent: "center", marginRight: 24 * f.u })}>
                <div style={{ display: "flex", width: tick * 0.26, height: tick * 0.5, borderRight: `${Math.max(3, Math.round(tick * 0.11))}px solid ${pal.onPrimary}`, borderBottom: `${Math.max(3, Math.round(tick * 0.11))}px solid ${pal.onPrimary}`, transform: "rotate(45deg)", marginTop: -tick * 0.08 }} />
              </div>
              {Text(ft, ink)}
            </>
          ), { role: `card${i}` }))}
        </div>
        {Layer(c, "el-4", row({}), Cta(c, c.copy("cta"), { bg: pal.primary, fg: pal.onPrimary, maxW: 560 * f.u, size: 38 * f.u, radius: 14 * f.u }), { role: "cta" })}
      </div>
    </>,
  );
}
