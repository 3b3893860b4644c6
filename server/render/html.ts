/** A self-contained HTML document of the ad: the same element tree as static markup, fonts embedded. */
import { createRequire } from "node:module";
import path from "node:path";
import { renderDesign } from "../../remotion/designs/registry";
import { FONTS } from "../../remotion/lib/fonts";
import { fontFaceCss } from "./fonts";
import { notoFontFaceCss } from "./font-subsets";
import { initShaper } from "./shaper";
import { directionOf, languageOf } from "../../remotion/lib/script";
import { PLACEMENTS } from "../../shared/placements";
import type { DesignProps } from "./types";
import { projectRoot } from "../paths";

// Next.js refuses react-dom/server inside route handlers' bundles, so it is loaded from node_modules at
// run time. Designs are plain element trees without hooks, so a separate React copy renders them fine.
const moduleName = "react-dom/server";
let server: typeof import("react-dom/server") | undefined;
const renderToStaticMarkup = (element: Parameters<typeof import("react-dom/server").renderToStaticMarkup>[0]) => {
  server ??= createRequire(path.join(projectRoot(), "package.json"))(moduleName) as typeof import("react-dom/server");
  return server.renderToStaticMarkup(element);
};

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

// HarfBuzz loads asynchronously; start it at import so line fitting in the document uses the same shaped
// measurements as the stills. The pipeline awaits it anyway (missingGlyphs() runs before every render);
// direct callers that need identical line breaks can `await initShaper()` first.
void initShaper();

/** A display banner's document is its CSS size (300x250): the 2x layout is scaled down, so it stays sharp on dense screens. */
export function renderHtml(props: DesignProps): string {
  const p = PLACEMENTS[props.placement];
  // Complex-script lines stay text here ("native"): the browser shapes them with the embedded Noto subsets.
  const markup = renderToStaticMarkup(renderDesign({ ...props, t: undefined, textMode: "native" }));
  const copyText = [...Object.values(props.copy ?? {}), props.brand.name].join(" ");
  const lang = languageOf(props.language, copyText);
  const dir = directionOf(props.language, copyText);
  const used = new Set(Object.values(FONTS).map((f) => f.family).filter((fam) => markup.includes(fam)));
  const title = esc(`${props.brand.name} – ${props.copy.headline ?? props.styleId}`);
  return `<!doctype html>
<html lang="${esc(lang)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=${p.width / p.density}">
<title>${title}</title>
<style>
${fontFaceCss(used, /[^\u0000-\u00ff\u2000-\u206f\u20ac\u2122]/.test(markup.replace(/data:[^"')]+/g, "")))}
${notoFontFaceCss(copyText, lang)}
*{box-sizing:border-box;margin:0;padding:0}
body{direction:ltr}
html,body{width:${p.width / p.density}px;height:${p.height / p.density}px;overflow:hidden;background:#000}
${p.density === 1 ? "" : `body>div{transform:scale(${1 / p.density});transform-origin:0 0}`}
img{display:block}
</style></head>
<body>${markup}</body></html>
`;
}
