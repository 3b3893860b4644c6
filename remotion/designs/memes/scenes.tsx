import type { ReactElement } from "react";
import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../lib/kit";
import { ProductArt } from "../../lib/brand-elements";
import { mix, readable, textOn } from "../../lib/theme";
import { Label, memeShell, pick, ProductPhoto, productBox, Prop } from "./shell";
import { formatLabels } from "./labels";

/** Distracted look: three labelled characters; with a photo, the product is the temptation, large. */
export function DistractedLook(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 3 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const cap = fit(c, c.copy("caption"), { font: "inter", weight: 800, width: b.w - 50 * f.u, height: b.h * 0.16, maxSize: 60 * f.u, minSize: 28 * f.u, maxLines: 2 });
    const capH = cap.lines.length ? cap.height + 40 * f.u : 0;
    const sceneH = b.h - capH - (capH ? 16 * f.u : 0);
    const wide = f.shape === "wide";
    const tall = f.shape === "tall" || f.shape === "portrait";
    const prod = c.product ? productBox(c, tall ? { h: sceneH * 0.62 } : { w: b.w * 0.6, h: sceneH - 40 * f.u }) : undefined;
    const names = [c.copy("temptation"), c.copy("wanderer"), c.copy("partner")];
    const colors = [look.bar, look.ink, mix(look.ink, look.panel, 0.45)];
    const label = (i: number, w: number, size = 44 * f.u) => Label(c, names[i], { w, h: 110 * f.u, size, bg: colors[i], fg: textOn(colors[i]), lines: 2 });
    const faces = [null, "heartEyes", "unamused"] as const;
    let cast: ReactElement;
    if (prod) {
      // The couple stands beside (wide: in a row; square: stacked) or under the product, looking back at it.
      const beside = !tall;
      const restW = beside ? b.w - prod.w - 80 * f.u : b.w - 40 * f.u;
      const restH = beside ? sceneH - 40 * f.u : sceneH - prod.h - 70 * f.u;
      const stacked = beside && !wide;
      const size = Math.min(40 * f.u, (stacked ? restH / 2 : restH) * 0.14);
      const s = Math.max(0, Math.min(stacked ? restW * 0.6 : restW * 0.32, (stacked ? restH / 2 : restH) - size * 3));
      const pair = [1, 2].map((i) => (
        <div key={i} style={col({ width: stacked ? restW : restW / 2, alignItems: "center" })}>
          {Emoji(faces[i]!, s)}
          <div style={row({ marginTop: -s * 0.05 })}>{label(i, (stacked ? restW : restW / 2) - 10 * f.u, size)}</div>
        </div>
      ));
      cast = (
        <div style={row({ position: "relative", width: b.w - 8 * f.u, height: sceneH - 8 * f.u, padding: 20 * f.u, flexDirection: beside ? "row" : "column", alignItems: "center", justifyContent: "space-between" })}>
          <div style={col({ position: "relative", width: prod.w, height: prod.h })}>
            {ProductPhoto(c, prod, { border: `${Math.round(5 * f.u)}px solid ${look.ink}` })}
            <div style={abs({ left: 16 * f.u, bottom: 16 * f.u })}>{label(0, prod.w - 32 * f.u)}</div>
          </div>
          <div style={row({ width: restW, height: restH, flexDirection: stacked ? "column" : "row", justifyContent: "space-around", alignItems: "center" })}>{pair}</div>
        </div>
      );
    } else {
      const s = tall ? Math.min(b.w * 0.4, sceneH * 0.3) : Math.min(b.w * 0.24, sceneH * 0.44);
      // Positions (centre points) of temptation, wanderer, partner.
      const pos = tall
        ? [{ x: b.w * 0.27, y: sceneH * 0.18 }, { x: b.w * 0.64, y: sceneH * 0.46 }, { x: b.w * 0.3, y: sceneH * 0.74 }]
        : [{ x: b.w * 0.17, y: sceneH * 0.4 }, { x: b.w * 0.5, y: sceneH * 0.48 }, { x: b.w * 0.83, y: sceneH * 0.4 }];
      const labelW = tall ? b.w * 0.46 : b.w * 0.3;
      cast = (
        <>
          {pos.map((q, i) => (
            <div key={i} style={abs({ left: q.x - labelW / 2, top: q.y - s / 2, width: labelW, flexDirection: "column", alignItems: "center" })}>
              {i === 0 ? ProductArt(c, s, look.pop, { border: `${Math.round(5 * f.u)}px solid ${look.ink}` }) : Emoji(faces[i]!, s)}
              <div style={row({ marginTop: -s * 0.08 })}>{label(i, labelW)}</div>
            </div>
          ))}
          <div style={abs({ left: (pos[1].x + pos[0].x) / 2 - 30 * f.u, top: (pos[1].y + pos[0].y) / 2 - 60 * f.u })}>{Emoji("eyes", 70 * f.u)}</div>
        </>
      );
    }
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {cap.lines.length ? Layer(c, "el-0", row({ height: capH, alignItems: "center", padding: `0 ${25 * f.u}px`, backgroundColor: look.bar, borderRadius: 16 * f.u, marginBottom: 16 * f.u }), Text(cap, look.onBar)) : null}
        {Layer(c, "scene-0", row({ width: b.w, height: sceneH, position: "relative", backgroundImage: `linear-gradient(180deg, ${look.tint(pal.secondary, 0.7)} 0%, ${look.panel} 65%, ${look.tint(pal.accent, 0.55)} 100%)`, borderRadius: 24 * f.u, border: `${Math.round(4 * f.u)}px solid ${look.ink}`, overflow: "hidden" }), (
          <>
            <div style={abs({ left: 0, top: sceneH * 0.72, width: b.w, height: sceneH * 0.28, backgroundColor: look.tint(pal.primary, 0.55) })} />
            {cast}
          </>
        ))}
      </div>
    );
  });
}

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
