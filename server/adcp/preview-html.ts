import type { FormatSpec } from "./formats";
import { escapeHtml, substituteMacros } from "./macros";

/** What a preview shows besides the ad: the buyer's tracker URLs, once per catalog SKU that fills their {SKU}. */
export type PreviewFill = { trackers?: Record<string, string>; skus?: string[] };

/** The preview document: the ad at its size, and each tracker pixel once per catalog item, its SKU encoded. */
export function previewHtml(url: string, spec: FormatSpec, fill: PreviewFill = {}): string {
  const media = spec.output === "video"
    ? `<video src="${escapeHtml(`${url}/file`)}" width="${spec.width}" height="${spec.height}" controls muted playsinline></video>`
    : `<img src="${escapeHtml(`${url}/file`)}" width="${spec.width}" height="${spec.height}" alt="">`;
  const pixels = Object.values(fill.trackers ?? {}).flatMap((template) =>
    (fill.skus?.length ? fill.skus : [null]).map((sku) => (sku === null ? substituteMacros(template, {}) : substituteMacros(template, { SKU: sku }))),
  );
  const trackers = pixels.map((src) => `<img src="${escapeHtml(src)}" width="1" height="1" alt="" style="position:absolute">`).join("");
  return `<!doctype html><html><head><meta charset="utf-8"><title>Preview</title></head><body style="margin:0">${media}${trackers}</body></html>`;
}
