import { abs, Canvas, col, Cta, fit, Layer, Logo, makeCtx, row, Text, type DesignInput } from "../../lib/kit";
import { mix } from "../../lib/theme";

/** A giant condensed headline filling a brand-colour field. */
export function BoldStatement(p: DesignInput) {
  const c = makeCtx(p, { display: "bebas-neue", palette: 0 });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const bg = pal.primary;
  const fg = pal.onPrimary;
  const textW = wide ? f.w * 0.62 : f.w;
  const headH = f.h * (f.shape === "tall" ? 0.5 : wide ? 0.62 : 0.5);
  const head = fit(c, c.copy("headline", "Make it impossible to ignore"), { width: textW, height: headH, maxSize: 320 * f.u, maxLines: 4 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: Math.min(textW, 860 * f.u), height: f.h * 0.16, maxSize: 44 * f.u, minSize: 24 * f.u, maxLines: 3 });
  const bar = mix(bg, pal.secondary, 0.85);
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <>
          <div style={abs({ left: 0, top: f.H * 0.58, width: f.W, height: f.H * 0.42, backgroundColor: mix(bg, "#000000", 0.12) })} />
          <div style={abs({ left: wide ? f.W * 0.7 : -f.W * 0.2, top: wide ? -f.H * 0.2 : f.H * 0.62, width: f.W * 0.7, height: f.W * 0.7, borderRadius: f.W, backgroundColor: bar, opacity: 0.9 })} />
        </>
      ))}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column", justifyContent: "space-between" })}>
        {Layer(c, "el-0", row({ justifyContent: "space-between", alignItems: "center" }), Logo(c, 300 * f.u, 64 * f.u, fg))}
        {Layer(c, "el-1", col({ width: textW }), (
          <>
            <div style={{ display: "flex", width: 120 * f.u, height: 14 * f.u, backgroundColor: pal.secondary, marginBottom: 28 * f.u }} />
            {Text(head, fg)}
            {body.lines.length ? <div style={{ display: "flex", marginTop: 24 * f.u }}>{Text(body, fg, { style: { opacity: 0.92 } })}</div> : null}
          </>
        ))}
        {Layer(c, "el-2", row({}), Cta(c, c.copy("cta", "Shop now"), { bg: pal.secondary, fg: mix(pal.secondary, "#000000", 0) === pal.secondary ? (pal.onPrimary === "#ffffff" && false ? "#fff" : (pal.secondary && "#111111")) : "#111", maxW: 560 * f.u, size: 40 * f.u }))}
      </div>
    </>,
  );
}
