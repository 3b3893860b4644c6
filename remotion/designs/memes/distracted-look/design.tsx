import type { ReactElement } from "react";
import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { ProductArt } from "../../../lib/brand-elements";
import { mix, textOn } from "../../../lib/theme";
import { Label, memeShell, ProductPhoto, productBox } from "../shell";

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
