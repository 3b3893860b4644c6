import { abs, Canvas, col, fit, Layer, makeCtx, row, Text, type Ctx, type DesignInput, type FittedText } from "../../../lib/kit";
import { Art, heroSlot, Logo, logoBox, productFloor, ProductShot } from "../../../lib/brand-elements";
import { luminance, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * Minimal and spacious: serif line, logo, hairlines, and one object in an arch: the product photo, else
 * the brief's illustration in a fine ring. Stacked in portrait (the arch takes the height the copy leaves),
 * side by side in square and landscape; in 9:16 the copy heads the frame and the arch stands under it down
 * to productFloor. With neither (issue 42: the brand's initial in a ring named nothing), the serif line is
 * the picture: set larger, centred in the hairline frame, the logo over it and the CTA under it. A product
 * photo takes a fifth of the frame (heroSlot): a photo fills its arch, a cut-out stands in front of it (it
 * may rise over the arch's curve, never cut by it).
 */
export function QuietLuxury(p: DesignInput) {
  const c = makeCtx(p, { display: "playfair-display", palette: 3, mirrors: true });
  const { f, pal } = c;
  const pictured = !!c.product || !!c.p.art?.length;
  // The arch beside the copy, in square and landscape frames with something to show.
  const sideways = f.shape === "wide" || f.shape === "square";
  const across = sideways && pictured;
  // A deep, desaturated ground derived from the brand colour.
  const dark = luminance(pal.primary) < 0.5;
  const bg = dark ? mix(pal.primary, "#0b0b0b", 0.7) : mix(pal.primary, "#f7f4ee", 0.85);
  const fg = dark ? "#f4efe6" : "#1c1a17";
  const gold = mix(pal.highlight, fg, 0.3);
  if (f.banner) return luxuryBanner(c, { bg, fg, gold }, dark);
  // 9:16 with a product: the copy heads the frame, the arch stands under it.
  const below = f.shape === "tall" && !!c.product;
  const gap = (across ? 44 : c.product ? 24 : 36) * f.u;
  const cut = !!c.product?.cutout;
  const hero = heroSlot(c, 0.7);
  // Side by side, the arch and the copy run the content box's full height (the frame's padding is at the sides).
  const artW = across ? (c.product ? archFor(c, hero, across, f.h).w : Math.min(f.w * 0.45, f.h * 0.8)) : 0;
  const textW = across ? f.w - artW - gap * 2 : Math.min(f.w * 0.86, (pictured ? 860 : 900) * f.u);
  const lb = logoBox(c, 400 * f.u, 84 * f.u);
  // Stacked over a product, the serif line is set a size smaller: the product takes its fifth.
  const head = fit(c, c.copy("headline"), { weight: 400, width: textW, height: (across ? 300 : c.product ? 170 : pictured ? 250 : 400) * f.u, maxSize: (across ? 84 : c.product ? 68 : pictured ? 88 : 120) * f.u, maxLines: across || !pictured ? 3 : 2 });
  const body = fit(c, c.copy("body"), { font: c.body, weight: 400, width: textW * 0.9, height: (across ? 140 : 90) * f.u, maxSize: (across ? 32 : 34) * f.u, minSize: 20 * f.u, maxLines: across ? 4 : 2 });
  const cta = fit(c, c.copy("cta"), { font: c.body, weight: 600, width: textW, height: 40 * f.u, maxSize: 26 * f.u, maxLines: 1, uppercase: true, tracking: 0.35 });
  const textBlock = head.height + 64 * f.u + body.height;
  // Stacked: the arch takes the height the logo, the copy and the CTA leave (in 9:16, down to the floor).
  const copyH = lb.h + textBlock + cta.height + 8 * f.u + gap * 3;
  const roomH = across ? f.h : below ? productFloor(c) - f.y - copyH - gap : f.h - gap * 2 - copyH;
  const { slot, ...inArch } = archFor(c, hero, across, roomH);
  const archH = c.product ? inArch.h : across ? f.h : Math.max(260 * f.u, roomH);
  const archW = c.product ? inArch.w : across ? artW : Math.min(f.w * 0.76, archH * 0.9);
  const ring = Math.min(archW, archH) * 0.8;
  const object = c.product
    ? ProductShot(c.product, cut ? slot.w : archW, cut ? slot.h : archH)
    : (
      <div style={col({ width: ring, height: ring, borderRadius: ring, border: `${Math.max(1, Math.round(2 * f.u))}px solid ${gold}`, alignItems: "center", justifyContent: "center" })}>
        {Art(c, 0, ring * 0.5)}
      </div>
    );
  // Built where drawn: paint order is the order Layer() is called.
  const arch = () => Layer(c, "scene-0", col({ width: archW, height: archH, borderRadius: `${archW / 2}px ${archW / 2}px ${6 * f.u}px ${6 * f.u}px`, overflow: cut ? "visible" : "hidden", backgroundColor: c.product ? mix(bg, fg, dark ? 0.1 : 0.06) : undefined, alignItems: "center", justifyContent: cut ? "flex-end" : "center", paddingBottom: cut ? Math.min(archH - slot.h, 40 * f.u) * 0.5 : 0 }), object, { role: c.product ? "product" : "prop" });
  const copy = () => LuxuryCopy(c, { bg, fg, gold }, { across, textW, lb, head, body, cta });
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <div style={abs({ left: f.x - 10 * f.u, top: f.y - 10 * f.u, width: f.w + 20 * f.u, height: (below ? productFloor(c) - f.y : f.h) + 20 * f.u, border: `${Math.max(1, Math.round(1.5 * f.u))}px solid ${mix(gold, bg, 0.4)}` })} />
      ))}
      {across ? (
        // row(): the arch and the copy change sides in the mirrored layout (and for right-to-left copy).
        <div style={row({ position: "absolute", left: f.x, top: f.y, width: f.w, height: f.h, alignItems: "center", justifyContent: "space-between", padding: `0 ${gap}px` })}>
          {arch()}
          {copy()}
        </div>
      ) : (
        <div style={abs({ left: f.x, top: f.y, width: f.w, height: below ? productFloor(c) - f.y : f.h, flexDirection: "column", alignItems: "center", justifyContent: "space-between", paddingTop: sideways ? 0 : gap, paddingBottom: below || sideways ? 0 : gap })}>
          {Layer(c, "el-0", col({ alignItems: "center" }), Logo(c, lb.w, lb.h, fg))}
          {below || !pictured ? null : arch()}
          {copy()}
          {underlinedCta(c, cta, { bg, fg, gold })}
          {below ? arch() : null}
        </div>
      )}
    </>,
  );
}

/**
 * The arch for a product in `room` of height: a photo fills an arch of the fifth's area (`hero`), as tall
 * as the room allows and as wide as that needs. A cut-out is as large as its fifth within the room (a hair
 * under the arch's top), in an arch a little wider, and stands inside it with a margin at each side (issue
 * 42: a loaf wider than a square's arch spilled across the frame's hairline): a wide one is drawn smaller,
 * and its arch only as tall as the product and the arch's curve over it, not an empty niche.
 */
function archFor(c: Ctx, hero: { w: number; h: number }, across: boolean, room: number) {
  const { f } = c;
  const k = Math.min(1, (room - 8 * f.u) / hero.h);
  const maxW = across ? f.w * 0.5 : f.w * 0.86;
  if (!c.product?.cutout) {
    const h = Math.min(room, hero.h);
    return { slot: { w: hero.w * k, h: hero.h * k }, h, w: Math.min(maxW, (hero.w * hero.h) / h) };
  }
  const w = Math.min(maxW, hero.w * k * 1.3);
  const s = Math.min(k, (w - 2 * Math.max(w * 0.08, 24 * f.u)) / hero.w);
  const slot = { w: hero.w * s, h: hero.h * s };
  return { slot, h: Math.min(room, slot.h + 20 * f.u + w * 0.6), w };
}

type Colours = { bg: string; fg: string; gold: string };

/** The CTA as spaced capitals over a gold hairline. */
const underlinedCta = (c: Ctx, cta: FittedText, k: Colours) =>
  Layer(c, "el-2", col({ alignItems: "center", paddingBottom: 8 * c.f.u, borderBottom: `${Math.max(1, Math.round(2 * c.f.u))}px solid ${k.gold}` }), Text(cta, k.fg, { align: "center", tracking: 0.35 }));

/** The copy: the serif line, a gold rule and the body; beside the arch, the logo heads it and the CTA closes it. */
function LuxuryCopy(c: Ctx, k: Colours, t: { across: boolean; textW: number; lb: { w: number; h: number }; head: FittedText; body: FittedText; cta: FittedText }) {
  const { f } = c;
  const { across } = t;
  const { fg, gold } = k;
  return (
    <div style={col({ width: t.textW, height: across ? f.h : undefined, alignItems: "center", justifyContent: "space-between" })}>
      {across ? Layer(c, "el-0", col({ alignItems: "center" }), Logo(c, t.lb.w, t.lb.h, fg)) : null}
      {Layer(c, "el-1", col({ alignItems: "center" }), (
        <>
          {Text(t.head, fg, { align: "center" })}
          <div style={{ display: "flex", width: 80 * f.u, height: Math.max(1, 2 * f.u), backgroundColor: gold, marginTop: 34 * f.u, marginBottom: 30 * f.u }} />
          {t.body.lines.length ? Text(t.body, fg, { align: "center" }) : null}
        </>
      ))}
      {across ? underlinedCta(c, t.cta, k) : null}
    </div>
  );
}

/** Display sizes: centred serif line on the deep ground, a hairline, the product in its arch, an outlined CTA. */
function luxuryBanner(c: Ctx, k: Colours, dark: boolean) {
  const { f } = c;
  const { bg, fg, gold } = k;
  return Banner(c, {
    ground: bg,
    ornament: (W, H) => <div style={abs({ left: W * 0.3, top: H - f.y - Math.max(2, f.px), width: W * 0.4, height: Math.max(2, f.px), backgroundColor: gold, opacity: f.banner === "strip" ? 0 : 1 })} />,
    ink: fg,
    head: { text: c.copy("headline"), weight: 400 },
    body: { text: c.copy("body") },
    cta: { bg, fg, radius: 0, border: `${Math.max(2, f.px)}px solid ${gold}` },
    photo: { look: "arch", color: mix(bg, gold, 0.25) },
    align: "center",
    logoOnDark: dark,
  });
}
