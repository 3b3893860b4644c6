/**
 * The end card of every video (issue 26): the last 1.5 s give the logo and the CTA a layout of their own,
 * over a calm ground of the ad's lead colour (the design's palette: its brand colour, else the design's
 * own fallback colours) that slides over the ad. Drawn as its own layers (`end-0` the
 * ground, `end-1.logo`, `end-2.cta`, `end-3` the CTA's underline) above the design, so every design gets
 * it and the motion (remotion/lib/motion.ts `endCard`) moves it in all three renderers. It prints only
 * what the customer gave: the logo (or the brand name's wordmark) and the ad's own CTA.
 */
import type { ReactElement } from "react";
import { Cta, inkOn, Logo, logoBox, standOut } from "./brand-elements";
import { abs, Canvas, col, Layer, makeCtx, row, type DesignInput } from "./kit";
import { luminance, mix, type Palette } from "./theme";

/**
 * The design with the end card over it, for video frames and the fast path's layer passes, in the palette
 * the design painted with (`designPalette`). Stills, the HTML
 * document and the checks of a video's frame at rest (no `t`, nothing isolated or collected) get the design alone.
 */
export function withEndCard(p: DesignInput, design: ReactElement, designPalette?: Palette): ReactElement {
  if (p.output !== "video" || (p.t === undefined && p.isolate === undefined && p.collect === undefined)) return design;
  // The fast path draws each layer alone: a pass of design layers needs no end card, and a pass of end-card
  // layers none of the design (it lays out nothing under the card).
  const isolated = p.isolate === undefined ? null : [p.isolate].flat();
  if (isolated && !isolated.some((id) => id.startsWith("end-"))) return design;
  const under = isolated && isolated.every((id) => id.startsWith("end-")) ? null : design;
  const c = makeCtx(p, { display: "space-grotesk" });
  const { f } = c;
  const pal = designPalette ?? c.pal;
  const light = luminance(pal.primary) > 0.45;
  const ground = light ? pal.primary : mix(pal.primary, "#000000", 0.3);
  const fg = inkOn(c, ground);
  const ctaBg = standOut(ground, [pal.secondary, pal.accent, pal.highlight], 1.8);
  const cta = c.copy("cta");
  const lb = logoBox(c, f.w * 0.8, 190 * f.u);
  const lineW = Math.min(f.w * 0.5, 420 * f.u);
  const card = Canvas(
    c,
    <>
      {Layer(c, "end-0", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: ground, backgroundImage: `linear-gradient(165deg, ${mix(ground, "#ffffff", 0.12)} 0%, ${ground} 55%, ${mix(ground, "#000000", 0.2)} 100%)` }), null)}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column", alignItems: "center", justifyContent: "center" })}>
        {Layer(c, "end-1", row({ width: lb.w, height: lb.h, justifyContent: "center" }), Logo(c, lb.w, lb.h, fg), { role: "logo" })}
        {cta ? (
          <div style={col({ alignItems: "center", marginTop: 72 * f.u })}>
            {Layer(c, "end-2", row({}), Cta(c, cta, { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: f.w * 0.86, size: 64 * f.u }), { role: "cta" })}
            {Layer(c, "end-3", row({ width: lineW, height: 10 * f.u, marginTop: 28 * f.u }), <div style={row({ width: lineW, height: 10 * f.u, borderRadius: 5 * f.u, backgroundColor: ctaBg })} />, { clip: true })}
          </div>
        ) : null}
      </div>
    </>,
  );
  return (
    <div style={row({ position: "relative", width: f.W, height: f.H })}>
      {under}
      <div style={abs({ left: 0, top: 0, width: f.W, height: f.H })}>{card}</div>
    </div>
  );
}
