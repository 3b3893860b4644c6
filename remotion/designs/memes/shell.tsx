import type { ReactElement } from "react";
import { abs, Canvas, Cta, type Ctx, fit, Layer, Logo, row, Text } from "../../lib/kit";
import { textOn } from "../../lib/theme";

export type Box = { x: number; y: number; w: number; h: number };

/**
 * Common meme frame: background, the meme in the content box, and a brand footer: the logo, and the
 * request's CTA when it has one (a meme never gets a CTA the customer did not ask for).
 */
export function memeShell(c: Ctx, bg: string, body: (b: Box) => ReactElement, o: { footerOn?: string } = {}): ReactElement {
  const { f } = c;
  const cta = c.copy("cta");
  const footH = Math.round((cta ? 84 : 64) * f.u);
  const box: Box = { x: f.x, y: f.y, w: f.w, h: f.h - footH - 18 * f.u };
  const fg = o.footerOn ?? textOn(bg);
  return Canvas(
    c,
    <>
      {Layer(c, "bg", abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg }), <div style={abs({ left: 0, top: 0, width: f.W, height: f.H, backgroundColor: bg })} />)}
      <div style={abs({ left: box.x, top: box.y, width: box.w, height: box.h })}>{body(box)}</div>
      {Layer(c, "el-9", abs({ left: f.x, top: f.y + f.h - footH, width: f.w, height: footH, alignItems: "center", justifyContent: "space-between" }), (
        <>
          {Logo(c, (cta ? 200 : 280) * f.u, 48 * f.u, fg)}
          {cta ? Cta(c, cta, { bg: fg, fg: textOn(fg), maxW: f.w - 230 * f.u, size: 30 * f.u, radius: 12 * f.u }) : null}
        </>
      ))}
    </>,
  );
}

/** A label pill used across meme formats. */
export function Label(c: Ctx, text: string, o: { w: number; h: number; size: number; bg: string; fg: string; font?: "inter" | "anton"; align?: "left" | "center"; lines?: number; radius?: number }): ReactElement {
  const ft = fit(c, text, { font: o.font ?? "inter", weight: 800, width: o.w - o.size, height: o.h - o.size * 0.5, maxSize: o.size, minSize: Math.round(o.size * 0.45), maxLines: o.lines ?? 3 });
  return (
    <div style={row({ maxWidth: o.w, backgroundColor: o.bg, borderRadius: o.radius ?? 12 * c.f.u, padding: `${Math.round(o.size * 0.25)}px ${Math.round(o.size * 0.5)}px`, justifyContent: "center" })}>
      {Text(ft, o.fg, { align: o.align ?? "center" })}
    </div>
  );
}
