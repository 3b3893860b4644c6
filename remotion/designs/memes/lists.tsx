import { abs, Art, col, Emoji, fit, Layer, Logo, makeCtx, Picture, ProductArt, row, StandIn, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";
import { memeShell } from "./shell";
import { formatLabels } from "../../../server/generation/copy/phrases";

/** Starter pack: a titled 2x2 collage of items. */
export function StarterPack(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 2 });
  const { f, pal } = c;
  return memeShell(c, "#ffffff", (b) => {
    const title = fit(c, c.copy("title"), { font: "inter", weight: 800, width: b.w - 60 * f.u, height: b.h * 0.15, maxSize: 72 * f.u, minSize: 30 * f.u, maxLines: 2 });
    const titleH = title.height + 50 * f.u;
    const gridH = b.h - titleH - 20 * f.u;
    const wide = f.shape === "wide";
    // The items the ad has (the product is always first), never padded with made-up ones.
    const labels = [1, 2, 3, 4].map((i) => c.copy(`item_${i}`)).filter((t, i) => i === 0 || t);
    const cols = wide ? labels.length : Math.min(2, labels.length);
    const rows = Math.ceil(labels.length / cols);
    const gap = 18 * f.u;
    const cw = (b.w - gap * (cols - 1)) / cols;
    const ch = (gridH - gap * (rows - 1)) / rows;
    const lab = labels.map((t) => fit(c, t, { font: "inter", weight: 700, width: cw - 40 * f.u, height: ch * 0.24, maxSize: 44 * f.u, minSize: 22 * f.u, maxLines: 2 }));
    const s = Math.min(...lab.map((l) => l.fontSize));
    const lab2 = labels.map((t) => fit(c, t, { font: "inter", weight: 700, width: cw - 40 * f.u, height: ch * 0.24, maxSize: s, minSize: 20 * f.u, maxLines: 2 }));
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {Layer(c, "el-0", row({ height: titleH, alignItems: "center", justifyContent: "center", border: `${Math.round(5 * f.u)}px solid #111`, marginBottom: 20 * f.u }), Text(title, "#111111", { align: "center" }))}
        {Layer(c, "scene-0", row({ width: b.w, height: gridH, flexWrap: "wrap", justifyContent: "space-between", alignContent: "space-between" }), (
          <>
            {labels.map((_, i) => {
              const art = Math.min(cw, ch - lab2[i].height - 40 * f.u) * 0.78;
              return (
                <div key={i} style={col({ width: cw, height: ch, alignItems: "center", justifyContent: "center", backgroundColor: i % 3 === 0 ? mix(pal.primary, "#ffffff", 0.88) : "#f5f5f4", borderRadius: 18 * f.u })}>
                  {i === 0 ? ProductArt(c, art, mix(pal.secondary, "#ffffff", 0.3), { borderRadius: 16 * f.u }) : Art(c, i, art)}
                  <div style={{ display: "flex", marginTop: 14 * f.u }}>{Text(lab2[i], "#111111", { align: "center" })}</div>
                </div>
              );
            })}
          </>
        ))}
      </div>
    );
  });
}

/** Tier list: S/A/B/C rows, the product in S tier. */
export function TierList(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 3 });
  const { f } = c;
  return memeShell(c, "#1a1a17", (b) => {
    const title = fit(c, c.copy("title"), { font: "inter", weight: 800, width: b.w, height: 90 * f.u, maxSize: 64 * f.u, minSize: 30 * f.u, maxLines: 1 });
    const titleH = title.height + 30 * f.u;
    const gap = 8 * f.u;
    const rowH = (b.h - titleH - gap * 3) / 4;
    const tiers = [["S", "#ff7f7f", "s_tier"], ["A", "#ffbf7f", "a_tier"], ["B", "#ffdf7f", "b_tier"], ["C", "#bfff7f", "c_tier"]] as const;
    const lw = rowH;
    const chipW = b.w - lw - 40 * f.u;
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {Layer(c, "el-0", row({ height: titleH, alignItems: "flex-start" }), Text(title, "#ffffff"))}
        {tiers.map(([t, color, slot], i) => {
          const art = rowH * 0.7;
          const label = fit(c, c.copy(slot), { font: "inter", weight: 800, width: chipW - art - 80 * f.u, height: rowH * 0.6, maxSize: 56 * f.u, minSize: 24 * f.u, maxLines: 2 });
          return Layer(c, `scene-${i}`, row({ width: b.w, height: rowH, marginTop: i ? gap : 0, backgroundColor: "#2a2a26" }), (
            <>
              <div style={row({ width: lw, height: rowH, backgroundColor: color, alignItems: "center", justifyContent: "center", fontFamily: "Anton", fontSize: rowH * 0.5, color: "#111111" })}>{t}</div>
              {/* A tier the ad has nothing for stays an empty row, as in any tier list. */}
              {label.lines.length ? (
                <div style={row({ alignItems: "center", marginLeft: 20 * f.u })}>
                  <div style={row({ alignItems: "center", backgroundColor: "#3a3a35", borderRadius: 14 * f.u, padding: `${8 * f.u}px ${24 * f.u}px ${8 * f.u}px ${8 * f.u}px` })}>
                    {i === 0 ? (c.product ? Picture(c.product, art, art, { borderRadius: 12 * f.u }) : StandIn(c, art, "#ffffff")) : i === 1 ? Art(c, 1, art) : i === 3 ? Emoji("cry", art) : null}
                    <div style={{ display: "flex", marginLeft: 20 * f.u }}>{Text(label, "#ffffff")}</div>
                  </div>
                </div>
              ) : null}
            </>
          ));
        })}
      </div>
    );
  }, { footerOn: "#ffffff" });
}

/** Nobody: / Me: — the text meme as a post card with a reaction picture. */
export function NobodyMe(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f, pal } = c;
  return memeShell(c, mix(pal.primary, "#ffffff", 0.9), (b) => {
    const wide = f.shape === "wide";
    const pad = 48 * f.u;
    const cardW = b.w;
    const headH = 100 * f.u;
    const textW = wide ? cardW * 0.55 - pad : cardW - pad * 2;
    const nobody = c.copy("nobody");
    const labels = formatLabels(p.language);
    const ft1 = fit(c, `${labels.nobody}${nobody ? " " + nobody : ""}`, { font: "inter", weight: 600, width: textW, height: b.h * 0.16, maxSize: 56 * f.u, minSize: 26 * f.u, maxLines: 2 });
    const ft2 = fit(c, `${labels.me} ${c.copy("me")}`, { font: "inter", weight: 600, width: textW, height: b.h * 0.26, maxSize: 56 * f.u, minSize: 26 * f.u, maxLines: 4 });
    const size = Math.min(ft1.fontSize, ft2.fontSize);
    const a = fit(c, `${labels.nobody}${nobody ? " " + nobody : ""}`, { font: "inter", weight: 600, width: textW, height: b.h * 0.16, maxSize: size, maxLines: 2 });
    const m = fit(c, `${labels.me} ${c.copy("me")}`, { font: "inter", weight: 600, width: textW, height: b.h * 0.26, maxSize: size, maxLines: 4 });
    const picH = wide ? b.h - pad * 2 - headH : b.h - pad * 2 - headH - a.height - m.height - size * 1.4 - 60 * f.u;
    const picW = wide ? cardW * 0.45 - pad : cardW - pad * 2;
    const av = 84 * f.u;
    const name = fit(c, c.p.brand.name || "Brand", { font: "inter", weight: 800, width: cardW * 0.6, height: 44 * f.u, maxSize: 36 * f.u, maxLines: 1 });
    return Layer(c, "scene-0", col({ width: cardW, height: b.h, backgroundColor: "#ffffff", borderRadius: 28 * f.u, padding: pad, boxShadow: `0 ${8 * f.u}px 0 rgba(0,0,0,0.08)` }), (
      <>
        <div style={row({ height: headH, alignItems: "center" })}>
          <div style={row({ width: av, height: av, borderRadius: av, backgroundColor: pal.primary, alignItems: "center", justifyContent: "center", overflow: "hidden" })}>
            {c.logo ? Logo(c, av * 0.9, av * 0.5, pal.onPrimary) : <div style={{ display: "flex", fontFamily: "Inter", fontWeight: 800, fontSize: av * 0.5, color: pal.onPrimary }}>{(c.p.brand.name || "B").slice(0, 1)}</div>}
          </div>
          <div style={col({ marginLeft: 20 * f.u })}>
            {Text(name, "#0f1419")}
          </div>
        </div>
        <div style={row({ flexDirection: wide ? "row" : "column", justifyContent: "space-between", flexGrow: 1 })}>
          <div style={col({ width: textW, marginTop: 16 * f.u })}>
            {Text(a, "#0f1419")}
            <div style={{ display: "flex", height: size * 1.4 }} />
            {Text(m, "#0f1419")}
          </div>
          <div style={row({ width: picW, height: picH, marginTop: wide ? 0 : 30 * f.u, borderRadius: 22 * f.u, backgroundImage: `linear-gradient(135deg, ${mix(pal.secondary, "#ffffff", 0.5)} 0%, ${mix(pal.primary, "#ffffff", 0.55)} 100%)`, alignItems: "center", justifyContent: "center", position: "relative" })}>
            {Emoji("cartwheel", Math.min(picW, picH) * 0.55)}
            {c.product ? <div style={row({ marginLeft: 10 * f.u })}>{Picture(c.product, Math.min(picW, picH) * 0.42, Math.min(picW, picH) * 0.42, { borderRadius: 20 * f.u })}</div> : Emoji("party", Math.min(picW, picH) * 0.3)}
            <div style={abs({ left: 20 * f.u, top: 16 * f.u })}>{Emoji("sparkles", Math.min(picW, picH) * 0.16)}</div>
          </div>
        </div>
      </>
    ));
  });
}
