import { abs, Canvas, col, fit, Layer, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, Logo, logoBox, productFloor, ProductShot, standOut, wideProduct } from "../../../lib/brand-elements";
import { mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * A quote card: oversized quote mark, the words, and the attribution the customer gave. No stars, no
 * "verified" label and no invented customer: without an author the words stand as the brand's own.
 * The product photo, never as an avatar, takes a fifth of the frame: beside the card in square and
 * landscape, standing under it in taller frames (down to productFloor), the card taking the height left.
 * Its story (the `motion` of ./style.json): the customer's words are the hook; the logo and the CTA under
 * them follow (a still today: no video version).
 */
export function TestimonialQuote(p: DesignInput) {
  const c = makeCtx(p, { display: "dm-serif-display", palette: 1, mirrors: true });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const bg = mix(pal.primary, "#ffffff", 0.86);
  const card = "#ffffff";
  const ink = inkOn(c, card);
  const markColor = standOut(card, [pal.primary, pal.accent, pal.highlight], 1.8);
  const dash = standOut(card, [pal.highlight, pal.secondary, markColor], 1.4);
  if (f.banner) return quoteBanner(c, { bg, card, ink, dash });
  const lb = logoBox(c, 300 * f.u, 64 * f.u);
  const footH = Math.max(80 * f.u, lb.h);
  // A wide product (a loaf) beside the card in a square would leave the quote a sliver: it stands under it.
  const beside = !!c.product && (wide || (f.shape === "square" && !wideProduct(c)));
  const below = !!c.product && !beside;
  // A photo covering its slot is portrait beside the card and landscape under it (the card keeps its height).
  const hero = heroSlot(c, beside ? 0.8 : 1.4);
  const slot = beside ? { w: hero.w, h: Math.min(hero.h, f.h - footH - 30 * f.u) } : hero;
  const showP = !!c.product;
  const gap = 30 * f.u;
  const colH = below ? productFloor(c) - f.y : f.h;
  const cardW = beside ? f.w - slot.w - 48 * f.u : wide ? f.w * 0.72 : f.w;
  const cardH = colH - footH - gap - (below ? slot.h + gap : 0);
  // A card made short or narrow by the product keeps more of itself for the words.
  const pad = (showP ? 44 : 64) * f.u;
  const innerW = cardW - pad * 2;
  const markH = (showP ? 80 : 110) * f.u;
  const mark = fit(c, "\u201c", { font: "dm-serif-display", width: 160 * f.u, height: markH * 2.2, maxSize: markH * 2, maxLines: 1 });
  const author = fit(c, c.copy("author"), { font: c.body, weight: 600, width: innerW - 60 * f.u, height: 44 * f.u, maxSize: 32 * f.u, maxLines: 1 });
  // Beside a product the card reserves only the attribution's own height under the words, and a narrow
  // card takes more lines.
  const quoteH = cardH - pad * 2 - markH - 16 * f.u - (showP ? author.height + 30 * f.u : 120 * f.u);
  const quote = fit(c, `${c.copy("quote")}`, { width: innerW, height: quoteH, maxSize: 84 * f.u, minSize: 30 * f.u, maxLines: beside ? 9 : 7 });
  const ctaBg = standOut(bg, [pal.primary, pal.accent, pal.highlight], 1.8);
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <>
          <div style={abs({ left: -f.W * 0.1, top: -f.H * 0.08, width: f.W * 0.5, height: f.W * 0.5, borderRadius: f.W, backgroundColor: mix(pal.primary, bg, 0.55) })} />
          <div style={abs({ right: -f.W * 0.08, bottom: -f.H * 0.06, width: f.W * 0.38, height: f.W * 0.38, borderRadius: f.W, backgroundColor: mix(pal.secondary, bg, 0.4) })} />
        </>
      ))}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: colH, flexDirection: "column", alignItems: beside ? "flex-start" : "center", justifyContent: below ? "flex-start" : "space-between" })}>
        <div style={row({ width: beside ? f.w : cardW, height: cardH, justifyContent: "space-between", alignItems: "center" })}>
          {Layer(c, "el-0", col({ width: cardW, height: cardH, backgroundColor: card, borderRadius: 28 * f.u, padding: pad, boxShadow: `0 ${10 * f.u}px 0 rgba(0,0,0,0.08)`, justifyContent: "space-between" }), (
            <>
              <div style={col({})}>
                {/* The quote mark's glyph sits high in its line: the row shows its top half only. */}
                <div style={row({ height: markH, overflow: "hidden", alignItems: "flex-start" })}>{Text(mark, markColor)}</div>
                <div style={{ display: "flex", marginTop: 16 * f.u }}>{Text(quote, ink)}</div>
              </div>
              {author.lines.length ? (
                <div style={row({ alignItems: "center" })}>
                  <div style={{ display: "flex", width: 40 * f.u, height: 4 * f.u, backgroundColor: dash, marginRight: 16 * f.u }} />
                  {Text(author, ink)}
                </div>
              ) : null}
            </>
          ), { role: "head" })}
          {beside ? Layer(c, "scene-0", row({ width: slot.w, height: slot.h }), ProductShot(c.product!, slot.w, slot.h, { borderRadius: 28 * f.u }), { role: "product" }) : null}
        </div>
        {Layer(c, "el-1", row({ width: beside ? f.w : cardW, height: footH, marginTop: below ? gap : 0, alignItems: "flex-end", justifyContent: "space-between" }), (
          <>
            {Logo(c, lb.w, lb.h, inkOn(c, bg))}
            {Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(560 * f.u, (beside ? f.w : cardW) - lb.w - 30 * f.u), size: 30 * f.u })}
          </>
        ))}
        {below ? Layer(c, "scene-0", row({ width: slot.w, height: slot.h, marginTop: gap }), ProductShot(c.product!, slot.w, slot.h, { borderRadius: 28 * f.u }), { role: "product" }) : null}
      </div>
    </>,
  );
}

/** Display sizes: the customer's words on the white card, the attribution under them, the tinted ground's discs. */
function quoteBanner(c: Ctx, k: { bg: string; card: string; ink: string; dash: string }) {
  const { f, pal } = c;
  const { bg, card, ink, dash } = k;
  const ctaBg = standOut(card, [pal.primary, pal.accent, pal.highlight], 1.8);
  return Banner(c, {
    ground: bg,
    ornament: (W, H) => <div style={abs({ left: -H * 0.25, top: -H * 0.25, width: H * 0.7, height: H * 0.7, borderRadius: H, backgroundColor: mix(pal.primary, bg, 0.55) })} />,
    card: { color: card, radius: 6 * f.px, border: `${Math.max(2, f.px)}px solid ${dash}` },
    ink,
    head: { text: c.copy("quote"), weight: 400 },
    body: { text: c.copy("author") ? `— ${c.copy("author")}` : "" },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg) },
    photo: { look: "rounded", color: bg },
  });
}
