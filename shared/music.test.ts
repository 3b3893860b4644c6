import { describe, expect, it } from "vitest";
import { adMusicOf, chooseTrack, findTrack, musicJson, scoreTracks, TRACKS, trackSeconds } from "./music";

const scoresOf = (brief: Parameters<typeof scoreTracks>[0]) => Object.fromEntries(scoreTracks(brief).map(({ track, score }) => [track.id, score]));

describe("the music catalog", () => {
  it("has six moods, each track at least 15 s", () => {
    expect(TRACKS.length).toBeGreaterThanOrEqual(6);
    for (const t of TRACKS) expect(trackSeconds(t)).toBeGreaterThanOrEqual(15);
    expect(new Set(TRACKS.map((t) => t.assetId)).size).toBe(TRACKS.length);
  });

  it("chooses by the brief's words and the style", () => {
    expect(chooseTrack({ prompt: "A calm, relaxing evening tea for mindful people" }).mood).toBe("calm");
    expect(chooseTrack({ prompt: "High energy sport drink launch, bold and fast" }).mood).toBe("upbeat");
    expect(chooseTrack({ text: "Luxury watches, cinematic and dramatic" }).mood).toBe("cinematic");
    expect(chooseTrack({ text: "chill lofi coffee for study sessions" }).mood).toBe("lofi");
    // The ad's own prompt weighs more than a word of the project's description.
    expect(chooseTrack({ prompt: "make it energetic", text: "Our coffee roastery" }).mood).toBe("upbeat");
    expect(chooseTrack({ styleTags: ["ugc", "handwritten", "personal"], text: "" }).mood).toMatch(/playful|lofi/);
    // No signal at all: variants go round the tracks.
    expect(new Set([0, 1, 2, 3, 4, 5].map((seed) => chooseTrack({ seed }).id)).size).toBe(TRACKS.length);
  });

  it("scores 4 per keyword in the prompt, 2 in the project's words, 2 in the style's tags and 1 for a suiting video style", () => {
    expect(scoresOf({ prompt: "Calm TEA", text: "tea", styleTags: ["minimal"], videoStyle: "moving_background" })).toEqual({
      "bright-side": 0,
      "still-water": 13,
      horizon: 1,
      "pocket-bounce": 0,
      "forward-motion": 0,
      "late-study": 1,
    });
    // A keyword counts once per source, however often it is repeated.
    expect(scoresOf({ prompt: "calm calm calm" })["still-water"]).toBe(4);
    expect(scoresOf({ videoStyle: "unknown_style" })).toEqual(scoresOf({}));
  });

  it("breaks a tie by the variant seed, negative seeds included", () => {
    // "bold" and "launch" are keywords of both Bright Side and Horizon.
    expect(chooseTrack({ prompt: "bold launch", seed: 0 }).id).toBe("bright-side");
    expect(chooseTrack({ prompt: "bold launch", seed: 1 }).id).toBe("horizon");
    expect(chooseTrack({ prompt: "bold launch", seed: -1 }).id).toBe("horizon");
    expect(chooseTrack({ prompt: "bold launch", seed: 2 }).id).toBe("bright-side");
  });

  it("describes an ad's music in the spec's key order", () => {
    const music = adMusicOf(findTrack("late-study")!, 15);
    expect(music).toEqual({ asset_id: TRACKS[5].assetId, filename: "late-study.m4a", provider: "adlab", duration_seconds: 15, track_id: "late-study", name: TRACKS[5].name, mood: "lofi", bpm: TRACKS[5].bpm });
    expect(Object.keys(musicJson({ ...music, extra: 1 } as typeof music))).toEqual(["asset_id", "filename", "provider", "duration_seconds", "track_id", "name", "mood", "bpm"]);
    expect(findTrack("nope")).toBeUndefined();
  });
});
