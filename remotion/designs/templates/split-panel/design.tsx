import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, LightPool, Logo, logoBox, productFloor, ProductArt, ProductShot, standOut } from "../../../lib/brand-elements";
import { mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * Image half and a solid copy panel; stacks in tall placements. A cut-out product takes a fifth of the
 * frame (heroSlot): in portrait the image panel grows to hold it, and in 9:16 the copy panel comes first
 * and the image panel below it runs to the bottom edge, the product standing on productFloor.
 */
export function SplitPanel(p: DesignInput) {
  const c = makeCtx(p, { display: "archivo-black", palette: 2, mirrors: true });
  const { f, pal } = c;
  const across = f.shape === "wide" || f.shape === "square";
  const tall = f.shape === "tall";
  const panel = pal.primary;
  const fg = inkOn(c, panel);
  if (f.banner) return panelBanner(c, panel, fg);
  const pad = 56 * f.u;
  // Stories: the image panel's ground bleeds to the top edge, but the picture itself starts under the
  // platform's top band (f.y less the frame's 24 px), and the copy keeps the height it needs below it.
  const imgTop = tall ? f.y - 24 : 0;
  const contain = !!c.product?.cutout;
  // A cut-out stands in 90 % of its panel's height: the panel is as tall as the product's fifth needs.
  const needH = contain ? heroSlot(c).h / 0.9 : 0;
  const under = tall && contain;
  const split = across ? Math.round(f.W * 0.5) : Math.round(under ? productFloor(c) - needH : tall ? f.y + f.h - Math.max(f.h * 0.42, 470 * f.u) - pad : Math.max(f.H * 0.46, needH));
  // The mirrored layout (makeCtx) puts the image half on the right: abs() mirrors these boxes.
  const ground = across ? { left: 0, top: 0, width: split, height: f.H } : under ? { left: 0, top: split, width: f.W, height: f.H - split } : { left: 0, top: 0, width: f.W, height: split };
  const img = across ? ground : under ? { left: 0, top: split, width: f.W, height: needH } : { left: 0, top: imgTop, width: f.W, height: split - imgTop };
  const txt = across
    ? { left: split + pad, top: f.y, width: f.x + f.w - split - pad, height: f.h }
    : under ? { left: f.x, top: f.y, width: f.w, height: split - pad - f.y } : { left: f.x, top: Math.max(split + pad, f.y), width: f.w, height: f.y + f.h - Math.max(split + pad, f.y) };
  const lb = logoBox(c, 360 * f.u, 76 * f.u);
  // Stacked, the copy panel is short: a wordmark shares the CTA's row in a story, a tall or square mark
  // stands beside the headline; a column beside the image has the height for the logo on top.
  const logoAt = across ? "top" : lb.shape !== "wide" ? "head" : tall ? "cta" : "top";
  const ctaH = 96 * f.u;
  const bodyH = txt.height * (tall ? 0.24 : 0.26);
  const headW = logoAt === "head" ? txt.width - lb.w - 32 * f.u : txt.width;
  const headH = txt.height - (logoAt === "top" ? lb.h + 24 * f.u : 0) - Math.max(ctaH, logoAt === "cta" ? lb.h : 0) - bodyH - 60 * f.u;
  const head = fit(c, c.copy("headline"), { width: headW, height: Math.max(headH, logoAt === "head" ? lb.h : 0), maxSize: 110 * f.u, maxLines: 4 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: txt.width, height: bodyH, maxSize: 38 * f.u, minSize: 22 * f.u, maxLines: 6 });
  const ctaBg = standOut(panel, [pal.accent, pal.highlight, pal.secondary]);
  // A cut-out stands in the panel; a photo with a located subject fills it (cropped around the subject);
  // one with no known subject is shown whole on a rounded square.
  const side = Math.round(Math.min(img.width, img.height) * (across ? 0.92 : 0.94));
  const fills = !!c.product && !contain && (!!c.product.subject || c.product.role !== "product");
  const slot = contain ? { w: img.width * 0.88, h: img.height * 0.9, r: 0 } : fills ? { w: img.width, h: img.height, r: 0 } : { w: side, h: side, r: 24 * f.u };
  // Without a photo the stand-in's disc: 0.72 of the panel's height and no more than 0.6 of its width, so
  // moving_background's pan and push-in keep it inside the panel.
  const disc = Math.min(img.width * 0.6, img.height * 0.72);
  // Built where drawn: paint order is the order Layer() is called.
  const logo = () => Layer(c, "el-0", row({ height: lb.h, width: lb.w, alignItems: "center", flexShrink: 0 }), Logo(c, lb.w, lb.h, fg), { role: "logo" });
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: panel }), null)}
      {/* The image panel's ground moves inside its panel (clipped); the divider is foreground: it never moves. */}
      {Layer(c, "bg-1", abs({ ...ground, backgroundColor: pal.secondary, backgroundImage: `linear-gradient(135deg, ${mix(pal.secondary, "#ffffff", 0.25)} 0%, ${pal.secondary} 60%, ${mix(pal.secondary, "#000000", 0.2)} 100%)` }), null, { clip: true })}
      {/* Without a photo, in video, a pool of light behind the stand-in that moving_background drifts with the panel's ground (issue 42). */}
      {c.product ? null : LightPool(c, ground, { x: img.left + img.width / 2, y: img.top + img.height / 2 }, 0.62 * disc, mix(pal.secondary, "#ffffff", 0.45), 2)}
      {Layer(c, "fg-0", abs(across ? { left: split, top: 0, width: 8 * f.u, height: f.H, backgroundColor: pal.highlight } : { left: 0, top: split, width: f.W, height: 8 * f.u, backgroundColor: pal.highlight }), null)}
      {/* The stand-in's layer is its disc (its moves keep to their box: a disc turned in a box the panel's
          size was shrunk to fit the panel's turned corners, issue 42); a photo's is the panel, cut to it. */}
      {c.product
        ? Layer(c, "scene-0", abs({ ...img, alignItems: "center", justifyContent: "center" }), ProductShot(c.product, slot.w, slot.h, { borderRadius: slot.r }), { role: fills && !c.product.cutout ? "photo" : "framed", clip: true })
        : Layer(c, "scene-0", abs({ left: img.left + (img.width - disc) / 2, top: img.top + (img.height - disc) / 2, width: disc, height: disc }), ProductArt(c, disc, panel), { role: "framed" })}
      <div style={abs({ ...txt, flexDirection: "column", justifyContent: "space-between" })}>
        {/* At the copy's start edge: the right one in the mirrored layout (a stretched row would keep it left). */}
        {logoAt === "top" ? <div style={row({ alignSelf: "flex-start" })}>{logo()}</div> : null}
        <div style={col({})}>
          <div style={row({ justifyContent: "space-between", alignItems: "flex-start" })}>
            {Lines(c, "el-1", head, fg, {}, { role: "head", style: { width: headW } })}
            {logoAt === "head" ? logo() : null}
          </div>
          {body.lines.length ? Layer(c, "el-3", row({ marginTop: 24 * f.u }), Text(body, fg), { role: "body" }) : null}
        </div>
        <div style={row({ height: Math.max(ctaH, logoAt === "cta" ? lb.h : 0), alignItems: "flex-end", justifyContent: "space-between" })}>
          {Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(txt.width - (logoAt === "cta" ? lb.w + 32 * f.u : 0), 560 * f.u), size: 36 * f.u, radius: 12 * f.u }), { role: "cta" })}
          {logoAt === "cta" ? logo() : null}
        </div>
      </div>
    </>,
  );
}

/** Display sizes: the solid copy panel, the picture's half as a second panel (right, bottom, or the strip's end). */
function panelBanner(c: Ctx, panel: string, fg: string) {
  const { f, pal } = c;
  const side = mix(pal.secondary, panel, 0.25);
  const sideBox = f.banner === "strip" ? { left: f.W * 0.86, top: 0, width: f.W * 0.14, height: f.H } : f.banner === "tower" ? { left: 0, top: f.H * 0.6, width: f.W, height: f.H * 0.4 } : { left: f.W * 0.58, top: 0, width: f.W * 0.42, height: f.H };
  const ctaBg = standOut(panel, [pal.accent, pal.highlight, pal.secondary]);
  return Banner(c, {
    ground: panel,
    // The second panel holds the product: without it (given way to a long headline) the copy would cross onto it.
    ornament: (_W, _H, _px, withProduct) => ((c.product && withProduct) || f.banner === "strip" ? <div style={abs({ ...sideBox, backgroundColor: side })} /> : null),
    ink: fg,
    head: { text: c.copy("headline"), weight: 400 },
    body: { text: c.copy("body") },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg), radius: 10 * f.px },
    photo: { look: "rounded", color: side },
  });
}
