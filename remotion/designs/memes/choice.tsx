import { abs, col, Emoji, fit, Layer, makeCtx, Picture, row, Text, type DesignInput } from "../../lib/kit";
import { mix, readable } from "../../lib/theme";
import { Label, memeShell } from "./shell";

/** Two buttons, one sweating chooser. */
export function TwoButtons(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const wide = f.shape === "wide";
    const panel = wide ? { w: b.w * 0.6, h: b.h } : { w: b.w, h: b.h * 0.6 };
    const bot = wide ? { w: b.w - panel.w - 24 * f.u, h: b.h } : { w: b.w, h: b.h - panel.h - 24 * f.u };
    const btn = Math.min(panel.w * 0.36, panel.h * 0.42);
    const labelW = panel.w * 0.44;
    const button = (text: string, i: number) => (
      <div key={i} style={col({ width: panel.w / 2, alignItems: "center", justifyContent: "flex-end", height: panel.h - 40 * f.u })}>
        <div style={row({ transform: `rotate(${i ? 5 : -5}deg)`, marginBottom: 26 * f.u })}>
          {Label(c, text, { w: labelW, h: panel.h * 0.34, size: 46 * f.u, bg: "#fffdf2", fg: "#111111", radius: 4 * f.u })}
        </div>
        <div style={col({ width: btn, height: btn * 0.62, alignItems: "center" })}>
          <div style={{ display: "flex", width: btn, height: btn * 0.42, borderRadius: btn, backgroundColor: i ? mix(pal.primary, "#000000", 0.1) : "#d62828", border: `${Math.round(8 * f.u)}px solid #444` }} />
          <div style={{ display: "flex", width: btn * 1.2, height: btn * 0.2, borderRadius: 8 * f.u, backgroundColor: "#9aa3ad", marginTop: -btn * 0.06 }} />
        </div>
      </div>
    );
    const face = Math.min(bot.w * 0.5, bot.h * 0.7);
    return (
      <div style={row({ width: b.w, height: b.h, flexDirection: wide ? "row" : "column", justifyContent: "space-between" })}>
        {Layer(c, "scene-0", row({ width: panel.w, height: panel.h, backgroundColor: "#dfe7ef", borderRadius: 20 * f.u, alignItems: "flex-end", paddingBottom: 20 * f.u }), (
          <>
            {button(c.copy("button_left"), 0)}
            {button(c.copy("button_right"), 1)}
          </>
        ))}
        {Layer(c, "scene-1", row({ width: bot.w, height: bot.h, backgroundColor: "#f4f1ea", borderRadius: 20 * f.u, alignItems: "center", justifyContent: "center", flexDirection: wide ? "column" : "row" }), (
          <>
            <div style={row({ position: "relative", width: face, height: face })}>
              {Emoji("sweat", face)}
              {c.product ? <div style={abs({ right: -face * 0.1, bottom: -face * 0.05, width: face * 0.38, height: face * 0.38 })}>{Picture(c.product, face * 0.38, face * 0.38, { borderRadius: face })}</div> : null}
            </div>
            <div style={row({ marginLeft: wide ? 0 : 30 * f.u, marginTop: wide ? 30 * f.u : 0 })}>
              {Label(c, c.copy("label"), { w: wide ? bot.w * 0.9 : bot.w - face - 60 * f.u, h: bot.h * 0.5, size: 52 * f.u, bg: "#111111", fg: "#ffffff", lines: 2 })}
            </div>
          </>
        ))}
      </div>
    );
  });
}

/** Drake-style: reject the old way, approve the brand's way. */
export function ApproveReject(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 1 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const rowH = (b.h - 16 * f.u) / 2;
    const picW = Math.min(b.w * 0.42, rowH * (f.shape === "wide" ? 1.3 : 1));
    const txtW = b.w - picW;
    const cell = (i: number) => {
      const approve = i === 1;
      const t = fit(c, c.copy(approve ? "approve" : "reject"), { font: "inter", weight: approve ? 800 : 600, width: txtW - 100 * f.u, height: rowH - 80 * f.u, maxSize: 72 * f.u, minSize: 28 * f.u, maxLines: 4 });
      const tint = approve ? mix(pal.secondary, "#ffffff", 0.55) : "#f3c08a";
      return Layer(c, `scene-${i}`, row({ width: b.w, height: rowH, marginTop: i ? 16 * f.u : 0, border: `${Math.round(4 * f.u)}px solid #111` }), (
        <>
          <div style={row({ width: picW, height: rowH, backgroundColor: tint, alignItems: "center", justifyContent: "center", position: "relative" })}>
            {Emoji(approve ? "tipping" : "no", Math.min(picW, rowH) * 0.72)}
            <div style={abs({ left: 14 * f.u, top: 14 * f.u })}>{Emoji(approve ? "check" : "cross", 64 * f.u)}</div>
          </div>
          <div style={row({ width: txtW, height: rowH, backgroundColor: approve ? "#ffffff" : "#f7f7f7", alignItems: "center", padding: `0 ${50 * f.u}px`, borderLeft: `${Math.round(4 * f.u)}px solid #111` })}>
            {Text(t, approve ? readable(pal.primary, "#ffffff") : "#555555")}
          </div>
        </>
      ));
    };
    return <div style={col({ width: b.w, height: b.h })}>{[cell(0), cell(1)]}</div>;
  });
}

/** Expanding brain: four tiers, captions escalate, the brain glows brighter. */
export function ExpandingBrain(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 2 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const gap = 10 * f.u;
    const rowH = (b.h - gap * 3) / 4;
    const picW = Math.min(b.w * 0.42, rowH * (f.shape === "wide" ? 2.2 : 1.5));
    const txtW = b.w - picW;
    const texts = [1, 2, 3, 4].map((i) => c.copy(`tier_${i}`));
    const sizes = texts.map((t) => fit(c, t, { font: "inter", weight: 800, width: txtW - 70 * f.u, height: rowH - 40 * f.u, maxSize: 58 * f.u, minSize: 24 * f.u, maxLines: 3 }).fontSize);
    const size = Math.min(...sizes);
    const grounds = ["#3a3a3a", "#2b3a67", mix(pal.primary, "#1b1464", 0.4), "#0b0630"];
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {texts.map((t, i) => {
          const ft = fit(c, t, { font: "inter", weight: 800, width: txtW - 70 * f.u, height: rowH - 40 * f.u, maxSize: size, minSize: 20 * f.u, maxLines: 3 });
          const s = Math.min(picW, rowH) * (0.42 + i * 0.14);
          return Layer(c, `scene-${i}`, row({ width: b.w, height: rowH, marginTop: i ? gap : 0, border: `${Math.round(3 * f.u)}px solid #111` }), (
            <>
              <div style={row({ width: txtW, height: rowH - 6 * f.u, backgroundColor: "#ffffff", alignItems: "center", padding: `0 ${34 * f.u}px` })}>{Text(ft, "#111111")}</div>
              <div style={row({ width: picW, height: rowH - 6 * f.u, alignItems: "center", justifyContent: "center", position: "relative", backgroundColor: grounds[i], backgroundImage: i >= 2 ? `radial-gradient(circle at 50% 50%, ${i === 3 ? "#fff7c2" : mix(pal.secondary, "#ffffff", 0.3)} 0%, ${grounds[i]} 60%)` : undefined })}>
                {i === 3 ? <div style={abs({ left: (picW - Math.min(picW, rowH)) / 2, top: 0, opacity: 0.55 })}>{Emoji("galaxy", Math.min(picW, rowH) - 8 * f.u)}</div> : null}
                {Emoji("brain", s)}
                {i >= 1 ? <div style={abs({ right: 12 * f.u, top: 8 * f.u })}>{Emoji(i === 3 ? "glowStar" : "sparkles", 40 * f.u + i * 12 * f.u)}</div> : null}
                {i === 3 && c.product ? <div style={abs({ left: 12 * f.u, bottom: 10 * f.u })}>{Picture(c.product, rowH * 0.38, rowH * 0.38, { borderRadius: rowH })}</div> : null}
              </div>
            </>
          ));
        })}
      </div>
    );
  });
}
