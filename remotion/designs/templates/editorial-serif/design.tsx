import { abs, Canvas, col, fit, Layer, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Art, heroSlot, Logo, logoBox, productFloor, ProductShot, standOut, wideProduct } from "../../../lib/brand-elements";
import { contrast, luminance, mix, readable } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * A magazine page: paper tone, serif headline between hairline rules, framed image. A product photo takes
 * a fifth of the frame (heroSlot): the frame grows around it (wider beside the copy, taller over it), and
 * in 9:16 the copy comes first and the framed product stands under it down to productFloor. A product drawn
 * in its own proportions (a cut-out) gets a frame of its shape, and a wide one (a loaf) stands over the copy
 * in a square (issue 42: a loaf filled the bottom third of a tall white frame). Without a photo the frame
 * holds the brief's illustration; with neither, no frame: the headline is set larger and is the picture (a
 * lone initial in an empty frame named nothing).
 */
export function EditorialSerif(p: DesignInput) {
  const c = makeCtx(p, { display: "playfair-display", palette: 3, body: "inter", mirrors: true });
  const { f, pal } = c;
  // The kit's own light neutral is the paper and its darkest colour the ink, when it has them.
  const paper = luminance(pal.bg) > 0.6 ? pal.bg : "#f5f0e6";
  const ink = pal.kit.find((k) => contrast(k, paper) >= 7) ?? "#1c1917";
  const accent = readable(mix(pal.primary, "#000000", 0.1), paper);
  if (f.banner) return pageBanner(c, paper, ink, accent);
  const pictured = !!c.product || !!c.p.art?.length;
  const across = pictured && (f.shape === "wide" || (f.shape === "square" && !wideProduct(c)));
  const gap = 40 * f.u;
  const rule = standOut(paper, [pal.highlight, accent]);
  const frame = Math.round(14 * f.u);
  // The frame's padding and border around the picture.
  const inset = frame * 2 + 4;
  const hero = heroSlot(c, across ? 0.8 : 1.4);
  const below = f.shape === "tall" && !!c.product;
  const imgW = across ? Math.min(f.w * 0.6, Math.max(f.w * (f.shape === "wide" ? 0.48 : 0.5) - gap, c.product ? hero.w + inset : 0)) : f.w;
  const lb = logoBox(c, 320 * f.u, 56 * f.u);
  const headerH = Math.max(70 * f.u, lb.h + 34 * f.u);
  const ctaH = 60 * f.u;
  // Stacked, the frame is as tall as the product's fifth needs: in its own proportions, or a photo covering the width.
  const needH = c.product ? (drawnWhole(c) ? hero.h : (f.W * f.H) / 5 / (f.w - inset)) + inset : 0;
  const colH = (below ? productFloor(c) - f.y : f.h) - headerH;
  const room = { w: imgW, h: !pictured ? 0 : across ? f.h - headerH - 20 * f.u : below ? Math.round(needH) : Math.max(needH, Math.round((f.h - headerH) * (f.shape === "tall" ? (f.h < 1100 * f.u ? 0.36 : 0.5) : f.shape === "square" ? 0.45 : 0.4))) };
  const box = frameBox(c, room, inset);
  const imgH = box.h;
  const textW = across ? f.w - box.w - gap : f.w;
  const textH = across ? f.h - headerH - ctaH - 40 * f.u : colH - imgH - ctaH - (pictured ? 80 : 40) * f.u;
  const kick = fit(c, c.copy("kicker"), { font: c.body, weight: 600, width: textW, height: 40 * f.u, maxSize: 26 * f.u, maxLines: 1, uppercase: true, tracking: 0.2 });
  const head = fit(c, c.copy("headline"), { weight: 700, width: textW, height: textH * 0.58, maxSize: (pictured ? 112 : f.shape === "tall" ? 190 : 150) * f.u, maxLines: 4 });
  // A landscape page without a picture keeps the body to a readable measure (about 60 characters).
  const body = fit(c, c.copy("body"), { font: "playfair-display", weight: 400, width: textW * (!pictured && f.shape === "wide" ? 0.62 : 1), height: textH * 0.34, maxSize: (pictured ? 36 : 42) * f.u, minSize: 22 * f.u, maxLines: 5 });
  const ctaT = fit(c, c.copy("cta") + "  »", { font: c.body, weight: 600, width: textW, height: ctaH, maxSize: 30 * f.u, maxLines: 1, uppercase: true, tracking: 0.12 });
  const picture = pictured ? Layer(c, "scene-0", row({ width: box.w, height: imgH, padding: frame, alignSelf: "center", backgroundColor: "#ffffff", border: `${Math.max(1, Math.round(2 * f.u))}px solid ${ink}` }), c.product
    ? ProductShot(c.product, box.w - inset, imgH - inset, { backgroundColor: mix(pal.primary, paper, 0.82) })
    : <div style={row({ width: box.w - inset, height: imgH - inset, backgroundColor: mix(pal.highlight, paper, 0.7), alignItems: "center", justifyContent: "center" })}>{Art(c, 0, Math.min(box.w * 0.7, imgH * 0.55))}</div>) : null;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: paper }), (
        <div style={abs({ left: f.x - 24 * f.u, top: f.y + headerH - 18 * f.u, width: f.w + 48 * f.u, height: 2 * f.u, backgroundColor: ink })} />
      ))}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, flexDirection: "column" })}>
        {Layer(c, "el-0", row({ height: headerH - 30 * f.u, justifyContent: "space-between", alignItems: "center" }), (
          <>
            {Logo(c, lb.w, lb.h, ink)}
            <div style={row({ gap: 10 * f.u })}>{[0, 1, 2].map((i) => <div key={i} style={{ display: "flex", width: 10 * f.u, height: 10 * f.u, borderRadius: 10 * f.u, backgroundColor: pal.kit[i] ?? (i === 1 ? accent : ink) }} />)}</div>
          </>
        ))}
        {/* row(): the picture and the copy change sides in the mirrored layout (and for right-to-left copy). */}
        <div style={row({ flexDirection: across ? "row-reverse" : "column", marginTop: 30 * f.u, justifyContent: "space-between", height: colH })}>
          {below ? null : picture}
          {Layer(c, "el-1", col({ width: textW, height: across ? room.h : undefined, flexGrow: across ? 0 : 1, justifyContent: "space-between", marginTop: across ? 0 : below ? 6 * f.u : 36 * f.u, marginBottom: below ? 36 * f.u : 0 }), (
            <>
              {/* Without a picture the headline and its lines stand in the middle of the page, not over a blank foot. */}
              <div style={col({ alignItems: "flex-start", flexGrow: pictured ? 0 : 1, justifyContent: "center", paddingBottom: pictured ? 0 : 30 * f.u })}>
                {Text(kick, accent, { tracking: 0.2 })}
                <div style={{ display: "flex", marginTop: 14 * f.u, marginBottom: 20 * f.u }}>{Text(head, ink)}</div>
                <div style={{ display: "flex", width: 90 * f.u, height: 3 * f.u, backgroundColor: rule, marginBottom: 22 * f.u }} />
                {body.lines.length ? Text(body, ink) : null}
              </div>
              <div style={{ display: "flex", marginTop: across ? 0 : 30 * f.u, paddingBottom: 6 * f.u, borderBottom: `${Math.max(2, Math.round(3 * f.u))}px solid ${accent}` }}>{Text(ctaT, accent, { tracking: 0.12 })}</div>
            </>
          ))}
          {below ? picture : null}
        </div>
      </div>
    </>,
  );
}

/** The product is drawn in its own proportions: a cut-out, or a product photo without a located subject (shown whole). */
const drawnWhole = (c: Ctx): boolean => !!c.product && (!!c.product.cutout || (!c.product.subject && c.product.role === "product"));

/**
 * The picture frame in `room` (w x h with its padding and border, `inset`): a product drawn in its own
 * proportions (a cut-out, a photo shown whole) gets a frame of its shape, as large as the room allows, so
 * no band of the frame is blank; a photo cropped around its subject, or an illustration, fills the room.
 */
function frameBox(c: Ctx, room: { w: number; h: number }, inset: number): { w: number; h: number } {
  const img = c.product;
  if (!img || !drawnWhole(c) || room.h <= inset) return room;
  const r = img.width / Math.max(1, img.height);
  const w = Math.min(room.w - inset, (room.h - inset) * r);
  return { w: Math.round(w + inset), h: Math.round(w / r + inset) };
}

/** Display sizes: the paper page between hairline rules, the serif headline, the kicker in small capitals. */
function pageBanner(c: Ctx, paper: string, ink: string, accent: string) {
  const { f } = c;
  const px = f.px;
  return Banner(c, {
    ground: paper,
    ornament: (W, H) => (
      <>
        <div style={abs({ left: f.x, top: Math.max(2, f.y * 0.5), width: W - f.x * 2, height: Math.max(2, px), backgroundColor: ink })} />
        <div style={abs({ left: f.x, top: H - Math.max(2, f.y * 0.5) - px, width: W - f.x * 2, height: Math.max(2, px), backgroundColor: ink })} />
      </>
    ),
    ink,
    head: { text: c.copy("headline"), weight: 700 },
    kicker: { text: c.copy("kicker"), look: "eyebrow", fg: accent },
    body: { text: c.copy("body"), font: "playfair-display", italic: true },
    cta: { bg: paper, fg: ink, radius: 0, border: `${2 * px}px solid ${ink}` },
    photo: { look: "frame", color: ink },
  });
}
