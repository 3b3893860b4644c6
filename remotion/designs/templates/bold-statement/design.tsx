import { abs, Canvas, col, type Ctx, fit, Layer, Lines, makeCtx, mirrorX, row, startAlign, Text, type DesignInput } from "../../../lib/kit";
import { Cta, inkOn, Logo, logoBox, productFloor, ProductShot, standOut } from "../../../lib/brand-elements";
import { contrast, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * A giant condensed headline filling a brand-colour field, with a sweeping accent disc; a bar of the
 * kit's colours over the headline shows a many-colour kit. A product photo stands on the disc (issue 42:
 * with a photo the ad showed a bare grey disc and never the loaf): beside the body and CTA in narrow
 * placements, down into the bottom band's upper half in 9:16 (productFloor); on the right in landscape.
 */
export function BoldStatement(p: DesignInput) {
  const c = makeCtx(p, { display: "bebas-neue", palette: 0, mirrors: true });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const bg = pal.primary;
  const fg = inkOn(c, bg);
  if (f.banner) return boldBanner(c, bg, fg);
  const textW = wide ? f.w * 0.64 : f.w;
  const lb = logoBox(c, 380 * f.u, 84 * f.u);
  const logoH = lb.h;
  const ctaH = 120 * f.u;
  const bodyH = f.h * (wide ? 0.2 : 0.14);
  // With a photo the headline gives up a tenth of the height, and the body the product's side.
  const pic = !!c.product;
  const prodW = pic ? (wide ? f.w - textW - 40 * f.u : f.w * 0.46) : 0;
  const headH = f.h - logoH - ctaH - bodyH - 120 * f.u - (pic && !wide ? f.h * 0.1 : 0);
  const head = fit(c, c.copy("headline"), { width: textW, height: headH, maxSize: (wide ? 260 : 300) * f.u, maxLines: 4 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: Math.min(pic && !wide ? f.w - prodW - 40 * f.u : textW, 860 * f.u), height: bodyH, maxSize: 44 * f.u, minSize: 26 * f.u, maxLines: 3 });
  // The disc sits behind copy in narrow placements: keep the copy legible on it.
  const disc = discColour(bg, pal.secondary, fg, !wide);
  const D = wide ? f.H * 1.1 : f.W * 0.95;
  const discL = mirrorX(c, wide ? f.W - D * 0.42 : f.W - D * 0.55, D), discT = wide ? f.H - D * 0.75 : f.H - D * 0.62;
  // The kit's colours that show on the field, as the bar over the headline (the text colour when none does).
  const bar = pal.kit.filter((k) => contrast(k, bg) >= 1.4).slice(0, 5);
  const ctaBg = standOut(bg, [pal.accent, pal.highlight, fg].filter((k) => k !== disc), 2);
  // The ring keeps to the disc's far corner: where the disc runs behind the copy (narrow placements), a line
  // through the body's words would cut them (a bakery's square, issue 42's second look).
  const ringL = mirrorX(c, f.W - D * 0.3, D * 0.55), ringT = wide ? f.H - D * 0.6 : f.H - D * 0.36;
  // The product's box: under the headline (the copy block is centred between logo and CTA) down to the
  // floor, beside the body and CTA; in landscape the free side, below its top fifth.
  const blockH = 42 * f.u + head.height + (body.lines.length ? 28 * f.u + body.height : 0);
  const headBottom = f.y + logoH + (f.h - logoH - ctaH - blockH) / 2 + 42 * f.u + head.height;
  const prodTop = wide ? f.y + f.h * 0.2 : headBottom + 40 * f.u;
  const prodBox = { left: mirrorX(c, f.x + f.w - prodW, prodW), top: prodTop, width: prodW, height: (wide ? f.y + f.h : productFloor(c)) - prodTop };
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <>
          <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: fieldGradient(bg) })} />
        </>
      ))}
      {/* The accent disc and its ring: a prop (it sways, swings in or pops, depending on the video style). A
          product is the first scene layer (scene-0): in moving_elements a later index enters later, and the
          product must be there at frame 0 (the hook). */}
      {Layer(c, pic ? "scene-1" : "scene-0", abs({ left: discL, top: discT, width: D, height: D }), (
        <>
          <div style={abs({ left: 0, top: 0, width: D, height: D, borderRadius: D, backgroundColor: disc, opacity: 0.95 })} />
          {pic ? null : <div style={abs({ left: ringL - discL, top: ringT - discT, width: D * 0.55, height: D * 0.55, borderRadius: D, border: `${Math.round(6 * f.u)}px solid ${standOut(disc, [pal.highlight, fg], 1.4)}`, opacity: 0.5 })} />}
        </>
      ), { role: "prop" })}
      {c.product ? Layer(c, "scene-0", abs(prodBox), ProductShot(c.product, prodBox.width, prodBox.height, { borderRadius: 24 * f.u }), { role: "product" }) : null}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column", justifyContent: "space-between" })}>
        {Layer(c, "el-0", row({ height: logoH, alignItems: "center", justifyContent: startAlign(c) }), Logo(c, lb.w, lb.h, fg), { role: "logo" })}
        <div style={col({ width: textW, alignItems: startAlign(c), alignSelf: startAlign(c) })}>
          {Layer(c, "el-4", row({ height: 14 * f.u, marginBottom: 28 * f.u }), (bar.length ? bar : [fg]).map((k, i) => <div key={i} style={{ display: "flex", width: (bar.length > 2 ? 64 : 120) * f.u, height: 14 * f.u, backgroundColor: k }} />), { role: "head" })}
          {Lines(c, "el-1", head, fg, {}, { role: "head", style: { alignItems: startAlign(c) } })}
          {body.lines.length ? Layer(c, "el-3", row({ marginTop: 28 * f.u }), Text(body, fg), { role: "body" }) : null}
        </div>
        {Layer(c, "el-2", row({ height: ctaH, alignItems: "flex-end", justifyContent: startAlign(c) }), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: 560 * f.u, size: 40 * f.u }), { role: "cta" })}
      </div>
    </>,
  );
}

/** The brand field's light falling from the top left. */
const fieldGradient = (bg: string) => `linear-gradient(160deg, ${mix(bg, "#ffffff", 0.08)} 0%, ${bg} 55%, ${mix(bg, "#000000", 0.22)} 100%)`;

/** The accent disc's colour: the secondary over the field, paled until text on it is legible (contrast >= 3.5) when `behindText`. */
function discColour(bg: string, secondary: string, fg: string, behindText: boolean) {
  let disc = mix(bg, secondary, 0.9);
  for (let k = 0.8; k > 0.15 && behindText && contrast(fg, disc) < 3.5; k -= 0.1) disc = mix(bg, secondary, k);
  return disc;
}

/** Display sizes: the condensed headline on the brand field, the accent disc rising from the far corner. */
function boldBanner(c: Ctx, bg: string, fg: string) {
  const { f, pal } = c;
  const disc = discColour(bg, pal.secondary, fg, true);
  const ctaBg = standOut(bg, [pal.accent, pal.highlight, fg].filter((k) => k !== disc), 2);
  const d = Math.max(f.W, f.H) * (f.banner === "strip" ? 0.3 : 0.9);
  return Banner(c, {
    ground: bg,
    groundImage: fieldGradient(bg),
    ornament: (W, H) => <div style={abs({ left: W - d * 0.55, top: H - d * 0.55, width: d, height: d, borderRadius: d, backgroundColor: disc, opacity: 0.95 })} />,
    ink: fg,
    head: { text: c.copy("headline"), weight: 400 },
    body: { text: c.copy("body") },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg) },
    photo: { look: "disc", color: mix(bg, "#ffffff", 0.15) },
  });
}
