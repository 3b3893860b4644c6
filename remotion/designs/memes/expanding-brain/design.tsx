import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { mix } from "../../../lib/theme";
import { memeShell } from "../shell";

/** Expanding brain: four tiers of one caption budget (./style.json), from the old way to the product's; captions escalate, the brain glows brighter in the brand's colours. */
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
