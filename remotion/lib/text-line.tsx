/* eslint-disable @next/next/no-img-element -- satori and static HTML need plain <img> with data URIs */
import type { ReactElement } from "react";
import type { Fitted } from "./fit";
import { fontStack, notoFamily, visualWeight, type FontKey } from "./fonts";
import { needsShaping, scriptOf } from "./script";
import { textEngine } from "./textengine";

/** Copy fitted into its box (kit.tsx fit()), with the face it is set in. */
export type FittedText = Fitted & { font: FontKey; weight: number; native?: boolean; slot?: string };

/** One fitted line: shaped and drawn as outlines where the script needs it, else plain text. */
export function TextLine(ft: FittedText, l: string, i: number, color: string, hidden: boolean): ReactElement {
  const rowH = Math.ceil(ft.fontSize * ft.lineHeight);
  const e = textEngine();
  if (ft.shaped && (needsShaping(l) || (e && !e.covers(ft.font, l)))) {
    if (e && !ft.native) {
      // Shaped by HarfBuzz (joining, conjuncts, marks, bidi) and drawn as outlines: identical in satori,
      // the fast video path and Chromium. The image is taller than the row and centred on it.
      const d = e.draw(l, ft.font, ft.weight, ft.fontSize, color, { lang: ft.lang, dir: ft.dir ?? "ltr" });
      return (
        <div key={i} style={{ display: "flex", alignItems: "center", height: rowH }}>
          <img src={d.src} alt={l} width={d.width} height={d.height} style={{ width: d.width, height: d.height, ...(hidden ? { opacity: 0 } : {}) }} />
        </div>
      );
    }
    return (
      <div key={i} dir={ft.dir} lang={ft.lang} style={{ display: "flex", whiteSpace: "pre", height: rowH, color, fontWeight: visualWeight(ft.font, ft.weight), fontFamily: `${fontStack(ft.font)}, "${notoFamily(scriptOf(l), ft.lang)}"` }}>
        {l}
      </div>
    );
  }
  return (
    <div key={i} style={{ display: "flex", whiteSpace: "pre", height: rowH, color }}>
      {l}
    </div>
  );
}
