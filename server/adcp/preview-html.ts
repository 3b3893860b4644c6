import type { FormatSpec } from "./formats";
import { escapeHtml, substituteMacros } from "./macros";

/** What a preview shows besides the ad: the buyer's tracker URLs, once per catalog SKU that fills their {SKU}. */
export type PreviewFill = { trackers?: Record<string, string>; skus?: string[] };

/** The preview document: the ad at its size, and each tracker pixel once per catalog item, its SKU encoded. */
export function previewHtml(url: string, spec: FormatSpec, fill: PreviewFill = {}): string {
  // At its size, or scaled down whole to the window (a 1080x1920 story in a laptop's tab).
  const fit = `max-width:min(100vw,${+((spec.width / spec.height) * 100).toFixed(3)}vh);height:auto`;
  const media = spec.output === "video"
    ? `<video src="${escapeHtml(`${url}/file`)}" width="${spec.width}" height="${spec.height}" style="${fit}" controls muted playsinline></video>`
    : `<img src="${escapeHtml(`${url}/file`)}" width="${spec.width}" height="${spec.height}" style="${fit}" alt="">`;
  const pixels = Object.values(fill.trackers ?? {}).flatMap((template) =>
    (fill.skus?.length ? fill.skus : [null]).map((sku) => (sku === null ? substituteMacros(template, {}) : substituteMacros(template, { SKU: sku }))),
  );
  const trackers = pixels.map((src) => `<img src="${escapeHtml(src)}" width="1" height="1" alt="" style="position:absolute">`).join("");
  // Centred on a neutral ground: opened in a tab it reads as a proof; in an iframe of its own size it fills it exactly.
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Preview ${spec.width}x${spec.height}</title></head><body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#eceef1">${media}${trackers}</body></html>`;
}
