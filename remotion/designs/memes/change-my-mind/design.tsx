import { abs, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { mix, readable } from "../../../lib/theme";
import { memeShell, Prop } from "../shell";

/** Change my mind: a confident character at a table behind a sign, the brief's art (or mark) as the mug. */
export function ChangeMyMind(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 1 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const wide = f.shape === "wide";
    const tall = f.shape === "tall" || f.shape === "portrait";
    // In a tall frame the sign and the character grow to fill the height rather than leave a sky.
    const signW = wide ? b.w * 0.5 : b.w * 0.64;
    const signH = wide ? b.h * 0.62 : Math.min(b.h * (tall ? 0.62 : 0.5), signW * (tall ? 1.35 : 1.0));
    const person = wide ? b.h * 0.5 : Math.min(b.w * 0.34, b.h * 0.3);
    const sign = fit(c, c.copy("sign"), { font: "inter", weight: 800, width: signW - 90 * f.u, height: signH * 0.62, maxSize: (tall ? 80 : 68) * f.u, minSize: 26 * f.u, maxLines: 5 });
    const cap = fit(c, c.copy("caption"), { font: "anton", width: signW - 90 * f.u, height: signH * 0.2, maxSize: 64 * f.u, minSize: 24 * f.u, maxLines: 2 });
    const tableY = b.h * (wide ? 0.82 : 0.86);
    const signX = wide ? b.w * 0.42 : b.w * 0.34;
    const signY = tableY - signH + 20 * f.u;
    const table = mix(pal.primary, "#3b2412", 0.6);
    const mug = person * 0.36;
    return Layer(c, "scene-0", row({ width: b.w, height: b.h, position: "relative", borderRadius: 24 * f.u, border: `${Math.round(4 * f.u)}px solid ${look.ink}`, overflow: "hidden", backgroundImage: `linear-gradient(180deg, ${look.tint(pal.secondary, 0.65)} 0%, ${look.panel} 55%, ${look.tint(pal.accent, 0.35)} 56%, ${look.tint(pal.accent, 0.15)} 100%)` }), (
      <>
        <div style={abs({ left: wide ? b.w * 0.12 : b.w * 0.0, top: tableY - person * 1.02 })}>{Emoji("beard", person)}</div>
        <div style={abs({ left: wide ? b.w * 0.26 : b.w * 0.2, top: tableY - mug * 0.94 })}>{Prop(c, 0, mug, look.bar)}</div>
        <div style={abs({ left: b.w * 0.03, top: tableY, width: b.w * 0.94, height: 40 * f.u, backgroundColor: table, borderRadius: 8 * f.u })} />
        <div style={abs({ left: b.w * 0.1, top: tableY + 40 * f.u, width: 26 * f.u, height: b.h - tableY, backgroundColor: mix(table, "#000000", 0.25) })} />
        <div style={abs({ left: b.w * 0.9 - 26 * f.u, top: tableY + 40 * f.u, width: 26 * f.u, height: b.h - tableY, backgroundColor: mix(table, "#000000", 0.25) })} />
        <div style={abs({ left: signX, top: signY, width: signW, height: signH, backgroundColor: look.card, border: `${Math.round(8 * f.u)}px solid ${look.ink}`, borderRadius: 10 * f.u, flexDirection: "column", alignItems: "center", justifyContent: "center", padding: 40 * f.u })}>
          {Text(sign, look.ink, { align: "center" })}
          <div style={{ display: "flex", width: signW * 0.5, height: 6 * f.u, backgroundColor: look.bar, marginTop: 20 * f.u, marginBottom: 16 * f.u }} />
          {Text(cap, readable(look.bar, look.card), { align: "center" })}
        </div>
      </>
    ));
  });
}
