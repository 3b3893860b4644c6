import { abs, col, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { Art, ProductArt } from "../../../lib/brand-elements";
import { Label, memeShell, ProductPhoto, productBox } from "../shell";

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
