import { abs, Canvas, col, Cta, fit, Layer, Logo, makeCtx, Picture, row, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";

/**
 * A quote card: oversized quote mark, the words, and the attribution the customer gave. No stars, no
 * "verified" label and no invented customer: without an author the words stand as the brand's own.
 */
export function TestimonialQuote(p: DesignInput) {
  const c = makeCtx(p, { display: "dm-serif-display", palette: 1 });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const bg = mix(pal.primary, "#ffffff", 0.86);
  const card = "#ffffff";
  const ink = "#1a1a1a";
  const pad = 64 * f.u;
  const cardW = wide ? f.w * 0.72 : f.w;
  const cardH = f.h - 110 * f.u;
  const innerW = cardW - pad * 2;
  const quoteH = cardH - pad * 2 - 150 * f.u - 120 * f.u;
  const quote = fit(c, `${c.copy("quote")}`, { width: innerW, height: quoteH, maxSize: 84 * f.u, minSize: 30 * f.u, maxLines: 7 });
  const author = fit(c, c.copy("author"), { font: c.body, weight: 600, width: innerW - 110 * f.u, height: 44 * f.u, maxSize: 32 * f.u, maxLines: 1 });
  const avatar = 84 * f.u;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <>
          <div style={abs({ left: -f.W * 0.1, top: -f.H * 0.08, width: f.W * 0.5, height: f.W * 0.5, borderRadius: f.W, backgroundColor: mix(pal.primary, bg, 0.55) })} />
          <div style={abs({ right: -f.W * 0.08, bottom: -f.H * 0.06, width: f.W * 0.38, height: f.W * 0.38, borderRadius: f.W, backgroundColor: mix(pal.secondary, bg, 0.4) })} />
        </>
      ))}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column", alignItems: "center", justifyContent: "space-between" })}>
        {Layer(c, "el-0", col({ width: cardW, height: cardH, backgroundColor: card, borderRadius: 28 * f.u, padding: pad, boxShadow: `0 ${10 * f.u}px 0 rgba(0,0,0,0.08)`, justifyContent: "space-between" }), (
          <>
            <div style={col({})}>
              <div style={row({ height: 110 * f.u, alignItems: "flex-start", justifyContent: "space-between" })}>
                <div style={{ display: "flex", fontFamily: "DM Serif Display", fontSize: 220 * f.u, lineHeight: 1, height: 110 * f.u, color: pal.primary }}>“</div>
              </div>
              <div style={{ display: "flex", marginTop: 16 * f.u }}>{Text(quote, ink)}</div>
            </div>
            <div style={row({ alignItems: "center", minHeight: avatar })}>
              {c.product ? Picture(c.product, avatar, avatar, { borderRadius: avatar, marginRight: 24 * f.u }) : null}
              {author.lines.length ? (
                <div style={row({ alignItems: "center" })}>
                  <div style={{ display: "flex", width: 40 * f.u, height: 4 * f.u, backgroundColor: pal.primary, marginRight: 16 * f.u }} />
                  {Text(author, ink)}
                </div>
              ) : null}
            </div>
          </>
        ))}
        {Layer(c, "el-1", row({ width: cardW, height: 80 * f.u, alignItems: "flex-end", justifyContent: "space-between" }), (
          <>
            {Logo(c, 300 * f.u, 64 * f.u, textOn(bg))}
            {Cta(c, c.copy("cta"), { bg: pal.primary, fg: pal.onPrimary, maxW: cardW - 330 * f.u, size: 30 * f.u })}
          </>
        ))}
      </div>
    </>,
  );
}
