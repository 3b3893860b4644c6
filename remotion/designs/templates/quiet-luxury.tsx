import { abs, Canvas, col, fit, Layer, Logo, makeCtx, Picture, Text, type DesignInput } from "../../lib/kit";
import { luminance, mix } from "../../lib/theme";

/** Minimal and spacious: small centred serif line, logo, hairline, negative space. */
export function QuietLuxury(p: DesignInput) {
  const c = makeCtx(p, { display: "playfair-display", palette: 3 });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  // A deep, desaturated ground derived from the brand colour.
  const dark = luminance(pal.primary) < 0.5;
  const bg = dark ? mix(pal.primary, "#0b0b0b", 0.7) : mix(pal.primary, "#f7f4ee", 0.85);
  const fg = dark ? "#f4efe6" : "#1c1a17";
  const gold = mix(pal.secondary, fg, 0.35);
  const textW = Math.min(f.w * 0.8, 820 * f.u);
  const tall = f.shape === "tall" || f.shape === "portrait";
  const head = fit(c, c.copy("headline"), { weight: 400, width: textW, height: (tall ? 260 : 200) * f.u, maxSize: (tall ? 96 : 76) * f.u, maxLines: 2 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: textW * 0.85, height: 100 * f.u, maxSize: (tall ? 36 : 30) * f.u, minSize: 20 * f.u, maxLines: 2 });
  const cta = fit(c, c.copy("cta"), { font: c.body, weight: 600, width: textW, height: 40 * f.u, maxSize: 26 * f.u, maxLines: 1, uppercase: true, tracking: 0.35 });
  // The picture takes what the copy leaves, so nothing overlaps.
  const left = f.h - 100 * f.u - 84 * f.u - head.height - 64 * f.u - body.height - 60 * f.u - 50 * f.u - 80 * f.u;
  const img = c.product ? Math.max(0, Math.min(left, f.w * (tall ? 0.6 : 0.5), f.h * 0.45)) : 0;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <div style={abs({ left: f.x - 10 * f.u, top: f.y - 10 * f.u, width: f.w + 20 * f.u, height: f.h + 20 * f.u, border: `${Math.max(1, Math.round(1.5 * f.u))}px solid ${mix(gold, bg, 0.4)}` })} />
      ))}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column", alignItems: "center", justifyContent: "space-between", paddingTop: 50 * f.u, paddingBottom: 50 * f.u })}>
        {Layer(c, "el-0", col({ alignItems: "center" }), Logo(c, 400 * f.u, 84 * f.u, fg))}
        <div style={col({ alignItems: "center" })}>
          {img > 120 * f.u ? Layer(c, "scene-0", col({ marginBottom: 50 * f.u }), Picture(c.product!, img, img, { borderRadius: img })) : null}
          {Layer(c, "el-1", col({ alignItems: "center" }), (
            <>
              {Text(head, fg, { align: "center" })}
              <div style={{ display: "flex", width: 80 * f.u, height: Math.max(1, 2 * f.u), backgroundColor: gold, marginTop: 34 * f.u, marginBottom: 30 * f.u }} />
              {body.lines.length ? Text(body, mix(fg, bg, 0.3), { align: "center" }) : null}
            </>
          ))}
        </div>
        {Layer(c, "el-2", col({ alignItems: "center", paddingBottom: 8 * f.u, borderBottom: `${Math.max(1, Math.round(2 * f.u))}px solid ${gold}` }), Text(cta, fg, { align: "center", tracking: 0.35 }))}
      </div>
    </>,
  );
}
