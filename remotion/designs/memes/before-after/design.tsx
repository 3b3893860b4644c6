import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { mix, textOn } from "../../../lib/theme";
import { Label, memeShell, ProductPhoto, productBox } from "../shell";
import { formatLabels } from "../labels";

/** Before / after panels with tired and delighted characters; the after panel holds the product. */
export function BeforeAfter(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f } = c;
  return memeShell(c, (b, look) => {
    const across = f.shape === "wide" || f.shape === "square";
    const gap = 20 * f.u;
    const headH = 90 * f.u;
    const prod = c.product ? productBox(c, across ? { w: b.w * 0.6, h: b.h - headH - 40 * f.u } : { h: b.h * 0.62 - headH }) : undefined;
    // The after panel grows to hold the product at a fifth of the frame; before keeps the rest.
    const half = ((across ? b.w : b.h) - gap) / 2;
    const afterMain = prod ? Math.max(half, (across ? prod.w : prod.h + headH) + 40 * f.u) : half;
    const dims = (i: number) => {
      const main = i ? afterMain : (across ? b.w : b.h) - afterMain - gap;
      return across ? { w: main, h: b.h } : { w: b.w, h: main };
    };
    const panel = (i: number) => {
      const after = i === 1;
      const { w: pw, h: ph } = dims(i);
      const ground = after ? look.tint(look.wash, 0.7) : mix(look.panel, look.ink, 0.1);
      const bar = after ? look.bar : mix(look.ink, look.panel, 0.25);
      const label = fit(c, formatLabels(p.language)[after ? "after" : "before"], { font: "anton", width: pw - 40 * f.u, height: headH - 16 * f.u, maxSize: 56 * f.u, maxLines: 1, tracking: 0.08 });
      const txt = fit(c, c.copy(after ? "after" : "before"), { font: "inter", weight: 800, width: pw - 80 * f.u, height: Math.min(ph * 0.3, 200 * f.u), maxSize: 56 * f.u, minSize: 24 * f.u, maxLines: 4 });
      const withPhoto = after && prod;
      const face = withPhoto ? Math.min(prod.w, prod.h) * 0.3 : Math.max(0, Math.min(pw * 0.5, (ph - headH - txt.height - 80 * f.u) * 0.9));
      return Layer(c, `scene-${i}`, col({ width: pw, height: ph, marginLeft: across && i ? gap : 0, marginTop: !across && i ? gap : 0, backgroundColor: ground, borderRadius: 22 * f.u, border: `${Math.round(4 * f.u)}px solid ${look.ink}`, overflow: "hidden", position: "relative" }), (
        <>
          <div style={row({ height: headH, flexShrink: 0, backgroundColor: bar, alignItems: "center", justifyContent: "center" })}>{Text(label, textOn(bar), { align: "center", tracking: 0.08 })}</div>
          <div style={row({ flexGrow: 1, alignItems: "center", justifyContent: "center", position: "relative" })}>
            {withPhoto ? ProductPhoto(c, prod) : Emoji(after ? "starStruck" : "tired", face)}
            {withPhoto ? <div style={abs({ right: 16 * f.u, top: 12 * f.u })}>{Emoji("starStruck", face)}</div> : null}
            {after && !withPhoto ? <div style={abs({ right: 24 * f.u, top: 20 * f.u })}>{Emoji("sparkles", face * 0.3)}</div> : null}
          </div>
          {withPhoto ? (
            // Over the photo the after line sits on a caption bar, so it reads whatever the photo is.
            <div style={abs({ left: 20 * f.u, right: 20 * f.u, bottom: 20 * f.u, justifyContent: "center" })}>{Label(c, c.copy("after"), { w: pw - 40 * f.u, h: Math.min(ph * 0.3, 200 * f.u), size: 50 * f.u, bg: look.bar, fg: look.onBar, lines: 4 })}</div>
          ) : (
            <div style={row({ padding: `${20 * f.u}px ${40 * f.u}px ${34 * f.u}px`, justifyContent: "center" })}>{Text(txt, look.ink, { align: "center" })}</div>
          )}
        </>
      ));
    };
    return <div style={row({ width: b.w, height: b.h, flexDirection: across ? "row" : "column" })}>{[panel(0), panel(1)]}</div>;
  });
}
