import { abs, col, Emoji, fit, Layer, makeCtx, row, Text, type DesignInput } from "../../../lib/kit";
import { Art } from "../../../lib/brand-elements";
import { Initial, memeShell, ProductPhoto, productBox } from "../shell";
import { formatLabels } from "../labels";

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
