import { abs, col, Emoji, fit, Layer, makeCtx, Picture, ProductArt, row, StandIn, Text, type DesignInput } from "../../lib/kit";
import { mix, readable, textOn } from "../../lib/theme";
import { Label, memeShell } from "./shell";
import { formatLabels } from "../../../server/generation/copy/phrases";

/** Distracted look: a triangle of three labelled characters. */
export function DistractedLook(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 3 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const cap = fit(c, c.copy("caption"), { font: "inter", weight: 800, width: b.w, height: b.h * 0.16, maxSize: 60 * f.u, minSize: 28 * f.u, maxLines: 2 });
    const capH = cap.lines.length ? cap.height + 30 * f.u : 0;
    const sceneH = b.h - capH;
    const tall = f.shape === "tall" || f.shape === "portrait";
    const s = tall ? Math.min(b.w * 0.4, sceneH * 0.3) : Math.min(b.w * 0.24, sceneH * 0.44);
    // Positions (centre points) of temptation, wanderer, partner.
    const pos = tall
      ? [{ x: b.w * 0.27, y: sceneH * 0.2 }, { x: b.w * 0.62, y: sceneH * 0.5 }, { x: b.w * 0.3, y: sceneH * 0.8 }]
      : [{ x: b.w * 0.17, y: sceneH * 0.4 }, { x: b.w * 0.5, y: sceneH * 0.48 }, { x: b.w * 0.83, y: sceneH * 0.4 }];
    const names = [c.copy("temptation"), c.copy("wanderer"), c.copy("partner")];
    const colors = [pal.primary, "#111111", "#6b7280"];
    const labelW = tall ? b.w * 0.46 : b.w * 0.3;
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {cap.lines.length ? Layer(c, "el-0", row({ height: capH, alignItems: "flex-start" }), Text(cap, "#111111")) : null}
        {Layer(c, "scene-0", row({ width: b.w, height: sceneH, position: "relative", backgroundImage: "linear-gradient(180deg, #dbeafe 0%, #eff6ff 60%, #d1fae5 100%)", borderRadius: 24 * f.u }), (
          <>
            <div style={abs({ left: 0, top: sceneH * 0.72, width: b.w, height: sceneH * 0.28, backgroundColor: "#cbd5c0" })} />
            {pos.map((q, i) => (
              <div key={i} style={abs({ left: q.x - labelW / 2, top: q.y - s / 2, width: labelW, flexDirection: "column", alignItems: "center" })}>
                {i === 0 ? ProductArt(c, s, mix(pal.secondary, "#ffffff", 0.4), { borderRadius: s }) : Emoji(i === 1 ? "heartEyes" : "unamused", s)}
                <div style={row({ marginTop: -s * 0.08 })}>{Label(c, names[i], { w: labelW, h: 110 * f.u, size: 44 * f.u, bg: colors[i], fg: textOn(colors[i]), lines: 2 })}</div>
              </div>
            ))}
            <div style={abs({ left: (pos[1].x + pos[0].x) / 2 - 30 * f.u, top: (pos[1].y + pos[0].y) / 2 - 60 * f.u })}>{Emoji("eyes", 70 * f.u)}</div>
          </>
        ))}
      </div>
    );
  });
}

/** This is fine: calm character, coffee, everything on fire. */
export function ThisIsFine(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 4 });
  const { f } = c;
  return memeShell(c, "#2a0a00", (b) => {
    const dog = Math.min(b.w * 0.42, b.h * 0.32);
    const flame = Math.round(Math.min(b.w, b.h) * 0.16);
    const flames = [];
    const n = Math.ceil(b.w / (flame * 0.8)) + 1;
    for (let i = 0; i < n; i++) flames.push(<div key={`b${i}`} style={abs({ left: Math.min(i * flame * 0.8, b.w - flame), top: b.h - flame * (i % 2 ? 1.12 : 1.0) })}>{Emoji("fire", flame)}</div>);
    for (let i = 0; i < 4; i++) flames.push(<div key={`t${i}`} style={abs({ left: (i % 2 ? b.w - flame * 1.1 : 0), top: b.h * (0.18 + i * 0.14) })}>{Emoji("fire", flame * 0.9)}</div>);
    const bubbleW = Math.min(b.w * 0.75, 760 * f.u);
    const cap = fit(c, c.copy("caption"), { font: "inter", weight: 800, width: bubbleW - 70 * f.u, height: b.h * 0.16, maxSize: 64 * f.u, minSize: 28 * f.u, maxLines: 2 });
    const chaos = fit(c, c.copy("chaos"), { font: "anton", width: b.w * 0.5, height: b.h * 0.1, maxSize: 64 * f.u, minSize: 26 * f.u, maxLines: 2 });
    return Layer(c, "scene-0", col({ width: b.w, height: b.h, position: "relative", borderRadius: 24 * f.u, backgroundImage: "linear-gradient(180deg, #7c2d12 0%, #c2410c 45%, #f97316 80%, #fbbf24 100%)", alignItems: "center" }), (
      <>
        {flames}
        <div style={abs({ left: b.w * 0.08, top: b.h * 0.06, padding: `${12 * f.u}px ${22 * f.u}px`, backgroundColor: "#facc15", border: `${Math.round(6 * f.u)}px solid #111`, transform: "rotate(-3deg)" })}>{Text(chaos, "#111111")}</div>
        <div style={col({ position: "absolute", left: (b.w - bubbleW) / 2, top: b.h * 0.24, width: bubbleW, alignItems: "center" })}>
          <div style={row({ backgroundColor: "#ffffff", borderRadius: 30 * f.u, padding: `${22 * f.u}px ${34 * f.u}px`, border: `${Math.round(4 * f.u)}px solid #111` })}>{Text(cap, "#111111", { align: "center" })}</div>
          <div style={{ display: "flex", width: 0, height: 0, borderLeft: `${22 * f.u}px solid transparent`, borderRight: `${22 * f.u}px solid transparent`, borderTop: `${34 * f.u}px solid #111` }} />
        </div>
        <div style={abs({ left: b.w / 2 - dog * 0.75, top: b.h * 0.24 + cap.height + 120 * f.u, width: dog * 1.5, alignItems: "flex-end", justifyContent: "center" })}>
          {Emoji("dog", dog)}
          <div style={row({ marginLeft: -dog * 0.12 })}>{c.product ? Picture(c.product, dog * 0.42, dog * 0.42, { borderRadius: 16 * f.u }) : Emoji("coffee", dog * 0.42)}</div>
        </div>
        <div style={abs({ left: b.w * 0.15, top: b.h * 0.24 + cap.height + 120 * f.u + dog * 0.92, width: b.w * 0.7, height: 26 * f.u, backgroundColor: "#5b3a1a", borderRadius: 6 * f.u })} />
      </>
    ));
  });
}

/** Before / after panels with tired and delighted characters. */
export function BeforeAfter(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const across = f.shape === "wide" || f.shape === "square";
    const gap = 20 * f.u;
    const pw = across ? (b.w - gap) / 2 : b.w;
    const ph = across ? b.h : (b.h - gap) / 2;
    const headH = 90 * f.u;
    const panel = (i: number) => {
      const after = i === 1;
      const ground = after ? mix(pal.secondary, "#ffffff", 0.45) : "#d6d3d1";
      const label = fit(c, formatLabels(p.language)[after ? "after" : "before"], { font: "anton", width: pw - 40 * f.u, height: headH - 16 * f.u, maxSize: 56 * f.u, maxLines: 1, tracking: 0.08 });
      const txt = fit(c, c.copy(after ? "after" : "before"), { font: "inter", weight: 800, width: pw - 80 * f.u, height: ph * 0.3, maxSize: 56 * f.u, minSize: 24 * f.u, maxLines: 4 });
      const face = Math.min(pw * 0.5, (ph - headH - txt.height - 80 * f.u) * 0.9);
      return Layer(c, `scene-${i}`, col({ width: pw, height: ph, marginLeft: across && i ? gap : 0, marginTop: !across && i ? gap : 0, backgroundColor: ground, borderRadius: 22 * f.u }), (
        <>
          <div style={row({ height: headH, backgroundColor: after ? pal.primary : "#57534e", alignItems: "center", justifyContent: "center" })}>{Text(label, "#ffffff", { align: "center", tracking: 0.08 })}</div>
          <div style={row({ flexGrow: 1, alignItems: "center", justifyContent: "center", position: "relative" })}>
            {Emoji(after ? "starStruck" : "tired", face)}
            {after && c.product ? <div style={row({ marginLeft: -face * 0.1 })}>{Picture(c.product, face * 0.62, face * 0.62, { borderRadius: 18 * f.u })}</div> : null}
            {after ? <div style={abs({ right: 24 * f.u, top: 20 * f.u })}>{Emoji("sparkles", face * 0.3)}</div> : null}
          </div>
          <div style={row({ padding: `${20 * f.u}px ${40 * f.u}px ${34 * f.u}px`, justifyContent: "center" })}>{Text(txt, "#111111", { align: "center" })}</div>
        </>
      ));
    };
    return <div style={row({ width: b.w, height: b.h, flexDirection: across ? "row" : "column" })}>{[panel(0), panel(1)]}</div>;
  });
}

/** Change my mind: a confident character at a table behind a sign. */
export function ChangeMyMind(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 1 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const wide = f.shape === "wide";
    const signW = wide ? b.w * 0.5 : b.w * 0.64;
    const signH = wide ? b.h * 0.62 : Math.min(b.h * 0.5, signW * 1.0);
    const person = wide ? b.h * 0.5 : Math.min(b.w * 0.34, b.h * 0.3);
    const sign = fit(c, c.copy("sign"), { font: "inter", weight: 800, width: signW - 90 * f.u, height: signH * 0.62, maxSize: 68 * f.u, minSize: 26 * f.u, maxLines: 5 });
    const cap = fit(c, c.copy("caption"), { font: "anton", width: signW - 90 * f.u, height: signH * 0.2, maxSize: 64 * f.u, minSize: 24 * f.u, maxLines: 2 });
    const tableY = b.h * (wide ? 0.82 : 0.86);
    const signX = wide ? b.w * 0.42 : b.w * 0.33;
    const signY = tableY - signH + 20 * f.u;
    return Layer(c, "scene-0", row({ width: b.w, height: b.h, position: "relative", borderRadius: 24 * f.u, backgroundImage: "linear-gradient(180deg, #bfdbfe 0%, #e0f2fe 55%, #86efac 56%, #4ade80 100%)" }), (
      <>
        <div style={abs({ left: wide ? b.w * 0.12 : b.w * 0.0, top: tableY - person * 1.02 })}>{Emoji("beard", person)}</div>
        <div style={abs({ left: wide ? b.w * 0.26 : b.w * 0.2, top: tableY - person * 0.34 })}>{c.product ? Picture(c.product, person * 0.36, person * 0.36, { borderRadius: 12 * f.u }) : StandIn(c, person * 0.36, "#3f2a1d")}</div>
        <div style={abs({ left: b.w * 0.03, top: tableY, width: b.w * 0.94, height: 40 * f.u, backgroundColor: "#7c4a21", borderRadius: 8 * f.u })} />
        <div style={abs({ left: b.w * 0.1, top: tableY + 40 * f.u, width: 26 * f.u, height: b.h - tableY, backgroundColor: "#5c3516" })} />
        <div style={abs({ left: b.w * 0.9 - 26 * f.u, top: tableY + 40 * f.u, width: 26 * f.u, height: b.h - tableY, backgroundColor: "#5c3516" })} />
        <div style={abs({ left: signX, top: signY, width: signW, height: signH, backgroundColor: "#ffffff", border: `${Math.round(8 * f.u)}px solid #1f2937`, borderRadius: 10 * f.u, flexDirection: "column", alignItems: "center", justifyContent: "center", padding: 40 * f.u })}>
          {Text(sign, "#111111", { align: "center" })}
          <div style={{ display: "flex", width: signW * 0.5, height: 4 * f.u, backgroundColor: pal.primary, marginTop: 20 * f.u, marginBottom: 16 * f.u }} />
          {Text(cap, readable(pal.primary, "#ffffff"), { align: "center" })}
        </div>
      </>
    ));
  });
}
