import { abs, Canvas, col, Cta, fit, fitFor, Layer, Lines, Logo, makeCtx, Picture, row, StandIn, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";

/** Image half and a solid copy panel; stacks in tall placements. */
export function SplitPanel(p: DesignInput) {
  const c = makeCtx(p, { display: "archivo-black", palette: 2 });
  const { f, pal } = c;
  const across = f.shape === "wide" || f.shape === "square";
  const flip = (p.seed ?? 0) % 2 === 1 && across;
  const panel = pal.primary;
  const fg = pal.onPrimary;
  // Image area is full-bleed (no text in it), copy lives in the safe content box.
  const split = across ? Math.round(f.W * (f.shape === "wide" ? 0.5 : 0.46)) : Math.round(f.shape === "tall" ? f.y + f.h * 0.3 : f.H * 0.46);
  const img = across ? { left: flip ? f.W - split : 0, top: 0, width: split, height: f.H } : { left: 0, top: 0, width: f.W, height: split };
  const pad = 56 * f.u;
  const txt = across
    ? { left: flip ? f.x : split + pad, top: f.y, width: (flip ? f.W - split - pad : f.x + f.w - split - pad) - (flip ? f.x : 0), height: f.h }
    : { left: f.x, top: Math.max(split + pad, f.y), width: f.w, height: f.y + f.h - Math.max(split + pad, f.y) };
  const logoH = 76 * f.u, ctaH = 110 * f.u;
  const bodyH = txt.height * 0.26;
  const head = fit(c, c.copy("headline"), { width: txt.width, height: txt.height - logoH - ctaH - bodyH - 100 * f.u, maxSize: 110 * f.u, maxLines: 4 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: txt.width, height: bodyH, maxSize: 38 * f.u, minSize: 22 * f.u, maxLines: 6 });
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: panel }), null)}
      {/* The image panel's ground moves inside its panel (clipped); the divider is foreground: it never moves. */}
      {Layer(c, "bg-1", abs({ ...img, backgroundColor: pal.secondary, backgroundImage: `linear-gradient(135deg, ${mix(pal.secondary, "#ffffff", 0.25)} 0%, ${pal.secondary} 60%, ${mix(pal.secondary, "#000000", 0.2)} 100%)` }), null, { clip: true })}
      {Layer(c, "fg-0", abs(across ? { left: flip ? f.W - split - 8 * f.u : split, top: 0, width: 8 * f.u, height: f.H, backgroundColor: pal.accent } : { left: 0, top: split, width: f.W, height: 8 * f.u, backgroundColor: pal.accent }), null)}
      {Layer(c, "scene-0", abs({ ...img, alignItems: "center", justifyContent: "center" }), c.product
        ? Picture(c.product, fitFor(c.product) === "contain" ? Math.round(Math.min(img.width, img.height) * 0.86) : img.width, fitFor(c.product) === "contain" ? Math.round(Math.min(img.width, img.height) * 0.86) : img.height, { borderRadius: fitFor(c.product) === "contain" ? 24 * f.u : 0 }, fitFor(c.product))
        : StandIn(c, Math.min(img.width, img.height) * 0.5, textOn(pal.secondary)), { role: c.product && fitFor(c.product) === "cover" ? "photo" : "framed", clip: true })}
      <div style={abs({ ...txt, flexDirection: "column", justifyContent: "space-between" })}>
        {Layer(c, "el-0", row({ height: logoH, alignItems: "center" }), Logo(c, 360 * f.u, logoH, fg), { role: "logo" })}
        <div style={col({})}>
          {Lines(c, "el-1", head, fg, {}, { role: "head" })}
          {body.lines.length ? Layer(c, "el-3", row({ marginTop: 24 * f.u }), Text(body, mix(fg, panel, 0.15)), { role: "body" }) : null}
        </div>
        {Layer(c, "el-2", row({ height: ctaH, alignItems: "flex-end" }), Cta(c, c.copy("cta"), { bg: pal.accent, fg: textOn(pal.accent), maxW: Math.min(txt.width, 560 * f.u), size: 36 * f.u, radius: 12 * f.u }), { role: "cta" })}
      </div>
    </>,
  );
}
