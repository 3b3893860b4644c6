import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../lib/kit";
import { mix, readable } from "../../lib/theme";
import { Label, memeShell, ProductPhoto, productBox } from "./shell";

/** Two buttons, one sweating chooser (holding the product when there is one). */
export function TwoButtons(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f } = c;
  return memeShell(c, (b, look) => {
    const wide = f.shape === "wide";
    const gap = 20 * f.u;
    // In a tall frame the chooser and its label stand beside the product: a wide photo leaves them 40 %.
    const prod = c.product ? productBox(c, wide ? { w: b.w * 0.45, h: b.h - 40 * f.u } : { w: b.w * 0.6, h: b.h * 0.5 }) : undefined;
    // The chooser's panel makes room for the product at a fifth of the frame; the buttons take the rest.
    const botMain = prod ? (wide ? prod.w + 380 * f.u : prod.h + 40 * f.u) : wide ? b.w * 0.4 : b.h * 0.4;
    const panel = wide ? { w: b.w - botMain - gap, h: b.h } : { w: b.w, h: b.h - botMain - gap };
    const bot = wide ? { w: botMain, h: b.h } : { w: b.w, h: botMain };
    const btn = Math.min(panel.w * 0.36, panel.h * 0.48);
    const labelW = panel.w * 0.44;
    const border = `${Math.round(5 * f.u)}px solid ${look.ink}`;
    const button = (text: string, i: number) => (
      <div key={i} style={col({ width: panel.w / 2, alignItems: "center", justifyContent: "flex-end", height: panel.h - 40 * f.u })}>
        <div style={row({ transform: `rotate(${i ? 4 : -4}deg)`, marginBottom: 20 * f.u })}>
          {Label(c, text, { w: labelW, h: panel.h - btn * 0.62 - 90 * f.u, size: 46 * f.u, bg: look.card, fg: look.ink, radius: 6 * f.u, border: `${Math.round(3 * f.u)}px solid ${look.ink}` })}
        </div>
        <div style={col({ width: btn, height: btn * 0.62, alignItems: "center" })}>
          <div style={{ display: "flex", width: btn, height: btn * 0.42, borderRadius: btn, backgroundColor: i ? look.bar : look.pop, border: `${Math.round(7 * f.u)}px solid ${look.ink}` }} />
          <div style={{ display: "flex", width: btn * 1.2, height: btn * 0.2, borderRadius: 8 * f.u, backgroundColor: look.ink, marginTop: -btn * 0.06 }} />
        </div>
      </div>
    );
    const face = prod ? Math.min(bot.w - prod.w - 60 * f.u, bot.h * 0.5, 300 * f.u) : Math.min(bot.w * 0.5, bot.h * 0.7);
    const sideW = prod ? bot.w - prod.w - 50 * f.u : wide ? bot.w * 0.9 : bot.w - face - 60 * f.u;
    const label = Label(c, c.copy("label"), { w: sideW, h: prod ? bot.h - face - 60 * f.u : bot.h * 0.5, size: 52 * f.u, bg: look.bar, fg: look.onBar, lines: 3 });
    return (
      <div style={row({ width: b.w, height: b.h, flexDirection: wide ? "row" : "column", justifyContent: "space-between" })}>
        {Layer(c, "scene-0", row({ width: panel.w, height: panel.h, backgroundColor: look.panel, border, borderRadius: 20 * f.u, alignItems: "flex-end", paddingBottom: 20 * f.u }), (
          <>
            {button(c.copy("button_left"), 0)}
            {button(c.copy("button_right"), 1)}
          </>
        ))}
        {Layer(c, "scene-1", row({ width: bot.w, height: bot.h, backgroundColor: look.tint(look.wash, 0.82), border, borderRadius: 20 * f.u, alignItems: "center", justifyContent: prod ? "space-between" : "center", padding: prod ? `0 ${16 * f.u}px` : 0, flexDirection: wide && !prod ? "column" : "row" }), prod ? (
          <>
            <div style={col({ width: sideW, alignItems: "center" })}>
              {Emoji("sweat", face)}
              <div style={row({ marginTop: 20 * f.u })}>{label}</div>
            </div>
            {ProductPhoto(c, prod)}
          </>
        ) : (
          <>
            {Emoji("sweat", face)}
            <div style={row({ marginLeft: wide ? 0 : 30 * f.u, marginTop: wide ? 30 * f.u : 0 })}>{label}</div>
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

/** Expanding brain: four tiers, captions escalate, the brain glows brighter in the brand's colours. */
export function ExpandingBrain(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 2 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const gap = 10 * f.u;
    const rowH = (b.h - gap * 3) / 4;
    const picW = Math.min(b.w * 0.42, rowH * (f.shape === "wide" ? 2.2 : 1.5));
    const txtW = b.w - picW;
    const line = Math.round(4 * f.u);
    const texts = [1, 2, 3, 4].map((i) => c.copy(`tier_${i}`));
    const sizes = texts.map((t) => fit(c, t, { font: "inter", weight: 800, width: txtW - 70 * f.u, height: rowH - 40 * f.u, maxSize: 58 * f.u, minSize: 24 * f.u, maxLines: 3 }).fontSize);
    const size = Math.min(...sizes);
    // Dark to bright: the brand's lead colour climbs out of the night into its highlight; the captions
    // warm up through the kit's other colours.
    const grounds = [mix(pal.primary, "#000000", 0.8), mix(pal.primary, "#000000", 0.6), mix(pal.primary, "#000000", 0.3), mix(pal.primary, "#0b0630", 0.5)];
    const glow = [undefined, undefined, mix(look.pop, "#ffffff", 0.3), mix(pal.highlight, "#ffffff", 0.6)];
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {texts.map((t, i) => {
          const ft = fit(c, t, { font: "inter", weight: 800, width: txtW - 70 * f.u, height: rowH - 40 * f.u, maxSize: size, minSize: 20 * f.u, maxLines: 3 });
          const s = Math.min(picW, rowH) * (0.42 + i * 0.14);
          return Layer(c, `scene-${i}`, row({ width: b.w, height: rowH, marginTop: i ? gap : 0, border: `${line}px solid ${look.ink}`, borderRadius: 14 * f.u, overflow: "hidden" }), (
            <>
              <div style={row({ width: txtW, height: rowH - line * 2, backgroundColor: i ? look.tint(look.stripe[(i - 1) % look.stripe.length], 0.9 - i * 0.12) : look.panel, alignItems: "center", padding: `0 ${34 * f.u}px` })}>{Text(ft, look.ink)}</div>
              <div style={row({ width: picW, height: rowH - line * 2, alignItems: "center", justifyContent: "center", position: "relative", backgroundColor: grounds[i], backgroundImage: glow[i] ? `radial-gradient(circle at 50% 50%, ${glow[i]} 0%, ${grounds[i]} 62%)` : undefined })}>
                {i === 3 ? <div style={abs({ left: (picW - Math.min(picW, rowH)) / 2, top: 0, opacity: 0.55 })}>{Emoji("galaxy", Math.min(picW, rowH) - 8 * f.u)}</div> : null}
                {Emoji("brain", s)}
                {i >= 1 ? <div style={abs({ right: 12 * f.u, top: 8 * f.u })}>{Emoji(i === 3 ? "glowStar" : "sparkles", 40 * f.u + i * 12 * f.u)}</div> : null}
              </div>
            </>
          ));
        })}
      </div>
    );
  });
}
