import { abs, Canvas, col, fit, Layer, Lines, makeCtx, row, Text, type Ctx, type DesignInput } from "../../../lib/kit";
import { Cta, heroSlot, inkOn, LightPool, Logo, logoBox, ProductArt, productFloor, ProductShot, productSide, standOut } from "../../../lib/brand-elements";
import { luminance, mix } from "../../../lib/theme";
import { Banner } from "../../../lib/banner";

/**
 * A ticket with a perforated stub filling the frame: the date block (or, with a product photo, the photo
 * as the ticket's poster and the date over the headline), the name, details, CTA. Every word on it comes
 * from the copy, so a brand that is not an event gets a ticket-styled card, not an invented event. The
 * product takes a fifth of the frame: beside the copy the poster is as wide as the product needs; in 9:16
 * the ticket turns its poster to the bottom, standing down to productFloor.
 * Its story (the `motion` of ./style.json): the date is the hook, with the event's name; the details come
 * on their beat.
 */
export function EventTicket(p: DesignInput) {
  const c = makeCtx(p, { display: "anton", palette: 3, mirrors: true });
  const { f, pal } = c;
  const bg = mix(pal.primary, "#000000", 0.55);
  const ticket = luminance(pal.bg) > 0.6 ? pal.bg : "#fffaf0";
  const ink = inkOn(c, ticket);
  const stubBg = standOut(ticket, [pal.secondary, pal.highlight, pal.primary], 1.4);
  const stubFg = inkOn(c, stubBg);
  if (f.banner) return ticketBanner(c, bg, ticket, ink, stubBg, stubFg);
  const t = ticketLayout(c, { bg, ticket, ink, stubBg, stubFg });
  const { across, under, tW, tH } = t;
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), (
        <>
          <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: `linear-gradient(180deg, ${mix(bg, pal.primary, 0.5)} 0%, ${bg} 100%)` })} />
          {/* In video, a soft spotlight on the ground, so a moving ground (moving_background) shows. */}
          {p.output === "video" ? <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundImage: `radial-gradient(circle at 78% 14%, ${mix(bg, "#ffffff", 0.22)} 0%, rgba(0,0,0,0) 42%)` })} /> : null}
        </>
      ))}
      {/*
        The ticket body (stub and main grounds, the stub's dots, the perforation and its holes, the shadow)
        never moves; the date, logo, product, headline (line by line), details and CTA are their own
        layers, laid out over it in a transparent copy of the ticket's boxes, so each arrives on its beat.
      */}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: tH + 16 * f.u, alignItems: "center", justifyContent: "center" })}>
        <div style={row({ width: tW, height: tH, position: "relative", flexDirection: across ? "row" : "column" })}>
          {TicketBody(c, t)}
          {under ? MainPart(c, t) : Poster(c, t)}
          {under ? Poster(c, t) : MainPart(c, t)}
        </div>
      </div>
      {/* The poster's picture, in frame coordinates (the ticket is centred in the content box, 8 px in). */}
      {PosterPicture(c, t, { left: f.x + (f.w - tW) / 2, top: f.y + 8 * f.u + (under ? t.mainH : 0), width: across ? t.stubSize : tW, height: across ? tH : t.stubSize })}
    </>,
  );
}

type Colours = { bg: string; ticket: string; ink: string; stubBg: string; stubFg: string };
type Ticket = ReturnType<typeof ticketLayout>;

/** The ticket's parts (stub or poster, main part) and the copy fitted into them. */
function ticketLayout(c: Ctx, colours: Colours) {
  const { f, pal } = c;
  const { ticket } = colours;
  const across = f.shape === "wide" || f.shape === "square";
  // Without a photo the poster holds the stand-in (the brief's illustration or the brand's initial on a disc)
  // where a photo would stand, so each video style has a picture to move (issue 42: a ticket of copy alone
  // never moves, and the three styles were 0.1-0.2 % apart). Landscape keeps the date on its stub, and so
  // do Reels (with the stand-in, a Reels ticket failed the gate: text contrast 1.15:1).
  const hasP = !!c.product || (f.shape !== "wide" && c.p.placement !== "instagram_reels");
  // 9:16 with a product: the copy on top, the poster below it, down into the bottom band's upper half.
  const under = f.shape === "tall" && hasP;
  // Room for the shadow; the ticket takes the rest of the content box (in 9:16, down to the floor).
  const tW = f.w - 16 * f.u, tH = (under ? productFloor(c) - f.y : f.h) - 16 * f.u;
  const stubPad = across ? 30 * f.u : 36 * f.u;
  // The product's fifth: a cut-out's own proportions, a photo's square.
  const hero = heroSlot(c);
  const need = !hasP ? { w: 0, h: 0 } : c.product?.cutout ? hero : { w: productSide(c), h: productSide(c) };
  // Reels leave less height: the poster gives the copy more of it. Under the copy in 9:16, a tall product (a
  // bag) took three quarters of a Reels ticket and left the copy a strip: the poster keeps to 0.6 of it.
  const posterMax = across ? tW * 0.55 : under ? tH * 0.6 : tH * (tH < 1100 * f.u ? 0.45 : 0.6);
  const stubSize = hasP ? Math.min(Math.max((across ? need.w : need.h) + stubPad * 2, (across ? tW : tH) * 0.42), posterMax) : (across ? tW * 0.33 : tH * 0.3);
  const side = hasP ? Math.round(Math.min(stubSize, across ? tH : tW) - stubPad * 2) : 0;
  // The photo's box on the poster: beside the copy its whole inner height (a photo covers it around its
  // subject, a cut-out stands in it); stacked, a square, or a cut-out's own proportions under the copy.
  // Stacked, a wide cut-out stays inside the poster, half the stub's padding from each edge, even pushed in
  // to 1.15 in video (moving_background): a loaf as tall as the poster's inner height was 982 px wide on a
  // 934 px ticket, over both its edges, and at the poster's width less its padding the push-in still took it
  // past them; it gives up height (and some of its fifth) instead.
  const wideW = Math.min((side * need.w) / need.h, (tW - stubPad) / 1.15);
  const slot = across ? { w: side, h: tH - stubPad * 2 } : under && c.product?.cutout ? { w: wideW, h: (wideW * need.h) / need.w } : { w: side, h: side };
  const mainW = across ? tW - stubSize : tW;
  const mainH = across ? tH : tH - stubSize;
  const pad = (across ? 48 : 56) * f.u;
  const lb = logoBox(c, 340 * f.u, 64 * f.u);
  // A tall or square mark stands on the poster beside the photo when the margin holds it.
  const logoOnPoster = hasP && !across && !under && lb.shape !== "wide" && (tW - side) / 2 >= lb.w + stubPad;
  // Beside the photo the date heads the ticket's main part: beside the logo when there is room, else under it.
  const dateBeside = logoOnPoster || mainW - pad * 2 - lb.w - 24 * f.u >= 220 * f.u;
  const dateW = hasP ? mainW - pad * 2 - (dateBeside && !logoOnPoster ? lb.w + 24 * f.u : 0) : (across ? stubSize : tW) - stubPad * 2;
  const date = fit(c, c.copy("date"), hasP
    ? { width: dateW, height: Math.max(lb.h, 60 * f.u), maxSize: 64 * f.u, minSize: 28 * f.u, maxLines: 2 }
    : { width: dateW, height: (across ? tH : stubSize) - stubPad * 2 - 40 * f.u, maxSize: 170 * f.u, minSize: 34 * f.u, maxLines: across ? 3 : 2 });
  const dateColor = standOut(ticket, [pal.primary, pal.accent, pal.secondary], 3);
  const headerH = logoOnPoster ? date.height : !hasP ? lb.h : dateBeside ? Math.max(lb.h, date.height) : lb.h + 16 * f.u + date.height;
  const det = fit(c, c.copy("details"), { font: c.body, weight: 400, width: mainW - pad * 2, height: Math.min(mainH * 0.26, 150 * f.u), maxSize: 36 * f.u, minSize: 22 * f.u, maxLines: 4 });
  const ctaH = 80 * f.u;
  const head = fit(c, c.copy("headline"), { width: mainW - pad * 2, height: Math.max(70 * f.u, mainH - pad * 2 - headerH - det.height - ctaH - 70 * f.u), maxSize: 130 * f.u, maxLines: 3 });
  // Stacked, the perforation runs where the first part ends.
  const perf = under ? mainH : stubSize;
  const ctaBg = standOut(ticket, [pal.primary, pal.accent, pal.highlight], 1.8);
  return { ...colours, across, hasP, under, tW, tH, stubPad, stubSize, side, slot, mainW, mainH, pad, lb, logoOnPoster, dateBeside, date, dateColor, det, head, perf, ctaBg };
}

/**
 * The ticket body: stub and main grounds, the stub's dots, the perforation and its holes, the shadow. One
 * layer that never moves.
 */
function TicketBody(c: Ctx, t: Ticket) {
  const { f } = c;
  const { across, under, tW, tH, stubSize, stubPad, perf, bg, hasP, stubFg } = t;
  const hole = 56 * f.u;
  const dots = [];
  const n = 14;
  for (let i = 1; i < n; i++) dots.push(i / n);
  const top = `${24 * f.u}px ${24 * f.u}px 0 0`, bottom = `0 0 ${24 * f.u}px ${24 * f.u}px`;
  const stubRadius = across ? `${24 * f.u}px 0 0 ${24 * f.u}px` : under ? bottom : top;
  const mainRadius = across ? `0 ${24 * f.u}px ${24 * f.u}px 0` : under ? top : bottom;
  const mainGround = <div style={col({ width: t.mainW, height: t.mainH, backgroundColor: t.ticket, borderRadius: mainRadius })} />;
  return Layer(c, "fg-0", row({ position: "absolute", left: 0, top: 0, width: tW, height: tH, flexDirection: across ? "row" : "column", boxShadow: `${14 * f.u}px ${14 * f.u}px 0 rgba(0,0,0,0.35)` }), (
    <>
      {under ? mainGround : null}
      <div style={col({ width: across ? stubSize : tW, height: across ? tH : stubSize, backgroundColor: t.stubBg, padding: stubPad, justifyContent: "space-between", borderRadius: stubRadius })}>
        {hasP ? null : <div style={row({ gap: 12 * f.u })}>{[0, 1, 2].map((i) => <div key={i} style={{ display: "flex", width: 18 * f.u, height: 18 * f.u, borderRadius: 18 * f.u, backgroundColor: stubFg, opacity: 0.35 + i * 0.25 }} />)}</div>}
      </div>
      {under ? null : mainGround}
      {dots.map((d, i) => <div key={i} style={abs(across ? { left: stubSize - 5 * f.u, top: d * tH - 5 * f.u, width: 10 * f.u, height: 10 * f.u, borderRadius: 10, backgroundColor: bg } : { top: perf - 5 * f.u, left: d * tW - 5 * f.u, width: 10 * f.u, height: 10 * f.u, borderRadius: 10, backgroundColor: bg })} />)}
      <div style={abs(across ? { left: stubSize - hole / 2, top: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg } : { top: perf - hole / 2, left: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg })} />
      <div style={abs(across ? { left: stubSize - hole / 2, bottom: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg } : { top: perf - hole / 2, right: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg })} />
    </>
  ));
}

// Layers are built where they are drawn (paint order is call order): these build one on call.
const ticketLogo = (c: Ctx, t: Ticket) => Layer(c, "el-0", row({ width: t.lb.w, height: t.lb.h, alignItems: "center" }), Logo(c, t.lb.w, t.lb.h, t.logoOnPoster ? t.stubFg : t.ink), { role: "logo" });
const ticketDate = (c: Ctx, t: Ticket) => (t.date.lines.length ? Layer(c, "el-3", col({}), Text(t.date, t.hasP ? t.dateColor : t.stubFg), { role: "date" }) : null);

/**
 * The stub, or with a picture the poster: built over the ticket body; it goes last in 9:16. Beside the copy
 * a photo stands in it, in a layer of its own size (cut to the poster, the loaf standing on its floor was
 * 2.7 % from moving_elements in live_scene); other pictures are drawn over the ticket (PosterPicture).
 */
function Poster(c: Ctx, t: Ticket) {
  const { f } = c;
  const { across, hasP, under, stubPad, slot } = t;
  return (
    <div style={col({ position: "relative", width: across ? t.stubSize : t.tW, height: across ? t.tH : t.stubSize, padding: stubPad, justifyContent: hasP ? "center" : "space-between", alignItems: hasP ? "center" : "flex-start" })}>
      {c.product && !under
        ? Layer(c, "scene-0", row({ width: slot.w, height: slot.h }), ProductShot(c.product, slot.w, slot.h, { borderRadius: 16 * f.u }), { role: "framed" })
        : hasP ? null : <div style={row({ height: 18 * f.u })} />}
      {hasP ? null : ticketDate(c, t)}
    </div>
  );
}

/**
 * Without a photo, and with one in 9:16, the poster's picture: a photo's layer is the whole poster (`box`, in
 * frame coordinates), cut to it, the stand-in's its disc (motion.ts role `framed`: its moves keep to its
 * box, and a disc turned in a box the poster's size shrank to fit its corners), so the push-in and the
 * tilted entry never leave the poster (the story's loaf passed its sides: issue 42); in video a pool of light or
 * shade behind it that moving_background drifts with the ground and the other styles hold. Then the logo
 * that stands on the poster, over it.
 */
function PosterPicture(c: Ctx, t: Ticket, box: { left: number; top: number; width: number; height: number }) {
  const { across, hasP, under, stubPad, slot } = t;
  const framed = hasP && (!c.product || under);
  // The disc leaves a stacked poster room for the push-in (to 1.15, sinking) inside it; beside the copy the
  // poster is tall and the disc can take its width.
  const disc = Math.round(Math.min(slot.w, slot.h) * (across ? 0.94 : 0.86));
  const pool = Math.min(0.62 * (c.product ? Math.max(slot.w, slot.h) : disc), 0.48 * Math.min(box.width, box.height));
  return (
    <>
      {framed ? LightPool(c, box, { x: box.left + box.width / 2, y: box.top + box.height / 2 }, pool, luminance(t.stubBg) > 0.3 ? mix(t.stubBg, "#000000", 0.25) : mix(t.stubBg, "#ffffff", 0.18)) : null}
      {framed && c.product ? Layer(c, "scene-0", abs({ ...box, alignItems: "center", justifyContent: "center" }), ProductShot(c.product, slot.w, slot.h, { borderRadius: 16 * c.f.u }), { role: "framed", clip: true }) : null}
      {framed && !c.product ? Layer(c, "scene-0", abs({ left: box.left + (box.width - disc) / 2, top: box.top + (box.height - disc) / 2, width: disc, height: disc }), ProductArt(c, disc, t.ticket), { role: "framed" }) : null}
      {t.logoOnPoster ? <div style={abs({ left: box.left + stubPad, top: box.top + box.height - stubPad - t.lb.h })}>{ticketLogo(c, t)}</div> : null}
    </>
  );
}

/** The ticket's main part: logo and date, the headline and details, the CTA. */
function MainPart(c: Ctx, t: Ticket) {
  const { f } = c;
  const { mainW, pad, ink, ctaBg } = t;
  return (
    <div style={col({ position: "relative", width: mainW, height: t.mainH, padding: pad, justifyContent: "space-between" })}>
      <div style={row({ justifyContent: "space-between", alignItems: "flex-start", flexDirection: t.dateBeside ? "row" : "column", gap: 16 * f.u })}>
        {t.logoOnPoster ? null : ticketLogo(c, t)}
        {t.hasP ? ticketDate(c, t) : null}
      </div>
      <div style={col({})}>
        {Lines(c, "el-1", t.head, ink, {}, { role: "head" })}
        {t.det.lines.length ? Layer(c, "el-4", { display: "flex", marginTop: 18 * f.u }, Text(t.det, ink), { role: "card2" }) : null}
      </div>
      {Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: ctaBg, fg: inkOn(c, ctaBg), maxW: mainW - pad * 2, size: 34 * f.u, radius: 10 * f.u }), { role: "cta" })}
    </div>
  );
}

/** Display sizes: the ticket on the dark ground, the date in its stub block, a perforated edge. */
function ticketBanner(c: Ctx, bg: string, ticket: string, ink: string, stubBg: string, stubFg: string) {
  const { f, pal } = c;
  const px = f.px;
  const ctaBg = standOut(ticket, [pal.primary, pal.accent, pal.highlight], 1.8);
  const across = f.banner === "strip";
  const perf = across ? { left: f.w * 0.985, top: 4 * px, width: 0, height: f.h - 8 * px } : { left: 4 * px, top: f.h * 0.985, width: f.w - 8 * px, height: 0 };
  return Banner(c, {
    ground: bg,
    card: { color: ticket, radius: 5 * px, accent: <div style={abs({ ...perf, borderLeft: across ? `${px}px dashed ${stubBg}` : undefined, borderTop: across ? undefined : `${px}px dashed ${stubBg}` })} /> },
    ink,
    head: { text: c.copy("headline"), weight: 400 },
    kicker: { text: c.copy("date"), look: "block", bg: stubBg, fg: stubFg },
    body: { text: c.copy("details") },
    cta: { bg: ctaBg, fg: inkOn(c, ctaBg), radius: 4 * px },
    photo: { look: "rounded", color: stubBg },
  });
}
