import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, LightPool, Logo, logoBox, ProductArt, productFloor, ProductShot, wideProduct } from "../../../lib/brand-elements";
import { alpha, contrast, luminance, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";
import type { FontKey } from "../../../lib/fonts";

/**
 * A taped paper note in handwriting on a brand-colour desk. A product photo takes a fifth of the frame:
 * beside the note in square and landscape, standing under it in taller frames (down to productFloor).
 * Its story (the `motion` of ./style.json): the note reads in order: the headline, then the body with the
 * signature two steps behind it.
 */
const PAPER = "#fffdf5";

export function HandwrittenNote(p: DesignInput) {
  const c = makeCtx(p, { display: "caveat", palette: 2, mirrors: true });
  const hand = c.display === "caveat" || !p.brand.fontDirection ? "caveat" : c.display;
  const { f, pal } = c;
  const desk = pal.primary;
  const paper = PAPER;
  // Handwriting in the brand's darkest colour when it reads like ink on paper, else a blue-black pen; the
  // headline in the first lead colour that reads on the paper (a light kit writes it in ink, never grey).
  const ink = pal.kit.find((k) => contrast(k, paper) >= 7) ?? "#1f2a44";
  const headInk = [pal.primary, pal.secondary, pal.accent, pal.highlight].find((k) => contrast(k, paper) >= 4.5) ?? ink;
  if (f.banner) return noteBanner(c, hand, ink, headInk);
  const { wide, art, pic, beside, below, gap, slot, footW, footBeside, lb, standIn, colH, noteW, footArt, tucked, paperH, head, sign, body, pad, innerW } = noteLayout(c, p, hand);
  // Built where it is drawn (the fast path paints layers in call order): over the desk, after the note.
  const foot = () => (
    <div style={row({ alignSelf: tucked ? "flex-start" : undefined, width: tucked ? f.w - footArt - gap : footBeside ? footW : beside || wide ? noteW : f.w, height: footBeside ? undefined : lb.h + 12 * f.u, flexDirection: footBeside ? "column" : "row", gap, alignItems: footBeside ? "flex-start" : "flex-end", justifyContent: "space-between" })}>
      {Layer(c, "el-0", row({ width: lb.w, height: lb.h, alignItems: "flex-end" }), Logo(c, lb.w, lb.h, inkOn(c, desk)), { role: "logo" })}
      {c.copy("cta") ? Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: paper, fg: ink, maxW: Math.min(520 * f.u, footBeside ? footW : f.w), size: 32 * f.u }), { role: "cta" }) : null}
    </div>
  );
  const prod = { left: beside ? f.x + noteW + 60 * f.u : footBeside ? f.x + f.w - slot.w : f.W / 2 - slot.w / 2, top: beside ? f.y + (f.h - slot.h) / 2 : f.y + colH - slot.h };
  // In video, the desk under the product a step lighter: a pool of light. Darkened, a dark desk's pool read as a
  // hole behind the picture (issue 42, the second look's item 13).
  const pool = luminance(desk) > 0.3 ? mix(desk, paper, 0.8) : mix(desk, "#ffffff", 0.14);
  const standInDisc = mix(pal.secondary, "#ffffff", 0.3);
  const tilt = (p.seed ?? 0) % 2 ? 1.6 : -1.6;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: desk }), (
        <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: deskGradient(desk) })} />
      ))}
      {pic ? LightPool(c, { left: 0, top: 0, width: f.W, height: f.H }, { x: prod.left + slot.w / 2, y: prod.top + slot.h / 2 }, (art ? 0.62 : 0.42) * Math.max(slot.w, slot.h), pool) : null}
      {tucked ? LightPool(c, { left: 0, top: 0, width: f.W, height: f.H }, { x: f.x + f.w - footArt / 2, y: f.y + f.h - footArt / 2 }, 0.62 * footArt, pool) : null}
      {c.product
        ? Layer(c, "scene-0", abs({ ...prod, width: slot.w, height: slot.h }), ProductShot(c.product, slot.w, slot.h, { borderRadius: 20 * f.u, transform: "rotate(4deg)" }), { role: "product" })
        : art ? Layer(c, "scene-0", abs({ ...prod, width: slot.w, height: slot.h }), ProductArt(c, slot.w, standInDisc), { role: "disc" })
        : tucked ? Layer(c, "scene-0", abs({ left: f.x + f.w - footArt, top: f.y + f.h - footArt, width: footArt, height: footArt }), ProductArt(c, footArt, standInDisc), { role: "disc" })
        : standIn ? Layer(c, "scene-0", abs({ left: f.x + noteW + 60 * f.u, top: f.y + (f.h - standIn) / 2, width: standIn, height: standIn }), ProductArt(c, standIn, standInDisc), { role: "disc" }) : null}
      {/*
        The note is rotated by `tilt` as a whole: a plain (not animated) box carries the rotation, and every
        layer of the note sits inside it, so each one turns about the note's centre and the still is the
        same as one tilted block. The paper (with its lines, margin and tape) never moves; the headline
        (line by line), body and signoff are their own layers over it, so they arrive on their own beats.
      */}
      <div style={abs({ left: f.x, top: f.y, width: beside || wide ? noteW : f.w, height: below ? colH - slot.h - gap : f.h, flexDirection: "column", alignItems: "center", justifyContent: "space-between" })}>
        <div style={col({ width: noteW, height: paperH, marginTop: 44 * f.u, position: "relative", transform: `rotate(${tilt}deg)` })}>
          {NotePaper(c, { noteW, noteH: paperH, pad, innerW, firstLine: pad + head.height + 40 * f.u })}
          <div style={col({ position: "absolute", left: pad, top: pad, width: innerW, height: paperH - pad * 2, justifyContent: "space-between" })}>
            <div style={col({})}>
              {Lines(c, "el-1", head, headInk, {}, { role: "head" })}
              {body.lines.length ? Layer(c, "el-3", { display: "flex", marginTop: 30 * f.u }, Text(body, ink), { role: "body" }) : null}
            </div>
            {/* The signoff follows the body a beat later (from the other side in moving_elements). */}
            {sign.lines.length ? Layer(c, "el-4", row({ justifyContent: "flex-end" }), Text(sign, ink, { align: "right" }), { role: "card2" }) : null}
          </div>
        </div>
        {footBeside ? null : foot()}
      </div>
      {footBeside ? <div style={abs({ left: f.x, bottom: f.H - f.y - f.h, width: footW, flexDirection: "column", alignItems: "flex-start", gap })}>{foot()}</div> : null}
    </>,
  );
}

/** The desk's light falling from the top left. */
const deskGradient = (desk: string) => `radial-gradient(circle at 30% 20%, ${mix(desk, "#ffffff", 0.18)} 0%, ${desk} 50%, ${mix(desk, "#000000", 0.25)} 100%)`;

/**
 * Where the note, its picture (a product photo or a stand-in) and its foot (logo and CTA) stand, and the
 * note's copy fitted to it.
 */
function noteLayout(c: Ctx, p: DesignInput, hand: FontKey) {
  const { f } = c;
  const wide = f.shape === "wide";
  // Without a photo, the stand-in (the brief's illustration or the brand's initial on a disc) stands under
  // the note in stories and portraits, in a square slot: in video each style has a picture to move (issue 42:
  // the note alone never moves, so the three styles were 0-0.3 % apart). Reels leave the note too little
  // height above a stand-in, and a square too little width beside one (copy within budget was cut: products
  // and copy-fit tests): they keep the plain note.
  const art = !c.product && (f.shape === "tall" || f.shape === "portrait") && p.placement !== "instagram_reels";
  const pic = !!c.product || art;
  // A wide product (a loaf) beside the note in a square would leave the note a sliver: it stands under it.
  const beside = pic && (wide || (f.shape === "square" && !wideProduct(c)));
  const below = pic && !beside;
  const gap = 40 * f.u;
  const slot = heroSlot(c, beside ? 0.8 : 1.4);
  if (beside) slot.h = Math.min(slot.h, f.h - 60 * f.u);
  if (art) slot.w = slot.h = Math.min(slot.w, slot.h);
  // Under the note, a slim product (a cut-out jar) leaves room at its side for the logo and CTA, which then
  // give the note their row; a wide photo leaves none, and they stay between the note and the product.
  const footW = f.w - slot.w - gap;
  const footBeside = below && footW >= 200 * f.u;
  const lb = logoBox(c, Math.min(360 * f.u, footBeside ? footW : f.w), 64 * f.u);
  // Without a photo, landscape's free side holds the brief's illustration or the brand's initial.
  const standIn = wide && !c.product ? Math.min(f.w - f.w * 0.62 - 60 * f.u, f.h * 0.55) : 0;
  const colH = below ? productFloor(c) - f.y : f.h;
  const noteW = beside ? f.w - slot.w - 60 * f.u : wide ? f.w * 0.62 : f.w * 0.94;
  // Room above the note for the tape strip and the tilt, so nothing crosses the safe zone.
  const noteH = (below ? colH - slot.h - gap : colH) - 74 * f.u - (footBeside ? 0 : lb.h + 48 * f.u);
  // The note's copy in a note `h` tall; `tight` (beside or over a picture): narrower margins and gaps.
  const copyIn = (h: number, tight: boolean) => {
    const pad = (tight ? 44 : 60) * f.u, innerW = noteW - pad * 2;
    const head = fit(c, c.copy("headline"), { font: hand, weight: 700, width: innerW, height: h * 0.26, maxSize: 120 * f.u, maxLines: 2 });
    const sign = fit(c, c.copy("signoff"), { font: hand, weight: 700, width: innerW, height: 80 * f.u, maxSize: 60 * f.u, maxLines: 1 });
    const body = fit(c, c.copy("body"), { font: hand, weight: 700, width: innerW, height: h - pad * 2 - head.height - sign.height - (tight ? 60 : 120) * f.u, maxSize: (f.shape === "tall" ? 88 : 72) * f.u, minSize: 34 * f.u, maxLines: 8 });
    return { head, sign, body, pad, innerW, whole: !head.truncated && !sign.truncated && !body.truncated };
  };
  // A square's note without a photo is cut by 0.44 of the width when its copy still fits whole: the
  // stand-in stands in the room freed at its foot, right of the logo and CTA (issue 42: the plain note never
  // moved in video, its styles 0-0.3 % apart; beside the note, a stand-in narrowed it until copy was cut).
  // Copy that does not fit the shorter note whole, or only under 40 px, keeps the whole note, and no stand-in.
  const footArt = !pic && f.shape === "square" ? Math.round(f.w * 0.44) : 0;
  const short = footArt ? copyIn(f.h - footArt - gap - 44 * f.u, true) : null;
  const tucked = !!short?.whole && short.body.fontSize >= 40 * f.u;
  const paperH = tucked ? f.h - footArt - gap - 44 * f.u : noteH;
  const { head, sign, body, pad, innerW } = tucked ? short! : copyIn(noteH, pic);
  return { wide, art, pic, beside, below, gap, slot, footW, footBeside, lb, standIn, colH, noteW, footArt, tucked, paperH, head, sign, body, pad, innerW };
}

/** Display sizes: the paper note on the brand-colour desk, written by hand, a strip of tape on its edge. */
function noteBanner(c: Ctx, hand: FontKey, ink: string, headInk: string) {
  const { f } = c;
  const desk = c.pal.primary;
  const paper = PAPER;
  const px = f.px;
  return Banner(c, {
    ground: desk,
    groundImage: deskGradient(desk),
    card: {
      color: paper, radius: 3 * px, shadow: `${3 * px}px ${3 * px}px 0 rgba(0,0,0,0.22)`,
      accent: <div style={abs({ left: f.w * 0.5 - 22 * px, top: -3 * px, width: 44 * px, height: 7 * px, backgroundColor: "rgba(255,255,255,0.55)", border: `1px solid rgba(0,0,0,0.08)` })} />,
    },
    ink,
    head: { text: c.copy("headline"), font: hand, weight: 700, color: headInk },
    body: { text: c.copy("body"), font: hand, min: 15 },
    cta: { bg: headInk, fg: paper },
    photo: { look: "frame", color: "#ffffff" },
  });
}

/** The paper (its lines, margin and tape): one layer that never moves, under the copy written on it. */
function NotePaper(c: Ctx, n: { noteW: number; noteH: number; pad: number; innerW: number; firstLine: number }) {
  const { f, pal } = c;
  const { noteW, noteH, pad, innerW } = n;
  const paper = PAPER;
  const lineStep = 64 * f.u;
  const lines = [];
  for (let y = n.firstLine; y < noteH - pad; y += lineStep) lines.push(y);
  return Layer(c, "fg-0", abs({ left: 0, top: 0, width: noteW, height: noteH }), (
    <>
      <div style={abs({ left: 0, top: 0, width: noteW, height: noteH, backgroundColor: paper, borderRadius: 6 * f.u, boxShadow: `${10 * f.u}px ${12 * f.u}px 0 rgba(0,0,0,0.22)` })} />
      {lines.map((y, i) => <div key={i} style={abs({ left: pad, top: y, width: innerW, height: Math.max(1, 2 * f.u), backgroundColor: "#c9d6ea" })} />)}
      <div style={abs({ left: pad * 0.55, top: 0, width: Math.max(2, 3 * f.u), height: noteH, backgroundColor: mix(pal.accent, paper, 0.45) })} />
      <div style={abs({ left: noteW / 2 - 110 * f.u, top: -28 * f.u, width: 220 * f.u, height: 64 * f.u, backgroundColor: alpha(mix(pal.highlight, "#ffffff", 0.35), 0.85), transform: "rotate(-4deg)" })} />
    </>
  ));
}
