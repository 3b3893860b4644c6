import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput, type FittedText } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, Logo, logoBox, productFloor, ProductShot, productSide, standOut, wideProduct } from "../../../lib/brand-elements";
import { mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * Promotion: a circular offer badge over diagonal stripes. With a product photo the photo is the hero (a
 * fifth of the frame; a cut-out framed in its own proportions) and the badge a sticker on its corner;
 * without one the badge is the hero. The copy stacks under the hero, or stands beside it in landscape (and
 * square with a photo); in 9:16 the copy comes first and the hero stands under it down to productFloor.
 * Its story (the `motion` of ./style.json): the offer is the hook: the badge is stamped on at frame 0, the
 * headline follows on the first beat, the fine print next.
 */
export function OfferBadge(p: DesignInput) {
  const c = makeCtx(p, { display: "anton", palette: 4, mirrors: true });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const hasP = !!c.product;
  // A wide product (a loaf) beside the square's copy left it a sliver, the headline cut: it stacks over it.
  const beside = wide || (f.shape === "square" && hasP && !wideProduct(c));
  const under = f.shape === "tall" && hasP;
  const bg = pal.primary;
  const fg = inkOn(c, bg);
  if (f.banner) return offerBanner(c, bg, fg);
  const lb = logoBox(c, 360 * f.u, 76 * f.u);
  const ctaH = 96 * f.u;
  // What the copy under a stacked hero needs at least: logo, two headline lines, fine print, CTA.
  const textNeed = lb.h + 20 * f.u + 200 * f.u + 80 * f.u + ctaH + 80 * f.u;
  const { P, Pw, Ph, inset, badgeD, over, frame, clear, heroW, heroH } = heroGeometry(c, beside, under, textNeed);
  const badgeBg = standOut(bg, [pal.secondary, pal.highlight, pal.accent], 1.8);
  const offer = fit(c, c.copy("offer"), { width: badgeD * 0.7, height: badgeD * 0.52, maxSize: badgeD * 0.32, maxLines: 2 });
  const textW = beside ? f.w - heroW - 60 * f.u : f.w;
  // In a stack a tall mark stands beside the hero when the margin holds it, else it heads the copy.
  const logoSide = !beside && !under && lb.shape !== "wide" && (f.w - heroW) / 2 >= lb.w + 24 * f.u;
  // Under the copy, the hero's bottom stands on the floor and the copy takes the content box above it.
  const restH = beside ? f.h : under ? productFloor(c) - f.y - heroH - 40 * f.u : f.h - heroH - 40 * f.u;
  const fine = fit(c, c.copy("fine_print"), { font: c.body, weight: 400, width: textW, height: Math.min(restH * 0.16, (beside ? 130 : 100) * f.u), maxSize: 38 * f.u, minSize: 22 * f.u, maxLines: beside ? 4 : 2 });
  const head = fit(c, c.copy("headline"), { width: textW, height: Math.max(110 * f.u, restH - (logoSide ? 0 : lb.h + 20 * f.u) - (fine.lines.length ? fine.height + 18 * f.u : 0) - ctaH - 50 * f.u), maxSize: 130 * f.u, maxLines: beside ? 4 : 2 });
  const align = beside ? "left" : "center";
  // Built where drawn: paint order is the order Layer() is called.
  const logo = () => Layer(c, "el-0", row({ width: lb.w, height: lb.h, marginBottom: logoSide ? 0 : 20 * f.u }), Logo(c, lb.w, lb.h, fg), { role: "logo" });
  const ctaBg = standOut(bg, [pal.accent, pal.highlight, fg].filter((k) => k !== badgeBg), 1.8);
  // Built where they are drawn (the fast path paints layers in call order): over the ground, in DOM order.
  const hero = () => (
    <div style={row({ width: beside ? heroW : f.w, height: heroH, justifyContent: "center", position: "relative", marginBottom: beside || under ? 0 : 40 * f.u })}>
      {logoSide ? <div style={abs({ left: 0, bottom: 0 })}>{logo()}</div> : null}
      {Layer(c, "scene-0", row({ width: heroW, height: heroH, position: "relative" }), (
        <>
          {hasP ? <div style={abs({ left: 0, top: over, width: Pw + inset * 2 + clear + frame * 2, height: Ph + inset * 2 + frame * 2, padding: inset, borderRadius: 28 * f.u, overflow: "hidden", border: `${Math.round(frame)}px solid ${fg}` })}>{ProductShot(c.product!, Pw, Ph, { borderRadius: Math.round(P * 0.06) })}</div> : null}
          {Sticker(c, badgeD, badgeBg, fg, offer)}
        </>
      // With a photo the hero is the product (its sticker rides on it): in moving_background it is pushed
      // in like a product, not sent orbiting across the copy as a badge alone is.
      ), { role: hasP ? "product" : "badge" })}
    </div>
  );
  // Beside the hero the column runs the frame's height: the logo heads it, the CTA closes it.
  const copyCol = () => (
    <div style={col({ width: textW, height: beside ? f.h : undefined, alignItems: beside ? "flex-start" : "center", justifyContent: beside ? "space-between" : "flex-start" })}>
      {logoSide ? null : logo()}
      <div style={col({ alignItems: beside ? "flex-start" : "center" })}>
        {Lines(c, "el-1", head, fg, { align }, { role: "head", style: { alignItems: beside ? "flex-start" : "center" } })}
        {fine.lines.length ? Layer(c, "el-3", row({ marginTop: 18 * f.u }), Text(fine, fg, { align }), { role: "body" }) : null}
      </div>
      {Layer(c, "el-2", row({ marginTop: 30 * f.u }), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(560 * f.u, textW), size: 38 * f.u, radius: 8 * f.u }), { role: "cta" })}
    </div>
  );
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: stripes(bg) })} />)}
      {/* row(): the picture and the copy change sides in the mirrored layout (and for right-to-left copy). */}
      <div style={row({ position: "absolute", left: f.x, top: f.y, width: f.w, height: under ? productFloor(c) - f.y : f.h, flexDirection: beside ? "row" : "column", alignItems: "center", justifyContent: "space-between" })}>
        {under ? copyCol() : hero()}
        {under ? hero() : copyCol()}
      </div>
    </>,
  );
}

/** The hero's sizes: the product's (or none), its frame's, and the badge riding on it (or alone as the hero). */
function heroGeometry(c: Ctx, beside: boolean, under: boolean, textNeed: number) {
  const { f } = c;
  const wide = f.shape === "wide";
  const hasP = !!c.product;
  const P = !hasP ? 0 : beside ? Math.min(f.h * 0.8, f.w * (wide ? 0.42 : 0.55)) : Math.max(300 * f.u, Math.min(productSide(c), f.w * 0.75, under ? Infinity : f.h - textNeed));
  // A cut-out is framed in its own proportions (a square frame left it a fifth narrower), as tall as its
  // fifth and the height allow, with a margin of the ground all round inside the frame (its edge met the
  // frame's rim: a cream jar on a white rim, 1.28:1).
  const cut = heroSlot(c);
  const Ph = c.product?.cutout ? Math.min(cut.h, beside ? f.h * 0.85 : under ? cut.h : f.h - textNeed) : P;
  const Pw = c.product?.cutout ? (Ph * cut.w) / cut.h : P;
  const inset = c.product?.cutout ? Math.round(Math.min(Pw, Ph) * 0.06) : 0;
  const badgeD = hasP ? Math.min(Pw, Ph) * 0.5 : wide ? Math.min(f.h * 0.92, f.w * 0.42) : Math.min(f.w * 0.78, f.h * (f.shape === "tall" ? 0.44 : 0.42));
  // The badge overlaps the photo's top right corner by most of its size.
  const over = badgeD * 0.15;
  // The photo's frame is drawn outside it, so the photo keeps its full side.
  const frame = 8 * f.u;
  // Stacked, a cut-out's frame is wider than the product by the badge's reach, the product standing at its
  // other side, so the sticker covers the frame and not the product (as far as the width allows).
  const clear = c.product?.cutout && !beside ? Math.max(0, Math.min(badgeD * 0.85 - frame, f.w - Pw - inset * 2 - frame * 2 - over)) : 0;
  const heroW = hasP ? Pw + inset * 2 + clear + frame * 2 + over : badgeD, heroH = hasP ? Ph + inset * 2 + frame * 2 + over : badgeD;
  return { P, Pw, Ph, inset, badgeD, over, frame, clear, heroW, heroH };
}

/** The round offer badge, its rim in the ink colour `fg`, a short rule over the offer. */
function Sticker(c: Ctx, badgeD: number, badgeBg: string, fg: string, offer: FittedText) {
  const { f, pal } = c;
  const badgeFg = inkOn(c, badgeBg);
  return (
    <div style={abs({ right: 0, top: 0, width: badgeD, height: badgeD, borderRadius: badgeD, backgroundColor: badgeBg, border: `${Math.round(10 * f.u)}px solid ${fg}`, alignItems: "center", justifyContent: "center", flexDirection: "column" })}>
      <div style={{ display: "flex", width: 72 * f.u, height: 8 * f.u, borderRadius: 4 * f.u, backgroundColor: pal.highlight === badgeBg ? badgeFg : standOut(badgeBg, [pal.highlight, badgeFg]), marginBottom: 18 * f.u }} />
      {Text(offer, badgeFg, { align: "center" })}
    </div>
  );
}

/** Diagonal stripes of the ground and a shade darker. */
function stripes(bg: string): string {
  const stripe = mix(bg, "#000000", 0.1);
  const stops: string[] = [];
  for (let i = 0; i < 20; i++) stops.push(`${i % 2 ? stripe : bg} ${i * 5}%`, `${i % 2 ? stripe : bg} ${(i + 1) * 5}%`);
  return `linear-gradient(135deg, ${stops.join(", ")})`;
}

/** Display sizes: the offer in its round badge over the stripes, the headline and fine print beside it. */
function offerBanner(c: Ctx, bg: string, fg: string) {
  const { pal } = c;
  const badgeBg = standOut(bg, [pal.secondary, pal.highlight, pal.accent], 1.8);
  const ctaBg = standOut(bg, [pal.accent, pal.highlight, pal.secondary].filter((k) => k !== badgeBg), 1.8);
  return Banner(c, {
    ground: bg,
    groundImage: stripes(bg),
    ink: fg,
    head: { text: c.copy("headline"), weight: 400 },
    kicker: { text: c.copy("offer"), look: "badge", bg: badgeBg, fg: inkOn(c, badgeBg) },
    body: { text: c.copy("fine_print") },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg) },
    photo: { look: "frame", color: "#ffffff" },
  });
}
