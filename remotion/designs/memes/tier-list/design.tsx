import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { Art, StandIn } from "../../../lib/brand-elements";
import { contrast, mix, textOn } from "../../../lib/theme";
import { memeShell, ProductPhoto, productBox } from "../shell";

/** The ranked rows, best first, each with its letter and slot: the product sits in S tier, the old way at the bottom (./style.json). */
const TIERS = [
  { letter: "S", slot: "s_tier" },
  { letter: "A", slot: "a_tier" },
  { letter: "B", slot: "b_tier" },
  { letter: "C", slot: "c_tier" },
] as const;

/** Tier letter colours: the kit's colours that stand out from the board, else a ramp of the first. */
function tierColors(kit: string[], board: string): string[] {
  const out = [...new Set(kit)].filter((k) => contrast(k, board) >= 2.2);
  const base = out[0] ?? mix(board, "#ffffff", 0.7);
  for (let k = 0; out.length < 4; k++) out.push(mix(base, "#ffffff", 0.2 + k * 0.2));
  return out.slice(0, 4);
}

/** Tier list: S/A/B/C rows on a board in the brand's dark, the product in S tier (large when a photo). */
export function TierList(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 3 });
  const { f, pal } = c;
  const board = mix(pal.primary, "#000000", 0.78);
  return memeShell(c, (b, look) => {
    const gap = 8 * f.u;
    const pad = 20 * f.u;
    const title = fit(c, c.copy("title"), { font: "inter", weight: 800, width: b.w - pad * 2, height: 150 * f.u, maxSize: 64 * f.u, minSize: 30 * f.u, maxLines: 2 });
    const titleH = title.height + 24 * f.u;
    const listH = b.h - pad * 2 - titleH;
    // In a wide or square frame the product stands beside the list; in a tall one the S row grows to hold it.
    const wide = f.shape === "wide" || f.shape === "square";
    // In the S row the product leaves its label 40 % of the width (a wide photo took it all).
    const prod = c.product ? productBox(c, wide ? { w: b.w * 0.42, h: listH } : { w: b.w * 0.6, h: listH * 0.5 }) : undefined;
    const listW = prod && wide ? b.w - prod.w - pad * 3 : b.w - pad * 2;
    const sH = prod && !wide ? prod.h + 2 * gap : (listH - gap * 3) / 4;
    const rowH = prod && !wide ? (listH - sH - gap * 3) / 3 : sH;
    const colors = tierColors([pal.secondary, pal.accent, pal.highlight, ...pal.kit], board);
    const lw = Math.min(rowH * 1.1, 130 * f.u);
    return (
      <div style={col({ width: b.w, height: b.h, position: "relative", padding: pad })}>
        {Layer(c, "bg-1", abs({ left: 0, top: 0, width: b.w, height: b.h, backgroundColor: board, borderRadius: 20 * f.u }), null)}
        {Layer(c, "el-0", row({ position: "relative", height: titleH, alignItems: "flex-start" }), Text(title, "#ffffff"))}
        <div style={row({ width: b.w - pad * 2, height: listH, position: "relative", justifyContent: "space-between" })}>
          <div style={col({ width: listW, height: listH })}>
            {TIERS.map(({ letter: t, slot }, i) => {
              const h = i === 0 ? sH : rowH;
              const art = Math.min(h * 0.7, 140 * f.u);
              const letter = fit(c, t, { font: "anton", width: lw * 0.8, height: Math.min(h, lw) * 0.7, maxSize: Math.min(h, lw) * 0.6, maxLines: 1, language: "und" });
              const inRow = i === 0 && prod && !wide;
              const pic = i === 0 ? (c.product ? null : StandIn(c, art, "#ffffff")) : i === 1 ? Art(c, 1, art) : i === 3 ? Emoji("cry", art) : null;
              const labelW = listW - lw - 44 * f.u - (inRow ? prod.w + gap : 0) - (pic ? art + 18 * f.u : 0);
              const label = fit(c, c.copy(slot), { font: "inter", weight: 800, width: labelW, height: Math.min(h * 0.8, 150 * f.u), maxSize: 56 * f.u, minSize: 20 * f.u, maxLines: 3 });
              return Layer(c, `scene-${i}`, row({ width: listW, height: h, marginTop: i ? gap : 0, backgroundColor: mix(board, "#ffffff", 0.08), borderRadius: 10 * f.u, overflow: "hidden" }), (
                <>
                  <div style={row({ width: lw, height: h, backgroundColor: colors[i], alignItems: "center", justifyContent: "center" })}>{Text(letter, textOn(colors[i]), { align: "center" })}</div>
                  {inRow ? <div style={row({ marginLeft: gap })}>{ProductPhoto(c, prod, { borderRadius: 8 * f.u })}</div> : null}
                  {/* A tier the ad has nothing for stays an empty row, as in any tier list. */}
                  {label.lines.length ? (
                    <div style={row({ alignItems: "center", marginLeft: 20 * f.u })}>
                      {pic ? <div style={row({ marginRight: 18 * f.u })}>{pic}</div> : null}
                      {Text(label, "#ffffff")}
                    </div>
                  ) : null}
                </>
              ));
            })}
          </div>
          {prod && wide ? (
            <div style={col({ width: prod.w, height: listH, justifyContent: "center", alignItems: "center" })}>
              {ProductPhoto(c, prod, { border: `${Math.round(8 * f.u)}px solid ${colors[0]}` })}
            </div>
          ) : null}
        </div>
      </div>
    );
  });
}
