import { abs, alongLayout, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Cta, inkOn, Logo, logoBox, ProductArt, productArtRole, productFloor, productSide, standOut } from "../../../lib/brand-elements";
import { luminance, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * The product on a spotlight disc, copy framing it. Portrait stacks logo, kicker, headline, product, body
 * and CTA; square (less height) puts the product beside body and CTA; landscape gives the product the right
 * half. 9:16 frames are too short for that stack around a fifth of the frame: the copy heads the frame and
 * the product stands below it, down into the bottom band's upper half (productFloor). In Reels a wordmark
 * shares the CTA's row, leaving the headline its height.
 * Its story (the `motion` of ./style.json): the kicker stands as a badge beside the headline, both the
 * hook; the body follows.
 */
export function ProductHero(p: DesignInput) {
  const c = makeCtx(p, { display: "space-grotesk", palette: 1, mirrors: true });
  const { f, pal } = c;
  const wide = f.shape === "wide";
  const split = f.shape === "square";
  const tall = f.shape === "tall";
  // A light brand colour (yellow, pastel) stays the stage, with the brand's ink; a deep one is darkened.
  const light = luminance(pal.primary) > 0.45;
  const base = light ? pal.primary : mix(pal.primary, "#000000", 0.35);
  const fg = inkOn(c, base);
  const glow = mix(pal.primary, "#ffffff", light ? 0.6 : 0.35);
  const discBg = light ? mix(base, "#ffffff", 0.45) : mix(pal.primary, "#ffffff", 0.18);
  const ring = standOut(discBg, [pal.highlight, pal.accent, pal.secondary], 1.4);
  const kickBg = standOut(base, [pal.highlight, pal.secondary, pal.accent], 1.8);
  const ctaBg = standOut(base, [pal.secondary, pal.accent, pal.highlight].filter((k) => k !== kickBg), 1.8);
  if (f.banner) return heroBanner(c, { base, glow, fg, discBg, ring, ctaBg });
  const gap = 24 * f.u;
  const lb = logoBox(c, 360 * f.u, 76 * f.u);
  // A wordmark heads the copy; a tall or square mark stands beside the product (stacked layouts) or tops
  // the column beside it (square), where there is room for its height.
  const logoAt = wide ? "head" : lb.shape === "wide" ? (p.placement === "instagram_reels" ? "cta" : "head") : split ? "col" : "side";
  const textW = wide ? f.w * 0.5 : f.w;
  const splitSide = Math.min(productSide(c), f.w * 0.6);
  const colW = split ? f.w - splitSide - gap * 1.5 : textW;
  const kick = fit(c, c.copy("kicker"), { font: c.body, weight: 700, width: textW - 48 * f.u, height: 40 * f.u, maxSize: 30 * f.u, maxLines: 1, uppercase: true, tracking: 0.12 });
  const kickH = kick.lines.length ? kick.height + 20 * f.u : 0;
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: wide ? textW : split ? colW : textW * 0.92, height: (split ? (logoAt === "col" ? 150 : 200) : wide ? 150 : 100) * f.u, maxSize: 38 * f.u, minSize: 24 * f.u, maxLines: split ? 5 : 2 });
  const ctaH = 92 * f.u;
  const headerH = (logoAt === "head" ? lb.h + gap : 0) + kickH + 12 * f.u;
  // In 9:16 the product, or the stand-in without a photo, takes what the copy leaves down to the floor (a
  // stand-in held to 40 % of the height left a catalog item's story empty at the bottom).
  const side = wide ? Math.min(f.h * 0.9, f.w * 0.44) : split ? splitSide : Math.min(productSide(c), tall ? f.w : f.w * 0.85);
  // The headline takes what the product, the header and the bottom copy leave (never under one line's room).
  const rest = wide ? f.h - headerH - body.height - ctaH - 3 * gap : split ? f.h - headerH - side - gap * 1.5 : tall ? productFloor(c) - f.y - headerH - (body.height ? body.height + gap : 0) - ctaH - side - 2.5 * gap : f.h - headerH - side - body.height - ctaH - 4 * gap;
  const head = fit(c, c.copy("headline"), { weight: 700, width: textW, height: Math.max(rest, 110 * f.u), maxSize: 120 * f.u, maxLines: wide ? 3 : 2 });
  // Square: the column's copy is short enough to clear a product as tall as the height beside it, and the
  // product is no wider than the side the column was measured beside (a short headline left it more height,
  // and it grew over the body and the CTA).
  const splitProd = Math.min(splitSide, f.h - headerH - head.height - gap * 1.5);
  // 9:16: the product below the copy, as large as its side, standing no lower than the floor.
  const tallTop = f.y + headerH + head.height + (body.height ? body.height + gap : 0) + gap + ctaH + gap * 1.5;
  const prod = wide ? side : tall ? Math.min(side, productFloor(c) - tallTop) : Math.max(200 * f.u, split ? splitProd : Math.min(f.w * 0.85 - (logoAt === "side" ? (lb.w + gap) * 2 : 0), f.h - headerH - head.height - body.height - ctaH - 4 * gap));
  const align = wide || split ? "left" : "center";
  // The disc spills past the product no further than the gaps around it (a wider one ran under the headline).
  const disc = split ? prod * 1.06 : wide ? prod * 1.18 : Math.min(prod * 1.18, prod + 3 * gap);
  const prodL = wide ? f.x + f.w * 0.75 - prod / 2 : split ? f.x + f.w - prod : f.W / 2 - prod / 2;
  const prodT = wide ? f.H / 2 - prod / 2 : tall ? tallTop : f.y + headerH + head.height + gap * 1.5;
  const cx = prodL + prod / 2, cy = prodT + prod / 2;
  // Layers are built where they are drawn (paint order is the order Layer() is called).
  const logo = () => Layer(c, "el-0", row({ height: lb.h, width: lb.w, flexShrink: 0 }), Logo(c, lb.w, lb.h, fg), { role: "logo" });
  const kicker = () => kick.lines.length
    ? Layer(c, "el-4", row({ alignSelf: align === "center" ? "center" : "flex-start", backgroundColor: kickBg, borderRadius: 999, padding: `${10 * f.u}px ${24 * f.u}px` }), Text(kick, inkOn(c, kickBg), { tracking: 0.12 }), { role: "badge" })
    : null;
  const cta = () => Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: Math.min(560 * f.u, split ? colW : textW - (logoAt === "cta" ? lb.w + gap * 1.5 : 0)), size: 36 * f.u }), { role: "cta" });
  const bodyEl = () => (body.lines.length ? Layer(c, "el-3", row({ marginBottom: gap }), Text(body, fg, { align }), { role: "body" }) : null);
  return Canvas(
    c,
    <>
      {Stage(c, { base, glow, discBg, ring }, { x: cx, y: cy }, disc)}
      {Layer(c, "scene-0", abs({ left: prodL, top: prodT, width: prod, height: prod }), ProductArt(c, prod, mix(pal.secondary, "#ffffff", 0.2)), { role: productArtRole(c) })}
      {/* A tall mark in a stacked layout stands at the product's side, where the frame has room for it. */}
      {logoAt === "side" ? <div style={abs({ left: f.x, top: prodT })}>{logo()}</div> : null}
      <div style={abs({ left: f.x, top: f.y, width: wide ? textW : f.w, height: f.h, flexDirection: "column", justifyContent: tall ? "flex-start" : "space-between", alignItems: align === "center" ? "center" : "flex-start" })}>
        <div style={col({ width: wide ? textW : f.w, alignItems: align === "center" ? "center" : "flex-start" })}>
          {logoAt === "head" ? <div style={row({ marginBottom: gap })}>{logo()}</div> : null}
          {kicker()}
          {Lines(c, "el-1", head, fg, { align }, { role: "head", style: { marginTop: 12 * f.u, alignItems: align === "center" ? "center" : "flex-start" } })}
          {tall ? <div style={col({ marginTop: gap, alignItems: "center" })}>{bodyEl()}<div style={row({ gap: gap * 1.5, alignItems: "center" })}>{cta()}{logoAt === "cta" ? logo() : null}</div></div> : null}
        </div>
        {tall ? null : <div style={col({ width: split ? colW : undefined, alignItems: align === "center" ? "center" : "flex-start" })}>
          {logoAt === "col" ? <div style={row({ marginBottom: gap })}>{logo()}</div> : null}
          {bodyEl()}
          {cta()}
        </div>}
      </div>
    </>,
  );
}

type Colours = { base: string; glow: string; fg: string; discBg: string; ring: string; ctaBg: string };

/** The ground, lit where the product stands (`at`), and the spotlight disc: foreground, it never moves with the ground. */
function Stage(c: Ctx, k: Pick<Colours, "base" | "glow" | "discBg" | "ring">, at: { x: number; y: number }, disc: number) {
  const { f, pal } = c;
  return (
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: k.base }), (
        <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: `radial-gradient(circle at ${Math.round(alongLayout(at.x / f.W) * 100)}% ${Math.round((at.y / f.H) * 100)}%, ${k.glow} 0%, ${pal.primary} 35%, ${k.base} 75%)` })} />
      ))}
      {Layer(c, "fg-0", abs({ left: at.x - disc / 2, top: at.y - disc / 2, width: disc, height: disc, borderRadius: disc, backgroundColor: k.discBg, border: `${Math.round(5 * f.u)}px solid ${k.ring}` }), null)}
    </>
  );
}

/** Display sizes: the product on its spotlight disc, the kicker as a tag, the headline beside or above it. */
function heroBanner(c: Ctx, k: Colours) {
  const { base, glow, fg, discBg, ring, ctaBg } = k;
  return Banner(c, {
    ground: base,
    groundImage: `radial-gradient(circle at 72% 45%, ${glow} 0%, ${base} 58%)`,
    ink: fg,
    head: { text: c.copy("headline"), weight: 700 },
    kicker: { text: c.copy("kicker"), look: "eyebrow", fg },
    body: { text: c.copy("body") },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg) },
    photo: { look: "disc", color: discBg },
    ornament: (W, H, px) => <div style={abs({ left: W - H * 0.2, top: -H * 0.2, width: H * 0.4, height: H * 0.4, borderRadius: H, border: `${2 * px}px solid ${ring}`, opacity: 0.6 })} />,
  });
}
