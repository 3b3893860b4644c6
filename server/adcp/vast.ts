/**
 * VAST 4.0 inline tags (IAB VAST 4.0, docs/adcp.md "VAST"): how a video creative is trafficked to ad servers
 * and video players. The tag wraps one progressive MP4 (a buyer's synced video or an adlab video ad); adlab
 * serves no ad decisions, so the tag is InLine (the media itself) rather than a Wrapper to another server.
 * 4.0 rather than 4.1+: 4.1 makes an AdServingId per served impression required, and a static tag has none.
 */

/** The AdCP format a VAST build targets: a linear video up to 30 seconds. */
export const VAST_FORMAT = { id: "vast_30s", maxDurationMs: 30_000, version: "4.0" } as const;

export type VastVideo = {
  /** the creative's id: the Ad id and the Creative's adId, so an ad server's reports name it */
  creativeId: string;
  title: string;
  mediaUrl: string;
  mimeType: string;
  width: number;
  height: number;
  durationMs: number;
  clickUrl?: string;
  /** the buyer's impression pixels, macros ({CACHEBUSTER}, ...) left for the ad server to fill */
  impressionUrls?: string[];
};

/** XML-escaped text for attributes and element content. */
const xmlText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A URL as CDATA (VAST's convention, so `&` in query strings stays readable); a `]]>` inside is split across two sections. */
const cdata = (url: string) => `<![CDATA[${url.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

/** HH:MM:SS.mmm, VAST's Duration. */
export function vastDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}.${pad(total % 1000, 3)}`;
}

/**
 * The VAST 4.0 InLine document of one linear video. VAST requires an Impression: the buyer's pixels go
 * there; without any, the element is present and empty (adlab counts no impressions; the ad server that
 * traffics the tag adds its own). UniversalAdId is required too: the creative has no registry id ("unknown").
 */
export function vastInline(video: VastVideo): string {
  const id = xmlText(video.creativeId);
  const impressions = (video.impressionUrls ?? []).map((url, i) => `      <Impression id="imp${i}">${cdata(url)}</Impression>`);
  const clicks = video.clickUrl ? [`            <VideoClicks>`, `              <ClickThrough id="click">${cdata(video.clickUrl)}</ClickThrough>`, `            </VideoClicks>`] : [];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<VAST version="${VAST_FORMAT.version}" xmlns="http://www.iab.com/VAST">`,
    `  <Ad id="${id}">`,
    `    <InLine>`,
    `      <AdSystem version="1.0">adlab</AdSystem>`,
    `      <AdTitle>${xmlText(video.title)}</AdTitle>`,
    ...(impressions.length ? impressions : [`      <Impression/>`]),
    `      <Creatives>`,
    `        <Creative id="${id}" adId="${id}">`,
    `          <UniversalAdId idRegistry="unknown" idValue="unknown"/>`,
    `          <Linear>`,
    `            <Duration>${vastDuration(video.durationMs)}</Duration>`,
    `            <MediaFiles>`,
    `              <MediaFile delivery="progressive" type="${xmlText(video.mimeType)}" width="${video.width}" height="${video.height}">${cdata(video.mediaUrl)}</MediaFile>`,
    `            </MediaFiles>`,
    ...clicks,
    `          </Linear>`,
    `        </Creative>`,
    `      </Creatives>`,
    `    </InLine>`,
    `  </Ad>`,
    `</VAST>`,
  ].join("\n");
}
