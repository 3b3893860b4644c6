import { describe, expect, it } from "vitest";
import { vastDuration, vastInline } from "./vast";

const video = {
  creativeId: "video_30s_trail_pro",
  title: "Trail Pro 3000 - 30s Video",
  mediaUrl: "https://cdn.example/trail-pro-30s.mp4?w=1920&h=1080",
  mimeType: "video/mp4",
  width: 1920,
  height: 1080,
  durationMs: 30_000,
};

/** The text between <tag ...> and </tag>, and the attributes of its opening tag. */
function element(xml: string, tag: string) {
  const match = xml.match(new RegExp(`<${tag}((?:\\s[^>]*)?)>([\\s\\S]*?)</${tag}>`));
  if (!match) throw new Error(`no <${tag}> in\n${xml}`);
  return { attributes: match[1], text: match[2] };
}
const cdataOf = (text: string) => text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1");

describe("vastInline", () => {
  it("is a VAST 4.0 InLine linear ad of the video: duration, progressive MediaFile at its size, the required elements in order", () => {
    const xml = vastInline({ ...video, clickUrl: "https://acme.example/trail?a=1&b=2", impressionUrls: ["https://px.example/i?cb={CACHEBUSTER}"] });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.0" xmlns="http://www.iab.com/VAST">')).toBe(true);
    const inline = element(xml, "InLine").text;
    const order = ["<AdSystem", "<AdTitle", "<Impression", "<Creatives"].map((tag) => inline.indexOf(tag));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(element(xml, "Ad").attributes).toBe(' id="video_30s_trail_pro"');
    expect(element(xml, "Duration").text).toBe("00:00:30.000");
    const media = element(xml, "MediaFile");
    expect(media.attributes).toBe(' delivery="progressive" type="video/mp4" width="1920" height="1080"');
    expect(cdataOf(media.text)).toBe(video.mediaUrl);
    expect(cdataOf(element(xml, "ClickThrough").text)).toBe("https://acme.example/trail?a=1&b=2");
    // The buyer's macro is left for the ad server to fill.
    expect(cdataOf(element(xml, "Impression").text)).toBe("https://px.example/i?cb={CACHEBUSTER}");
    expect(xml).toContain('<UniversalAdId idRegistry="unknown" idValue="unknown"/>');
  });

  it("keeps the required Impression, empty, when the buyer sent no pixel, and has no VideoClicks without a click URL", () => {
    const xml = vastInline(video);
    expect(xml).toContain("<Impression/>");
    expect(xml).not.toContain("VideoClicks");
  });

  it("escapes what could break out of the document: markup in the title, quotes in ids, ]]> inside a URL", () => {
    const xml = vastInline({ ...video, creativeId: 'x"><Ad id="y', title: "Trail </AdTitle><Ad>&", mediaUrl: "https://cdn.example/a]]><b>.mp4" });
    expect(element(xml, "AdTitle").text).toBe("Trail &#60;/AdTitle&#62;&#60;Ad&#62;&#38;");
    expect(element(xml, "Ad").attributes).toBe(' id="x&#34;&#62;&#60;Ad id=&#34;y"');
    // The CDATA section is split around the `]]>`, so the URL reads back whole and nothing escapes it.
    expect(cdataOf(element(xml, "MediaFile").text)).toBe("https://cdn.example/a]]><b>.mp4");
    expect(xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "")).not.toContain("<b>");
  });
});

describe("vastDuration", () => {
  it("is HH:MM:SS.mmm", () => {
    expect(vastDuration(30_000)).toBe("00:00:30.000");
    expect(vastDuration(6_500)).toBe("00:00:06.500");
    expect(vastDuration(3_725_042)).toBe("01:02:05.042");
  });
});
