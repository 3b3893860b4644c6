import { describe, expect, it } from "vitest";
import { parseAdRequest } from "./ad-request";

const problems = (input: unknown) => {
  const result = parseAdRequest(input);
  return result.ok ? [] : result.details;
};

describe("the cross-field rules of an ad request", () => {
  it("needs an output, and takes requested_output as its synonym unless they disagree", () => {
    expect(problems({})).toEqual(['ad.output: is required: "image" or "video" (requested_output is accepted as a synonym)']);
    expect(parseAdRequest({ requested_output: "video" })).toMatchObject({ ok: true, value: { output: "video", videoStyle: "live_scene", durationSeconds: 6 } });
    expect(problems({ output: "image", requested_output: "video" })).toEqual([
      'ad.output: conflicts with requested_output ("image" vs "video"); they are synonyms, send one',
    ]);
  });

  it("refuses video-only fields on an image ad, all in one answer", () => {
    expect(problems({ output: "image", video_style: "live_scene", music: "none", duration_seconds: 8 })).toEqual([
      "ad.video_style: applies to video output only; omit it (or send null) for an image ad",
      "ad.music: applies to video output only; omit it (or send null) for an image ad",
      "ad.duration_seconds: applies to video output only; omit it (or send null) for an image ad",
    ]);
    expect(parseAdRequest({ output: "image", video_style: null, music: null })).toMatchObject({ ok: true, value: { videoStyle: null, music: null, durationSeconds: null } });
  });

  it("pins one style that supports the output and agrees with style_scope", () => {
    expect(problems({ output: "image", template_key: "bold-statement", meme_base: "nobody-me" })).toContain(
      "ad.meme_base: template_key and meme_base are mutually exclusive; pin one style",
    );
    expect(problems({ output: "image", template_key: "no-such-template" })).toEqual([
      'ad.template_key: unknown template "no-such-template" (GET /api/v1/styles lists them)',
    ]);
    expect(problems({ output: "video", meme_base: "nobody-me" })).toEqual(["ad.meme_base: memes are still-only; a meme cannot have video output"]);
    expect(problems({ output: "image", template_key: "bold-statement", style_scope: "memes" })).toEqual([
      'ad.style_scope: "memes" conflicts with the pinned template_key',
    ]);
    expect(problems({ output: "video", style_scope: "memes" })).toEqual(['ad.style_scope: memes are still-only; "memes" cannot be used with video output']);
    expect(parseAdRequest({ output: "image", meme_base: "nobody-me" })).toMatchObject({ ok: true, value: { styleScope: "memes", pinned: { meme_base: "nobody-me" } } });
  });

  it("needs copy for exact copy mode, and exact copy that a pinned style holds whole", () => {
    expect(problems({ output: "image", copy_mode: "exact" })).toEqual(['ad.copy: is required when copy_mode is "exact"']);
    const tooLong = problems({ output: "image", template_key: "bold-statement", copy_mode: "exact", copy: "word ".repeat(80) });
    expect(tooLong.length).toBeGreaterThan(0);
    expect(tooLong.every((d) => d.startsWith("ad.copy: "))).toBe(true);
    expect(parseAdRequest({ output: "image", template_key: "bold-statement", copy_mode: "exact", copy: "Cold brew, ready" }).ok).toBe(true);
  });

  it("knows the music library and the CTA budget", () => {
    expect(problems({ output: "video", music: "no-such-track" })[0]).toMatch(/^ad\.music: unknown track "no-such-track"; use one of /);
    expect(problems({ output: "image", cta: "x".repeat(200) })[0]).toMatch(/^ad\.cta: has 200 characters; the CTA slot holds at most \d+/);
  });

  it("reports the cross-field problems beside the field errors when the body is malformed", () => {
    const details = problems({ output: "image", requested_output: "video", variant_count: "many" });
    expect(details).toContain('ad.output: conflicts with requested_output ("image" vs "video"); they are synonyms, send one');
    expect(details.some((d) => d.startsWith("ad.variant_count"))).toBe(true);
  });
});
