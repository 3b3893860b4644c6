import { abs, Canvas, col, Cta, fit, Layer, Lines, Logo, makeCtx, ProductArt, row, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";

/** Promotion: circular offer badge over diagonal stripes. */
export function OfferBadge(p: DesignInput) {
  const c = makeCtx(p, { display: "anton", palette: 4 });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const bg = pal.primary;
  const fg = pal.onPrimary;
  const stripe = mix(bg, "#000000", 0.1);
  const stops: string[] = [];
  for (let i = 0; i < 20; i++) stops.push(`${i % 2 ? stripe : bg} ${i * 5}%`, `${i % 2 ? stripe : bg} ${(i + 1) * 5}%`);
  const badgeD = wide ? Math.min(f.h * 0.92, f.w * 0.42) : Math.min(f.w * 0.78, f.h * (f.shape === "tall" ? 0.44 : 0.42));
  const badgeBg = pal.secondary;
  const badgeFg = textOn(badgeBg);
  const offer = fit(c, c.copy("offer"), { width: badgeD * 0.7, height: badgeD * 0.52, maxSize: badgeD * 0.32, maxLines: 2 });
  const textW = wide ? f.w - badgeD - 60 * f.u : f.w;
  const restH = wide ? f.h : f.h - badgeD - 40 * f.u;
  const head = fit(c, c.copy("headline"), { width: textW, height: restH * (wide ? 0.45 : 0.38), maxSize: 130 * f.u, maxLines: 2 });
  const fine = fit(c, c.copy("fine_print"), { font: c.body, weight: 400, width: textW, height: restH * 0.16, maxSize: 38 * f.u, minSize: 22 * f.u, maxLines: 2 });
  const align = wide ? "left" : "center";
  const prodS = badgeD * 0.34;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: `linear-gradient(135deg, ${stops.join(", ")})` })} />)}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: wide ? "row" : "column", alignItems: "center", justifyContent: wide ? "space-between" : "center" })}>
        {Layer(c, "scene-0", row({ width: badgeD, height: badgeD, position: "relative", marginBottom: wide ? 0 : 50 * f.u }), (
          <>
            <div style={abs({ left: 0, top: 0, width: badgeD, height: badgeD, borderRadius: badgeD, backgroundColor: badgeBg, border: `${Math.round(10 * f.u)}px solid ${fg}`, alignItems: "center", justifyContent: "center", flexDirection: "column" })}>
              <div style={{ display: "flex", width: 72 * f.u, height: 8 * f.u, borderRadius: 4 * f.u, backgroundColor: badgeFg, marginBottom: 18 * f.u }} />
              {Text(offer, badgeFg, { align: "center" })}
            </div>
            <div style={abs({ right: -prodS * 0.15, bottom: -prodS * 0.1, width: prodS, height: prodS, borderRadius: prodS, overflow: "hidden", border: `${Math.round(6 * f.u)}px solid ${fg}` })}>{ProductArt(c, prodS, mix(pal.accent, "#ffffff", 0.3), { borderRadius: prodS })}</div>
          </>
        ), { role: "badge" })}
        <div style={col({ width: textW, alignItems: wide ? "flex-start" : "center" })}>
          {Layer(c, "el-0", row({ marginBottom: 20 * f.u }), Logo(c, 360 * f.u, 76 * f.u, fg), { role: "logo" })}
          {Lines(c, "el-1", head, fg, { align }, { role: "head", style: { alignItems: wide ? "flex-start" : "center" } })}
          {fine.lines.length ? Layer(c, "el-3", row({ marginTop: 18 * f.u }), Text(fine, mix(fg, bg, 0.15), { align }), { role: "body" }) : null}
          {Layer(c, "el-2", row({ marginTop: 30 * f.u }), Cta(c, c.copy("cta"), { bg: fg, fg: textOn(fg) === "#111111" ? mix(bg, "#000000", 0.2) : "#ffffff", maxW: 560 * f.u, size: 38 * f.u, radius: 8 * f.u }), { role: "cta" })}
        </div>
      </div>
    </>,
  );
}
