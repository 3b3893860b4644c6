import { abs, Canvas, col, Cta, fit, Layer, Lines, Logo, makeCtx, ProductArt, row, Text, type DesignInput } from "../../lib/kit";
import { mix, textOn } from "../../lib/theme";

/** A ticket with a perforated stub: big date block, event name, details, CTA. */
export function EventTicket(p: DesignInput) {
  const c = makeCtx(p, { display: "anton", palette: 3 });
  const { f, pal } = c;
  const across = f.shape === "wide" || f.shape === "square";
  const bg = mix(pal.primary, "#000000", 0.55);
  const ticket = "#fffaf0";
  const ink = "#161616";
  const stubBg = pal.secondary;
  const stubFg = textOn(stubBg);
  const tW = across ? f.w : f.w;
  const tH = across ? (f.shape === "wide" ? Math.min(f.h * 0.86, f.w * 0.6) : f.h * 0.8) : f.h - 100 * f.u;
  const stubSize = across ? tW * 0.3 : tH * 0.3;
  const mainW = across ? tW - stubSize : tW;
  const mainH = across ? tH : tH - stubSize;
  const pad = 56 * f.u;
  // The stub is narrow when it stands beside the ticket: less padding, and a date word may take the stub's whole width.
  const stubPad = across ? 30 * f.u : pad;
  const date = fit(c, c.copy("date"), { width: (across ? stubSize : tW) - stubPad * 2, height: (across ? tH : stubSize) - stubPad * 2 - 40 * f.u, maxSize: 170 * f.u, minSize: 34 * f.u, maxLines: across ? 3 : 2 });
  const head = fit(c, c.copy("headline"), { width: mainW - pad * 2, height: mainH * (across ? 0.4 : 0.32), maxSize: 130 * f.u, maxLines: 3 });
  const det = fit(c, c.copy("details"), { font: c.body, weight: 400, width: mainW - pad * 2, height: mainH * 0.18, maxSize: 36 * f.u, minSize: 22 * f.u, maxLines: 3 });
  const hole = 56 * f.u;
  const dots = [];
  const n = 14;
  for (let i = 1; i < n; i++) dots.push(i / n);
  const prod = Math.min(150 * f.u, mainH * 0.22);
  const stubRadius = across ? `${24 * f.u}px 0 0 ${24 * f.u}px` : `${24 * f.u}px ${24 * f.u}px 0 0`;
  const mainRadius = across ? `0 ${24 * f.u}px ${24 * f.u}px 0` : `0 0 ${24 * f.u}px ${24 * f.u}px`;
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
        layers, laid out over it in a transparent copy of the ticket's boxes, so each arrives on its beat:
        the date first (in from the stub's side in moving_elements), then the details, then the CTA.
      */}
      <div style={abs({ left: f.x, top: f.y, width: f.w, height: f.h, alignItems: "center", justifyContent: "center" })}>
        <div style={row({ width: tW, height: tH, position: "relative", flexDirection: across ? "row" : "column" })}>
          {Layer(c, "fg-0", row({ position: "absolute", left: 0, top: 0, width: tW, height: tH, flexDirection: across ? "row" : "column", boxShadow: `${14 * f.u}px ${14 * f.u}px 0 rgba(0,0,0,0.35)` }), (
            <>
              <div style={col({ width: across ? stubSize : tW, height: across ? tH : stubSize, backgroundColor: stubBg, padding: stubPad, justifyContent: "space-between", borderRadius: stubRadius })}>
                <div style={row({ gap: 12 * f.u })}>{[0, 1, 2].map((i) => <div key={i} style={{ display: "flex", width: 18 * f.u, height: 18 * f.u, borderRadius: 18 * f.u, backgroundColor: stubFg, opacity: 0.35 + i * 0.25 }} />)}</div>
              </div>
              <div style={col({ width: mainW, height: mainH, backgroundColor: ticket, borderRadius: mainRadius })} />
              {dots.map((d, i) => <div key={i} style={abs(across ? { left: stubSize - 5 * f.u, top: d * tH - 5 * f.u, width: 10 * f.u, height: 10 * f.u, borderRadius: 10, backgroundColor: bg } : { top: stubSize - 5 * f.u, left: d * tW - 5 * f.u, width: 10 * f.u, height: 10 * f.u, borderRadius: 10, backgroundColor: bg })} />)}
              <div style={abs(across ? { left: stubSize - hole / 2, top: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg } : { top: stubSize - hole / 2, left: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg })} />
              <div style={abs(across ? { left: stubSize - hole / 2, bottom: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg } : { top: stubSize - hole / 2, right: -hole / 2, width: hole, height: hole, borderRadius: hole, backgroundColor: bg })} />
            </>
          ))}
          <div style={col({ position: "relative", width: across ? stubSize : tW, height: across ? tH : stubSize, padding: stubPad, justifyContent: "space-between" })}>
            {/* Room for the stub's dots (drawn with the ticket body). */}
            <div style={row({ height: 18 * f.u })} />
            {Layer(c, "el-3", col({}), Text(date, stubFg), { role: "body" })}
          </div>
          <div style={col({ position: "relative", width: mainW, height: mainH, padding: pad, justifyContent: "space-between" })}>
            <div style={row({ justifyContent: "space-between", alignItems: "flex-start" })}>
              {Layer(c, "el-0", row({}), Logo(c, 340 * f.u, 64 * f.u, ink), { role: "logo" })}
              {Layer(c, "scene-0", row({}), ProductArt(c, prod, mix(pal.secondary, "#ffffff", 0.5), { borderRadius: 16 * f.u }), { role: "product" })}
            </div>
            <div style={col({})}>
              {Lines(c, "el-1", head, ink, {}, { role: "head" })}
              {det.lines.length ? Layer(c, "el-4", { display: "flex", marginTop: 18 * f.u }, Text(det, mix(ink, ticket, 0.25)), { role: "card2" }) : null}
            </div>
            {Layer(c, "el-2", row({}), Cta(c, c.copy("cta"), { bg: pal.primary, fg: pal.onPrimary, maxW: mainW - pad * 2, size: 34 * f.u, radius: 10 * f.u }), { role: "cta" })}
          </div>
        </div>
      </div>
    </>,
  );
}
