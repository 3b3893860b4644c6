import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../lib/kit";
import { Art, ProductArt, StandIn } from "../../lib/brand-elements";
import { contrast, mix, textOn } from "../../lib/theme";
import { Initial, Label, memeShell, ProductPhoto, productBox } from "./shell";
import { formatLabels } from "./labels";

/** Starter pack: a titled collage of items; the product photo, when there is one, is the big first item. */
export function StarterPack(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 2 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    const title = fit(c, c.copy("title"), { font: "inter", weight: 800, width: b.w - 60 * f.u, height: b.h * 0.15, maxSize: 72 * f.u, minSize: 30 * f.u, maxLines: 2 });
    const titleH = title.height + 50 * f.u;
    const gridH = b.h - titleH - 20 * f.u;
    const wide = f.shape === "wide";
    const gap = 18 * f.u;
    // The items the ad has (the product is always first), never padded with made-up ones.
    const labels = [1, 2, 3, 4].map((i) => c.copy(`item_${i}`)).filter((t, i) => i === 0 || t);
    // With a photo the product takes a cell of its own at a fifth of the frame: on top of the others in a
    // tall frame, beside them elsewhere.
    const tall = f.shape === "tall" || f.shape === "portrait";
    const prod = c.product ? productBox(c, tall ? { h: gridH * 0.62 } : { w: b.w * 0.6, h: gridH }) : undefined;
    const rest = prod ? labels.slice(1) : labels;
    const restW = prod && !tall ? b.w - prod.w - gap : b.w;
    const restH = prod && tall ? gridH - prod.h - gap : gridH;
    const cols = prod ? (wide || tall ? Math.max(1, rest.length) : 1) : wide ? labels.length : Math.min(2, labels.length);
    const rows = Math.max(1, Math.ceil(rest.length / cols));
    const cw = (restW - gap * (cols - 1)) / cols;
    const ch = (restH - gap * (rows - 1)) / rows;
    // An item without art gets the room for its words.
    const hasArt = (i: number) => i === 0 || !!c.p.art?.[i];
    const fitAll = (max: number) => labels.map((t, i) => fit(c, t, { font: "inter", weight: 700, width: cw - 40 * f.u, height: hasArt(i) ? Math.min(ch * 0.3, 110 * f.u) : ch * 0.6, maxSize: hasArt(i) ? max : max * 1.3, minSize: 20 * f.u, maxLines: hasArt(i) ? 2 : 3 }));
    const lab = fitAll(Math.min(...fitAll(44 * f.u).map((l) => l.fontSize)));
    const cellBg = (i: number) => look.tint(pal.kit[i % pal.kit.length], 0.78);
    const cell = (i: number) => {
      const art = Math.min(cw, ch - lab[i].height - 40 * f.u) * 0.78;
      return (
        <div key={i} style={col({ width: cw, height: ch, alignItems: "center", justifyContent: "center", backgroundColor: cellBg(i), borderRadius: 18 * f.u, border: `${Math.round(3 * f.u)}px solid ${look.ink}` })}>
          {i === 0 ? ProductArt(c, art, look.bar) : Art(c, i, art)}
          <div style={{ display: "flex", marginTop: hasArt(i) ? 14 * f.u : 0 }}>{Text(lab[i], look.ink, { align: "center" })}</div>
        </div>
      );
    };
    const first = prod ? fit(c, labels[0], { font: "inter", weight: 800, width: prod.w - 60 * f.u, height: 100 * f.u, maxSize: 48 * f.u, minSize: 22 * f.u, maxLines: 2 }) : undefined;
    return (
      <div style={col({ width: b.w, height: b.h })}>
        {Layer(c, "el-0", row({ height: titleH, alignItems: "center", justifyContent: "center", backgroundColor: look.bar, borderRadius: 14 * f.u, border: `${Math.round(5 * f.u)}px solid ${look.ink}`, marginBottom: 20 * f.u }), Text(title, look.onBar, { align: "center" }))}
        {Layer(c, "scene-0", row({ width: b.w, height: gridH, justifyContent: "space-between", flexDirection: tall ? "column" : "row", alignItems: "center" }), prod ? (
          <>
            <div style={col({ width: prod.w, height: tall ? prod.h : gridH, justifyContent: "center", position: "relative" })}>
              {ProductPhoto(c, prod, { border: `${Math.round(3 * f.u)}px solid ${look.ink}` })}
              {first?.lines.length ? <div style={abs({ left: 20 * f.u, bottom: (tall ? 0 : (gridH - prod.h) / 2) + 20 * f.u })}>{Label(c, labels[0], { w: prod.w - 40 * f.u, h: 110 * f.u, size: first.fontSize, bg: look.bar, fg: look.onBar, lines: 2 })}</div> : null}
            </div>
            <div style={row({ width: restW, height: restH, flexWrap: "wrap", justifyContent: "space-between", alignContent: "space-between" })}>{rest.map((_, k) => cell(k + 1))}</div>
          </>
        ) : (
          <div style={row({ width: b.w, height: gridH, flexWrap: "wrap", justifyContent: "space-between", alignContent: "space-between" })}>{labels.map((_, i) => cell(i))}</div>
        ))}
      </div>
    );
  });
}

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
    const tiers = [["S", "s_tier"], ["A", "a_tier"], ["B", "b_tier"], ["C", "c_tier"]] as const;
    const lw = Math.min(rowH * 1.1, 130 * f.u);
    return (
      <div style={col({ width: b.w, height: b.h, position: "relative", padding: pad })}>
        {Layer(c, "bg-1", abs({ left: 0, top: 0, width: b.w, height: b.h, backgroundColor: board, borderRadius: 20 * f.u }), null)}
        {Layer(c, "el-0", row({ position: "relative", height: titleH, alignItems: "flex-start" }), Text(title, "#ffffff"))}
        <div style={row({ width: b.w - pad * 2, height: listH, position: "relative", justifyContent: "space-between" })}>
          <div style={col({ width: listW, height: listH })}>
            {tiers.map(([t, slot], i) => {
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

/** Nobody: / Me: — the text meme as a post card from the brand with a reaction picture. */
export function NobodyMe(p: DesignInput) {
  const c = makeCtx(p, { display: "inter", palette: 0 });
  const { f, pal } = c;
  return memeShell(c, (b, look) => {
    // Side by side where the frame is wide, or square with a photo that needs a fifth of the frame.
    const across = f.shape === "wide" || (!!c.product && f.shape === "square");
    const prod = c.product ? productBox(c, across ? { w: b.w * 0.42, h: b.h - 200 * f.u } : { h: Math.min(b.h * 0.48, b.h - 420 * f.u) }) : undefined;
    const pad = 40 * f.u;
    const cardW = b.w;
    const headH = 100 * f.u;
    const picW = prod ? prod.w : across ? cardW * 0.45 - pad : cardW - pad * 2;
    const textW = across ? cardW - picW - pad * 3 : cardW - pad * 2;
    const textH = across ? b.h - pad * 2 - headH : b.h - pad * 2 - headH - (prod ? prod.h : b.h * 0.38) - 30 * f.u;
    const nobody = c.copy("nobody");
    const labels = formatLabels(p.language);
    const first = `${labels.nobody}${nobody ? " " + nobody : ""}`;
    const second = `${labels.me} ${c.copy("me")}`;
    const fitBoth = (max: number) => [fit(c, first, { font: "inter", weight: 600, width: textW, height: textH * 0.36, maxSize: max, minSize: 24 * f.u, maxLines: 3 }), fit(c, second, { font: "inter", weight: 600, width: textW, height: textH * 0.56, maxSize: max, minSize: 24 * f.u, maxLines: 5 })];
    const [a, m] = fitBoth(Math.min(...fitBoth(56 * f.u).map((t) => t.fontSize)));
    const picH = prod ? prod.h : across ? b.h - pad * 2 - headH : b.h - pad * 2 - headH - a.height - m.height - a.fontSize * 1.4 - 40 * f.u;
    const av = 84 * f.u;
    const name = fit(c, c.p.brand.name || "Brand", { font: "inter", weight: 800, width: cardW * 0.6, height: 44 * f.u, maxSize: 36 * f.u, maxLines: 1, language: "und" });
    const face = Math.min(picW, picH) * (prod ? 0.3 : 0.55);
    return Layer(c, "scene-0", col({ width: cardW, height: b.h, backgroundColor: look.card, borderRadius: 28 * f.u, padding: pad, border: `${Math.round(4 * f.u)}px solid ${look.ink}` }), (
      <>
        <div style={row({ height: headH, alignItems: "center" })}>
          {/* The avatar carries the brand's initial; the logo itself sits in the footer's logo tag. */}
          <div style={row({ width: av, height: av, borderRadius: av, backgroundColor: pal.primary, alignItems: "center", justifyContent: "center" })}>{Initial(c, av, pal.onPrimary)}</div>
          <div style={col({ marginLeft: 20 * f.u })}>{Text(name, look.ink)}</div>
        </div>
        <div style={row({ flexDirection: across ? "row" : "column", justifyContent: "space-between", flexGrow: 1 })}>
          <div style={col({ width: textW, marginTop: 16 * f.u })}>
            {Text(a, look.ink)}
            <div style={{ display: "flex", height: a.fontSize * 1.4 }} />
            {Text(m, look.ink)}
          </div>
          <div style={row({ width: picW, height: picH, alignSelf: "center", marginTop: across ? 0 : 30 * f.u, borderRadius: 22 * f.u, backgroundImage: `linear-gradient(135deg, ${look.tint(pal.secondary, 0.4)} 0%, ${look.tint(pal.primary, 0.45)} 100%)`, alignItems: "center", justifyContent: "center", position: "relative", overflow: "hidden" })}>
            {prod ? ProductPhoto(c, prod, { borderRadius: 0 }) : Emoji("cartwheel", face)}
            {prod ? <div style={abs({ right: 16 * f.u, bottom: 16 * f.u })}>{Emoji("cartwheel", face)}</div> : Art(c, 0, face * 0.55)}
            <div style={abs({ left: 20 * f.u, top: 16 * f.u })}>{Emoji("sparkles", Math.min(picW, picH) * 0.16)}</div>
          </div>
        </div>
      </>
    ));
  });
}
