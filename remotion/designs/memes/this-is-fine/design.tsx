import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { mix, textOn } from "../../../lib/theme";
import { memeShell, pick, ProductPhoto, productBox, Prop } from "../shell";

/** This is fine: calm character, everything on fire; the product (or the brief's art) at hand. */
export function ThisIsFine(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 4 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const wide = f.shape === "wide";
    const prod = c.product ? productBox(c, wide ? { w: b.w * 0.5, h: b.h - 40 * f.u } : { h: b.h * 0.55 }) : undefined;
    const flame = Math.round(Math.min(b.w, b.h) * 0.16);
    const flames = [];
    const n = Math.ceil(b.w / (flame * 0.8)) + 1;
    for (let i = 0; i < n; i++) flames.push(<div key={`b${i}`} style={abs({ left: Math.min(i * flame * 0.8, b.w - flame), top: b.h - flame * (i % 2 ? 1.12 : 1.0) })}>{Emoji("fire", flame)}</div>);
    for (let i = 0; i < 4; i++) flames.push(<div key={`t${i}`} style={abs({ left: (i % 2 ? b.w - flame * 1.1 : 0), top: b.h * (0.18 + i * 0.14) })}>{Emoji("fire", flame * 0.9)}</div>);
    // With a photo the product stands in the fire at the right (a fifth of the frame); the caption and the
    // calm character share the rest.
    const sideW = prod ? (wide ? b.w - prod.w - 40 * f.u : b.w) : b.w;
    const bubbleW = Math.min(sideW * 0.86, 760 * f.u);
    const cap = fit(c, c.copy("caption"), { font: "inter", weight: 800, width: bubbleW - 70 * f.u, height: b.h * 0.14, maxSize: 64 * f.u, minSize: 28 * f.u, maxLines: 2 });
    const chaos = fit(c, c.copy("chaos"), { font: "anton", width: Math.min(sideW * 0.7, b.w * 0.5), height: b.h * 0.09, maxSize: 64 * f.u, minSize: 26 * f.u, maxLines: 2 });
    const sticker = pick([look.pop, look.bar, look.card], "#c2410c", 2.4);
    const top = b.h * 0.04;
    const bubbleTop = top + chaos.height + 60 * f.u;
    const bubbleBottom = bubbleTop + cap.height + 44 * f.u + 34 * f.u;
    const prodTop = prod ? (wide ? (b.h - prod.h) / 2 : Math.max(bubbleBottom + 10 * f.u, b.h - prod.h - 24 * f.u)) : 0;
    const dog = prod ? Math.min(sideW * 0.42, (wide ? b.h - bubbleBottom : b.h - prodTop) * 0.6, 360 * f.u) : Math.min(b.w * 0.42, b.h * 0.32);
    const dogTop = prod && !wide ? prodTop + prod.h - dog * 1.05 : bubbleBottom + 30 * f.u;
    const prop = dog * 0.42;
    return Layer(c, "scene-0", col({ width: b.w, height: b.h, position: "relative", borderRadius: 24 * f.u, border: `${Math.round(4 * f.u)}px solid ${look.ink}`, overflow: "hidden", backgroundImage: "linear-gradient(180deg, #7c2d12 0%, #c2410c 45%, #f97316 80%, #fbbf24 100%)" }), (
      <>
        {flames}
        {prod ? <div style={abs({ left: b.w - prod.w - 20 * f.u, top: prodTop })}>{ProductPhoto(c, prod, { border: `${Math.round(6 * f.u)}px solid ${look.ink}` })}</div> : null}
        <div style={abs({ left: b.w * 0.05, top, padding: `${12 * f.u}px ${22 * f.u}px`, backgroundColor: sticker, border: `${Math.round(6 * f.u)}px solid ${look.ink}`, transform: "rotate(-3deg)" })}>{Text(chaos, textOn(sticker))}</div>
        <div style={col({ position: "absolute", left: (sideW - bubbleW) / 2, top: bubbleTop, width: bubbleW, alignItems: "center" })}>
          <div style={row({ backgroundColor: look.card, borderRadius: 30 * f.u, padding: `${22 * f.u}px ${34 * f.u}px`, border: `${Math.round(4 * f.u)}px solid ${look.ink}` })}>{Text(cap, look.ink, { align: "center" })}</div>
          <div style={{ display: "flex", width: 0, height: 0, borderLeft: `${22 * f.u}px solid transparent`, borderRight: `${22 * f.u}px solid transparent`, borderTop: `${34 * f.u}px solid ${look.ink}` }} />
        </div>
        <div style={abs({ left: prod ? 20 * f.u : b.w / 2 - dog * 0.75, top: dogTop, width: dog * 1.5, alignItems: "flex-end", justifyContent: prod ? "flex-start" : "center" })}>
          {Emoji("dog", dog)}
          {prod ? null : <div style={row({ marginLeft: -dog * 0.12 })}>{Prop(c, 0, prop, look.pop)}</div>}
        </div>
        {prod ? null : <div style={abs({ left: b.w * 0.15, top: dogTop + dog * 0.92, width: b.w * 0.7, height: 26 * f.u, backgroundColor: mix(pal.primary, "#3b2412", 0.6), borderRadius: 6 * f.u })} />}
      </>
    ));
  });
}
