import { col, Emoji, Layer, makeCtx, row, type DesignInput } from "../../../lib/kit";
import { Label, memeShell, ProductPhoto, productBox } from "../shell";

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
