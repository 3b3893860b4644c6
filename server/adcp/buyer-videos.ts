import type { Actor } from "../auth/actor";
import { getAd } from "../ads/service";
import { clock } from "../clock";
import { errors } from "../errors";
import { previewUrl, signPreview } from "./preview-token";
import { adcpStateStore } from "./state-store";
import { VAST_FORMAT, vastInline } from "./vast";

/**
 * A buyer's own videos in the agent's library (sync_creatives), kept so build_creative can make their VAST
 * tag (docs/adcp.md "VAST"). adlab does not fetch or re-encode them: the tag points at the buyer's file, so
 * what adlab checks is what a player needs to know about it (an https MP4 or WebM, its size and length).
 * They live in the account's partition of adcp_state, beside the SDK's own state.
 */
const COLLECTION = "buyer_videos";
const VIDEO_TYPES = ["video/mp4", "video/webm"];
const CAPS = { creative_id: 200, name: 200, url: 2000, side: 8192 };
const SAFE_ID = /^[A-Za-z0-9_.\-:]+$/;

type FormatRef = { agent_url: string; id: string };
export type BuyerVideo = {
  creative_id: string;
  name: string;
  format_id: FormatRef;
  video: { url: string; mime_type: string; width: number; height: number; duration_ms: number };
  click_url?: string;
  created_date: string;
  updated_date: string;
};

type Incoming = Record<string, unknown>;
const asRecord = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const isSide = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= CAPS.side;

/** Whether a synced creative is a video (a `video` asset): those the library keeps; anything else is refused as before. */
export const isVideoCreative = (creative: Incoming) => asRecord(asRecord(creative.assets).video).asset_type === "video";

/** Every problem with a buyer's video creative, each naming its field; none means the library can keep it. */
function problemsOf(creative: Incoming): string[] {
  const id = typeof creative.creative_id === "string" ? creative.creative_id : "";
  const video = asRecord(asRecord(creative.assets).video);
  const url = typeof video.url === "string" ? video.url : "";
  const problems: string[] = [];
  if (!id || id.length > CAPS.creative_id || !SAFE_ID.test(id)) problems.push(`creative_id: 1 to ${CAPS.creative_id} letters, digits, or _ . - :`);
  if (typeof creative.name === "string" && creative.name.length > CAPS.name) problems.push(`name: must be at most ${CAPS.name} characters`);
  if (!/^https:\/\/[^\s]+$/i.test(url) || url.length > CAPS.url || !URL.canParse(url)) problems.push(`assets.video.url: an https URL of at most ${CAPS.url} characters (a player fetches it)`);
  if (!VIDEO_TYPES.includes(String(video.mime_type))) problems.push(`assets.video.mime_type: one of ${VIDEO_TYPES.join(", ")}`);
  if (!isSide(video.width) || !isSide(video.height)) problems.push(`assets.video.width, height: whole pixels from 1 to ${CAPS.side}`);
  const duration = video.duration_ms;
  if (!Number.isInteger(duration) || (duration as number) <= 0 || (duration as number) > VAST_FORMAT.maxDurationMs) {
    problems.push(`assets.video.duration_ms: the video's length, 1 to ${VAST_FORMAT.maxDurationMs} ms (a VAST tag states it; ${VAST_FORMAT.id} is up to 30 s)`);
  }
  return problems;
}

type SyncResult = { creative_id: string; action: "created" | "updated" | "failed"; status?: "approved"; errors?: { code: string; message: string }[] };

/** sync_creatives for one buyer video: kept (created, or updated when the id is known), or refused naming every problem. */
export async function syncBuyerVideo(actor: Actor, creative: Incoming): Promise<SyncResult> {
  const problems = problemsOf(creative);
  const id = String(creative.creative_id ?? "") || "(none)";
  if (problems.length) return { creative_id: id.slice(0, CAPS.creative_id), action: "failed", errors: [{ code: "INVALID_REQUEST", message: problems.join("; ") }] };
  const store = adcpStateStore(actor.organizationId);
  const earlier = await store.get<BuyerVideo>(COLLECTION, id);
  const video = asRecord(asRecord(creative.assets).video);
  const click = asRecord(asRecord(creative.assets).click_url);
  const now = new Date(clock().now()).toISOString();
  const kept: BuyerVideo = {
    creative_id: id,
    name: typeof creative.name === "string" && creative.name ? creative.name : id,
    format_id: asRecord(creative.format_id) as FormatRef,
    video: { url: String(video.url), mime_type: String(video.mime_type), width: Number(video.width), height: Number(video.height), duration_ms: Number(video.duration_ms) },
    ...(typeof click.url === "string" && /^https?:\/\//i.test(click.url) ? { click_url: click.url.slice(0, CAPS.url) } : {}),
    created_date: earlier?.created_date ?? now,
    updated_date: now,
  };
  await store.put(COLLECTION, id, kept);
  // adlab's checks are synchronous and it has no review queue: a kept video is usable at once.
  return { creative_id: id, action: earlier ? "updated" : "created", status: "approved" };
}

/** The account's buyer videos as AdCP creatives (list_creatives). */
export async function listBuyerVideos(actor: Actor, limit: number) {
  const { items } = await adcpStateStore(actor.organizationId).list<BuyerVideo>(COLLECTION, { limit });
  return items.map((v) => ({
    creative_id: v.creative_id,
    name: v.name,
    format_id: v.format_id,
    status: "approved" as const,
    created_date: v.created_date,
    updated_date: v.updated_date,
    assets: { video: { asset_type: "video", url: v.video.url, width: v.video.width, height: v.video.height, duration_ms: v.video.duration_ms } },
  }));
}

/**
 * build_creative to the VAST format: the tag of a buyer's synced video, or of an adlab video ad (its MP4 by
 * the signed public file link, valid a year, as its serving tag). Nothing is rendered, so nothing is charged.
 */
export async function buildVastManifest(actor: Actor, agentUrl: string, creativeId: string | null, extra: { clickUrl?: string; impressionUrls: string[] }) {
  if (!creativeId) throw errors.validation([`creative_id: is required for ${VAST_FORMAT.id} (a video synced with sync_creatives, or an adlab video ad)`]);
  const video = await videoOf(actor, creativeId);
  const clickUrl = extra.clickUrl ?? video.clickUrl;
  const content = vastInline({ creativeId, title: video.title, mediaUrl: video.url, mimeType: video.mimeType, width: video.width, height: video.height, durationMs: video.durationMs, clickUrl, impressionUrls: extra.impressionUrls });
  return {
    creative_id: creativeId,
    format_id: { agent_url: agentUrl, id: VAST_FORMAT.id },
    assets: { vast: { asset_type: "vast", delivery_type: "inline", content, vast_version: VAST_FORMAT.version, duration_ms: video.durationMs } },
  };
}

type VideoSource = { title: string; url: string; mimeType: string; width: number; height: number; durationMs: number; clickUrl?: string };

async function videoOf(actor: Actor, creativeId: string): Promise<VideoSource> {
  const synced = SAFE_ID.test(creativeId) && creativeId.length <= CAPS.creative_id ? await adcpStateStore(actor.organizationId).get<BuyerVideo>(COLLECTION, creativeId) : null;
  if (synced) return { title: synced.name, url: synced.video.url, mimeType: synced.video.mime_type, width: synced.video.width, height: synced.video.height, durationMs: synced.video.duration_ms, clickUrl: synced.click_url };
  const ad = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(creativeId) ? await getAd(actor, null, creativeId).catch(() => null) : null;
  const file = ad?.ready ? ad.files.find((f) => f.video_url) : undefined;
  if (!ad || !file) throw errors.validation([`creative_id: no video creative "${creativeId.slice(0, CAPS.creative_id)}" in this account (sync_creatives keeps a buyer's video; list_creatives lists adlab's video ads)`]);
  const { token } = signPreview({ o: actor.organizationId, p: ad.project_id, a: ad.id, pl: file.placement }, 365 * 24 * 3600 * 1000);
  return { title: ad.name, url: `${previewUrl(token)}/file`, mimeType: "video/mp4", width: file.width, height: file.height, durationMs: (ad.duration_seconds ?? 0) * 1000 };
}
