import type { StoredQa } from "../render/qa";
import { config, outputOptions } from "../config";
import type { Prisma } from "../db/generated/client";
import { distributionForAds } from "../distribution/ad-summary";
import { identifierMap } from "../external-identifiers";
import { PLACEMENTS, PLACEMENT_IDS, isDisplayPlacement, isPlacement, type Placement } from "../../shared/placements";
import { styleFor } from "../../shared/styles";
import { VIDEO_SECONDS, musicJson, type AdMusic } from "../../shared/music";
import { storedEnum } from "../validation";
import { catalogItemOf } from "../catalogs/snapshot";
import { OUTPUTS, VIDEO_STYLE_LABELS, type VideoStyleId } from "../../shared/ad-request";
import { adQaScore, qaVerdict } from "./qa-verdict";
import { designOfAd } from "../generation/design";
import { storedPlanOf } from "../generation/plan/shape";
import { serializerOf } from "../serializer";
import { adProgressJson } from "../generation/progress-shape";
import { COPY_SOURCES, adJson, type AdJson } from "./shapes";

export const adInclude = {
  project: { select: { slug: true } },
  files: { select: { placement: true, format: true, width: true, height: true, status: true, byteSize: true, qa: true } },
  externalIdentifiers: { select: { key: true, value: true } },
} satisfies Prisma.AdInclude;

export type AdRecord = Prisma.AdGetPayload<{ include: typeof adInclude }>;

export const pollUrlOf = (ad: { id: string; projectId: string }) => `${config.baseUrl}/api/v1/projects/${ad.projectId}/ads/${ad.id}`;

export const fileUrlOf = (ad: { id: string; projectId: string }, placement: string, format: string) =>
  `${pollUrlOf(ad)}/file?placement=${placement}&format=${format}`;

function styleJson(ad: AdRecord) {
  if (!ad.styleCategory) return { category: null, template_key: ad.templateKey, meme_base: ad.memeBase, id: null, name: null };
  const style = styleFor(ad);
  return {
    category: ad.styleCategory,
    template_key: ad.templateKey,
    meme_base: ad.memeBase,
    id: style?.id ?? null,
    name: style?.name ?? null,
  };
}

/** jsonb keeps keys sorted; answer the slots in the style's own order. */
function orderedCopy(copy: Record<string, string>, slots: string[]): Record<string, string> {
  const names = [...slots.filter((n) => n in copy), ...Object.keys(copy).filter((n) => !slots.includes(n))];
  return Object.fromEntries(names.map((n) => [n, copy[n]]));
}

/** The ad's files, one per placement: the natural file's address, the still, the document and the render checks. */
function filesJson(ad: AdRecord, placements: Placement[], isVideo: boolean) {
  const natural = isVideo ? "mp4" : "png";
  return placements.map((placement) => {
    const spec = PLACEMENTS[placement];
    const checked = ad.files.find((f) => f.placement === placement && f.format === natural && f.status === "ready")?.qa as StoredQa | undefined;
    return {
      placement,
      label: spec.label,
      width: spec.width,
      height: spec.height,
      document_url: fileUrlOf(ad, placement, "html"),
      css_width: spec.width / spec.density,
      css_height: spec.height / spec.density,
      asset_url: fileUrlOf(ad, placement, natural),
      video_url: isVideo ? fileUrlOf(ad, placement, "mp4") : null,
      still_url: fileUrlOf(ad, placement, "png"),
      // The render checks of the placement's natural file (the document is drawn from the same layout).
      qa: checked ? qaVerdict(checked, placement) : null,
    };
  });
}

/** Rasterized artifacts that exist now (rendered at generation or on demand), ready to download. */
function snapshotsJson(ad: AdRecord) {
  return ad.files
    .filter((f) => f.status === "ready" && (f.format === "png" || f.format === "jpg"))
    .sort((a, b) => PLACEMENT_IDS.indexOf(a.placement as never) - PLACEMENT_IDS.indexOf(b.placement as never) || a.format.localeCompare(b.format))
    .map((f) => ({ placement: f.placement, format: f.format, width: f.width, height: f.height, byte_size: f.byteSize, url: fileUrlOf(ad, f.placement, f.format) }));
}

/**
 * The ad JSON of spec 2.4 without the distribution part (`distribution`, `ad_runs`), which comes from the
 * distribution work for many ads at once (see `serializeAds`). Both field sets A and B are present; the
 * fields not listed here are the ad's columns.
 */
export const serializeAdBase = serializerOf(adJson.omit({ distribution: true, ad_runs: true }), (ad: AdRecord) => {
  const placements = ad.placements.filter(isPlacement);
  const active = placements[0] ?? "feed_portrait";
  const output = storedEnum(OUTPUTS, ad.output);
  const isVideo = output === "video";
  const slots = styleFor(ad)?.editable_slots.map((s) => s.name) ?? [];
  const files = filesJson(ad, placements, isVideo);
  return {
    ready: ad.status === "ready",
    generating: ad.status === "generating",
    failed: ad.status === "failed",
    failure_reason: ad.status === "failed" ? ad.failureReason : null,
    progress: adProgressJson.safeParse(ad.progress).data ?? null,
    platform_aspect: PLACEMENTS[active].aspect,
    placements,
    catalog_item: catalogItemJson(ad),
    design: designOfAd(ad),
    url: `${config.baseUrl}/projects/${ad.project.slug}/ads/${ad.slug}`,
    poll_url: pollUrlOf(ad),
    files,
    qa_score: adQaScore(files),
    snapshots: snapshotsJson(ad),
    // Field set A
    requested_output: output,
    video_style: isVideo ? ad.videoStyle : null,
    video_style_label: isVideo && ad.videoStyle ? (VIDEO_STYLE_LABELS[ad.videoStyle as VideoStyleId] ?? ad.videoStyle) : null,
    // Field set B
    output,
    output_label: outputOptions.find((o) => o.id === ad.output)?.label ?? ad.output,
    style: styleJson(ad),
    editable_copy: orderedCopy((ad.editableCopy ?? {}) as Record<string, string>, slots),
    // The claim the ad leads with and why, and what the request asked for that the brief lacks (issue 41, the ad plan).
    angle: storedPlanOf(ad)?.angle ?? null,
    warnings: storedPlanOf(ad)?.warnings ?? [],
    copy_sources: Object.fromEntries(
      Object.entries(orderedCopy((ad.copySources ?? {}) as Record<string, string>, slots)).map(([slot, source]) => [slot, storedEnum(COPY_SOURCES, source)]),
    ),
    remix: {
      available: ad.status === "ready",
      // A video is not made for the display sizes (still and HTML only).
      targets: PLACEMENT_IDS.filter((p) => !placements.includes(p) && !(isVideo && isDisplayPlacement(p))),
      elements: slots,
    },
    // The soundtrack (spec 2.4): null for an image ad, a video with music "none", or before it is chosen.
    music: ad.music ? musicJson(ad.music as AdMusic) : null,
    duration_seconds: isVideo ? (ad.durationSeconds ?? VIDEO_SECONDS.default) : null,
    external_identifiers: identifierMap(ad.externalIdentifiers),
    video_url: isVideo ? fileUrlOf(ad, active, "mp4") : null,
    still_url: fileUrlOf(ad, active, "png"),
  };
});

function catalogItemJson(ad: AdRecord) {
  const item = catalogItemOf(ad);
  return item ? { id: item.id, item_id: item.item_id, title: item.title } : null;
}


export async function serializeAds(ads: AdRecord[]): Promise<AdJson[]> {
  const distribution = await distributionForAds(ads.map((a) => a.id));
  return ads.map((ad) => {
    const found = distribution.get(ad.id);
    return {
      ...serializeAdBase(ad),
      ...(found
        ? { ...found, distribution: compactDistribution(found.distribution) }
        : { distribution: { current_status: "not_distributed", total_runs_count: 0, active_runs_count: 0, platforms: [], metrics_summary: {} }, ad_runs: [] }),
    };
  });
}

/**
 * The ad's distribution summary without the blocks that say nothing (issue 29: an agent pays for every
 * byte): the spec's fields stay; the extras go when empty: `health` before any impression, `health_alert`
 * when nothing is monitored or compared, `first_live_at`/`last_observed_at` when null, and the currency
 * breakdown of a single currency. GET .../distribution still answers all of them.
 */
function compactDistribution(d: AdJson["distribution"]): AdJson["distribution"] {
  const { health, health_alert: alert, first_live_at: firstLive, last_observed_at: lastObserved, ...rest } = d;
  const { mixed_currencies: mixed, by_currency: byCurrency, ...summary } = rest.metrics_summary as Record<string, unknown>;
  return {
    ...rest,
    metrics_summary: { ...summary, ...(mixed ? { mixed_currencies: mixed, by_currency: byCurrency } : {}) } as AdJson["distribution"]["metrics_summary"],
    ...(firstLive ? { first_live_at: firstLive } : {}),
    ...(lastObserved ? { last_observed_at: lastObserved } : {}),
    ...(health && (health.recent_impressions || health.previous_impressions) ? { health } : {}),
    ...(alert && (alert.monitored || alert.flagged || alert.cpa_above_target !== null) ? { health_alert: alert } : {}),
  };
}
