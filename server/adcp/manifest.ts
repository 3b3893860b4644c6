import type { Actor } from "../auth/actor";
import type { AdJson } from "../ads/shapes";
import type { FormatSpec } from "./formats";
import { escapeHtml } from "./macros";
import { previewHtml, type PreviewFill } from "./preview-html";
import { previewUrl, signPreview } from "./preview-token";

/** An AdCP creative manifest (what build_creative answers and a buyer sends back), and an ad's preview. */
export type FormatRef = { agent_url: string; id: string };
type Asset = Record<string, unknown> & { asset_type?: string };
export type Manifest = { format_id: FormatRef; assets: Record<string, Asset> };
export type PreviewRender = { previewUrl: string; html: string; width: number; height: number; expiresAt: Date };

export const textOf = (asset: Asset | undefined) => (asset && typeof asset.content === "string" ? asset.content.trim() : "");
export const urlOf = (asset: Asset | undefined) => (asset && typeof asset.url === "string" ? asset.url.trim() : "");

const fileOf = (ad: AdJson, spec: FormatSpec) => ad.files.find((f) => f.placement === spec.placement)!;

/** The manifest of a built ad in one format: its file, the serving tag, the copy on it, and the trackers. */
export function manifestOf(
  organizationId: string,
  agentUrl: string,
  formatId: string,
  ad: AdJson,
  spec: FormatSpec,
  extra: { clickUrl?: string; trackers?: Record<string, string> } = {},
): Manifest {
  const file = fileOf(ad, spec);
  const tag = signPreview({ o: organizationId, p: ad.project_id, a: ad.id, pl: spec.placement }, 365 * 24 * 3600 * 1000);
  const headline = Object.entries(ad.editable_copy).find(([slot]) => /headline|title/i.test(slot))?.[1] ?? "";
  const cta = Object.entries(ad.editable_copy).find(([slot]) => /cta/i.test(slot))?.[1] ?? "";
  const media = spec.output === "video"
    ? `<video src="${escapeHtml(`${previewUrl(tag.token)}/file`)}" width="${spec.width}" height="${spec.height}" autoplay muted loop playsinline></video>`
    : `<img src="${escapeHtml(`${previewUrl(tag.token)}/file`)}" width="${spec.width}" height="${spec.height}" alt="${escapeHtml(headline)}" style="display:block;border:0">`;
  const html = `<a href="{CLICK_URL}${escapeHtml(extra.clickUrl ?? "")}" target="_blank" rel="noopener">${media}</a>`;
  const assets: Record<string, Asset> = {
    [spec.output === "video" ? "video" : "image"]:
      spec.output === "video"
        ? { asset_type: "video", url: file.video_url ?? file.asset_url, width: file.width, height: file.height }
        : { asset_type: "image", url: file.still_url, width: file.width, height: file.height, format: "png" },
    serving_tag: { asset_type: "html", content: html },
  };
  if (headline) assets.headline = { asset_type: "text", content: headline };
  if (cta) assets.cta = { asset_type: "text", content: cta };
  if (extra.clickUrl) assets.click_url = { asset_type: "url", url: extra.clickUrl, url_type: "clickthrough" };
  // The buyer's trackers go on unchanged, macros ({SKU}, {CACHEBUSTER}) unsubstituted: the ad server fills them per impression.
  for (const [id, url] of Object.entries(extra.trackers ?? {})) assets[id] = { asset_type: "url", url, url_type: "tracker_pixel" };
  if (spec.output === "video") delete assets.image;
  return { format_id: { agent_url: agentUrl, id: formatId }, assets };
}

/** The buyer's tracker URLs of a manifest (url assets other than the click-through), by asset id. */
export function trackersOf(manifest: Manifest | null): Record<string, string> {
  const trackers: Record<string, string> = {};
  for (const [id, asset] of Object.entries(manifest?.assets ?? {})) {
    if (asset.asset_type === "url" && id !== "click_url" && asset.url_type !== "clickthrough" && /^https?:\/\//i.test(urlOf(asset))) trackers[id] = urlOf(asset);
  }
  return trackers;
}

/** A signed preview link and the same preview as HTML; catalog SKUs fill the trackers' macro, percent-encoded. */
export function previewOf(actor: Actor, ad: AdJson, spec: FormatSpec, fill: PreviewFill = {}): PreviewRender {
  const { token, expiresAt } = signPreview({ o: actor.organizationId, p: ad.project_id, a: ad.id, pl: spec.placement, ...(fill.trackers ? { t: fill.trackers } : {}), ...(fill.skus ? { s: fill.skus } : {}) });
  return { previewUrl: previewUrl(token), html: previewHtml(previewUrl(token), spec, fill), width: spec.width, height: spec.height, expiresAt };
}
