import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { mix, readable } from "../../../lib/theme";
import { memeShell } from "../shell";

/** Drake-style: reject the old way, approve the brand's way. */
export function ApproveReject(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 1 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const rowH = (b.h - 16 * f.u) / 2;
    const picW = Math.min(b.w * 0.42, rowH * (f.shape === "wide" ? 1.3 : 1));
    const txtW = b.w - picW;
    const line = Math.round(5 * f.u);
    const cell = (i: number) => {
      const approve = i === 1;
      const t = fit(c, c.copy(approve ? "approve" : "reject"), { font: "inter", weight: approve ? 800 : 600, width: txtW - 100 * f.u, height: rowH - 80 * f.u, maxSize: 72 * f.u, minSize: 28 * f.u, maxLines: 4 });
      // The rejected way is greyed toward the panel; the approved one wears the brand's colour.
      const tint = approve ? look.wash : mix(look.pop, look.panel, 0.55);
      return Layer(c, `scene-${i}`, row({ width: b.w, height: rowH, marginTop: i ? 16 * f.u : 0, border: `${line}px solid ${look.ink}`, borderRadius: 18 * f.u, overflow: "hidden" }), (
        <>
          <div style={row({ width: picW, height: rowH - line * 2, backgroundColor: tint, alignItems: "center", justifyContent: "center", position: "relative" })}>
            {Emoji(approve ? "tipping" : "no", Math.min(picW, rowH) * 0.72)}
            <div style={abs({ left: 14 * f.u, top: 14 * f.u })}>{Emoji(approve ? "check" : "cross", 64 * f.u)}</div>
          </div>
          <div style={row({ width: txtW, height: rowH - line * 2, backgroundColor: approve ? look.card : mix(look.panel, look.ink, 0.06), alignItems: "center", padding: `0 ${50 * f.u}px`, borderLeft: `${line}px solid ${look.ink}` })}>
            {Text(t, approve ? readable(pal.primary, look.card) : mix(look.ink, look.panel, 0.3))}
          </div>
        </>
      ));
    };
    return <div style={col({ width: b.w, height: b.h })}>{[cell(0), cell(1)]}</div>;
  });
}
