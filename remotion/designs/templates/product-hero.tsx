import { abs, Canvas, col, Cta, fit, Layer, Lines, Logo, makeCtx, ProductArt, row, Text, type DesignInput } from "../../lib/kit";
import { mix, readable, textOn } from "../../lib/theme";

/** The product on a spotlight disc, copy framing it. */
export function ProductHero(p: DesignInput) {
  const c = makeCtx(p, { display: "space-grotesk", palette: 1 });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const base = mix(pal.primary, "#000000", 0.35);
  const fg = textOn(base);
  const glow = mix(pal.primary, "#ffffff", 0.35);
  const textW = wide ? f.w * 0.5 : f.w;
  const kick = fit(c, c.copy("kicker"), { font: c.body, weight: 700, width: textW, height: 44 * f.u, maxSize: 34 * f.u, maxLines: 1, uppercase: true, tracking: 0.12 });
  const headH = wide ? f.h * 0.4 : f.h * (f.shape === "tall" ? 0.2 : 0.19);
  const head = fit(c, c.copy("headline"), { weight: 700, width: textW, height: headH, maxSize: 120 * f.u, maxLines: 2 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: textW * 0.92, height: (wide ? 150 : 100) * f.u, maxSize: 38 * f.u, minSize: 24 * f.u, maxLines: 2 });
  const ctaH = 110 * f.u;
  const logoH = 76 * f.u;
  // Room for the copy, its margins and the float of the product in live_scene video.
  const used = kick.height + head.height + body.height + ctaH + logoH + 240 * f.u;
  const prod = wide ? Math.min(f.h * 0.9, f.w * 0.42) : Math.max(200 * f.u, Math.min(f.w * 0.8, f.h - used));
  const align = wide ? "left" : "center";
  const disc = prod * 1.25;
  const discCx = wide ? f.x + f.w * 0.75 : f.W / 2;
  const discCy = wide ? f.H / 2 : f.y + logoH + 18 * f.u + kick.height + 10 * f.u + head.height + 70 * f.u + prod / 2;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: base }), (
        <>
          <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: `radial-gradient(circle at ${Math.round((discCx / f.W) * 100)}% ${Math.round((discCy / f.H) * 100)}%, ${glow} 0%, ${pal.primary} 35%, ${base} 75%)` })} />
        </>
      ))}
      {/* The spotlight disc is foreground: it never moves with the ground. */}
      {Layer(c, "fg-0", abs({ left: discCx - disc / 2, top: discCy - disc / 2, width: disc, height: disc, borderRadius: disc, backgroundColor: mix(pal.primary, "#ffffff", 0.18), border: `${Math.round(3 * f.u)}px solid ${mix(glow, "#ffffff", 0.5)}` }), null)}
      {Layer(c, "scene-0", abs({ left: discCx - prod / 2, top: discCy - prod / 2, width: prod, height: prod }), ProductArt(c, prod, mix(pal.secondary, "#ffffff", 0.2)), { role: "product" })}
      <div style={abs({ left: f.x, top: f.y, width: wide ? textW : f.w, height: f.h, flexDirection: "column", justifyContent: "space-between", alignItems: wide ? "flex-start" : "center" })}>
        <div style={col({ alignItems: wide ? "flex-start" : "center" })}>
          {Layer(c, "el-0", col({ alignItems: wide ? "flex-start" : "center" }), (
            <>
              <div style={{ display: "flex", marginBottom: 18 * f.u }}>{Logo(c, 360 * f.u, logoH, fg)}</div>
              {Text(kick, readable(mix(pal.secondary, "#ffffff", 0.1), base, 3.5), { align, tracking: 0.12 })}
            </>
          ), { role: "logo" })}
          {Lines(c, "el-1", head, fg, { align }, { role: "head", style: { marginTop: 10 * f.u } })}
        </div>
        <div style={col({ alignItems: wide ? "flex-start" : "center" })}>
          {body.lines.length ? Layer(c, "el-3", row({ marginBottom: 24 * f.u }), Text(body, mix(fg, base, 0.12), { align }), { role: "body" }) : null}
          {Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: pal.secondary, fg: textOn(pal.secondary), maxW: 560 * f.u, size: 38 * f.u }), { role: "cta" })}
        </div>
      </div>
    </>,
  );
}
