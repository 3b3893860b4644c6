/**
 * adlab's own music library: plain data (no Node APIs), so the one ad-request validator can check a
 * `music` track id in the browser too. The audio is synthesised by server/music/synth.ts from the
 * arrangements in server/music/tracks.ts; the licence is the project's own.
 */

export const MUSIC_NONE = "none";
export const MUSIC_PROVIDER = "adlab";
/** Video length bounds (seconds) and the default. */
export const VIDEO_SECONDS = { min: 5, max: 15, default: 6 } as const;
/** The excerpt of a track under an ad ends with this fade-out (seconds). */
export const FADE_OUT_SECONDS = 1.2;
/** Loudness target of every soundtrack (LUFS integrated) and the sample-peak ceiling (dBFS). */
export const TARGET_LUFS = -14;
export const PEAK_CEILING_DB = -1;

export const MOODS = ["upbeat", "calm", "cinematic", "playful", "corporate", "lofi"] as const;
export type Mood = (typeof MOODS)[number];

export type Track = {
  id: string;
  name: string;
  mood: Mood;
  bpm: number;
  /** Whole bars of 4/4: the length of the track is bars × 4 beats. */
  bars: number;
  /** The track as an asset-like record (the ad's `music.asset_id`): stable forever. */
  assetId: string;
  description: string;
  /** Words of a brief that call for this track (matched against prompt, description, tags, style tags). */
  keywords: string[];
};

export const TRACKS: Track[] = [
  {
    id: "bright-side",
    name: "Bright Side",
    mood: "upbeat",
    bpm: 124,
    bars: 12,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a01",
    description: "Four-on-the-floor pop: plucked arpeggios, pumping bass, claps. Energetic and sunny.",
    keywords: ["energetic", "energy", "upbeat", "exciting", "fun", "bold", "fast", "launch", "sale", "summer", "party", "sport", "fitness", "hype", "new", "offer", "promotion"],
  },
  {
    id: "still-water",
    name: "Still Water",
    mood: "calm",
    bpm: 72,
    bars: 8,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a02",
    description: "Soft pads, bell arpeggios and a round bass. Calm, airy, unhurried.",
    keywords: ["calm", "relax", "relaxing", "peaceful", "gentle", "soft", "wellness", "sleep", "spa", "mindful", "yoga", "skincare", "natural", "organic", "minimal", "tea"],
  },
  {
    id: "horizon",
    name: "Horizon",
    mood: "cinematic",
    bpm: 90,
    bars: 8,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a03",
    description: "Minor-key strings, a driving ostinato and low drums. Epic, premium, dramatic.",
    keywords: ["cinematic", "epic", "dramatic", "luxury", "premium", "elegant", "bold", "adventure", "travel", "story", "storytelling", "editorial", "powerful", "launch", "event"],
  },
  {
    id: "pocket-bounce",
    name: "Pocket Bounce",
    mood: "playful",
    bpm: 116,
    bars: 12,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a04",
    description: "Marimba, plucked bass, claps and a whistle. Cheeky, light, friendly.",
    keywords: ["playful", "fun", "funny", "cute", "kids", "pet", "pets", "snack", "candy", "game", "quirky", "cheeky", "meme", "ugc", "handwritten", "friendly", "happy"],
  },
  {
    id: "forward-motion",
    name: "Forward Motion",
    mood: "corporate",
    bpm: 108,
    bars: 12,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a05",
    description: "Electric piano eighths, warm pad, steady drums. Confident and optimistic.",
    keywords: ["corporate", "business", "professional", "saas", "software", "app", "b2b", "finance", "trust", "team", "productivity", "explainer", "benefits", "webinar", "product", "tech", "review"],
  },
  {
    id: "late-study",
    name: "Late Study",
    mood: "lofi",
    bpm: 80,
    bars: 8,
    assetId: "6d3b0f0e-7c1a-5a52-9d0e-1b7a4e0c0a06",
    description: "Swung boom-bap drums, dusty Rhodes sevenths and vinyl crackle. Lo-fi, cosy, personal.",
    keywords: ["lofi", "lo-fi", "chill", "cozy", "cosy", "coffee", "study", "home", "personal", "founder", "vintage", "retro", "handmade", "craft", "bakery", "books"],
  },
];

export const trackSeconds = (t: Pick<Track, "bpm" | "bars">) => (t.bars * 4 * 60) / t.bpm;
export const findTrack = (id: string) => TRACKS.find((t) => t.id === id);
export const TRACK_IDS = TRACKS.map((t) => t.id);

/** What video style suits which moods (a small bonus on top of the brief's words). */
const STYLE_MOODS: Record<string, Mood[]> = {
  moving_elements: ["upbeat", "playful", "corporate"],
  live_scene: ["playful", "upbeat", "corporate"],
  moving_background: ["calm", "cinematic", "lofi"],
};

export type TrackBrief = {
  videoStyle?: string | null;
  /** The chosen style's tags and name. */
  styleTags?: string[];
  /** The ad's own words: its prompt, character direction and tags (weigh most). */
  prompt?: string;
  /** The project's and audience's words: name, tagline, description, visual direction, audience. */
  text?: string;
  /** Variant number: ties are broken differently per variant, so variants do not all share a track. */
  seed?: number;
};

const words = (text: string) => new Set(text.toLowerCase().normalize("NFKD").match(/[a-z][a-z0-9-]*/g) ?? []);

/**
 * The choice rule (docs/generation.md): each track scores 4 per keyword of its own in the ad's prompt
 * (and character direction and tags), 2 per keyword in the project's and audience's words, 2 per keyword
 * among the style's tags, 1 when the video style suits its mood; the best score wins; ties (including no
 * signal at all) go round the tied tracks by the variant seed.
 */
export function scoreTracks(brief: TrackBrief): { track: Track; score: number }[] {
  const prompt = words(brief.prompt ?? "");
  const text = words(brief.text ?? "");
  const tags = words((brief.styleTags ?? []).join(" "));
  return TRACKS.map((track) => {
    let score = 0;
    for (const k of track.keywords) {
      if (prompt.has(k)) score += 4;
      if (text.has(k)) score += 2;
      if (tags.has(k)) score += 2;
    }
    if (brief.videoStyle && STYLE_MOODS[brief.videoStyle]?.includes(track.mood)) score += 1;
    return { track, score };
  });
}

export function chooseTrack(brief: TrackBrief): Track {
  const scored = scoreTracks(brief);
  const best = Math.max(...scored.map((s) => s.score));
  const tied = scored.filter((s) => s.score === best).map((s) => s.track);
  return tied[Math.abs(brief.seed ?? 0) % tied.length];
}

/** The ad's `music` object (spec 2.4) plus a few descriptive extras. */
export type AdMusic = {
  asset_id: string;
  filename: string;
  provider: typeof MUSIC_PROVIDER;
  duration_seconds: number;
  track_id: string;
  name: string;
  mood: Mood;
  bpm: number;
};

/** A stored music object in the spec's key order (jsonb sorts keys). */
export function musicJson(m: AdMusic): AdMusic {
  return {
    asset_id: m.asset_id,
    filename: m.filename,
    provider: m.provider,
    duration_seconds: m.duration_seconds,
    track_id: m.track_id,
    name: m.name,
    mood: m.mood,
    bpm: m.bpm,
  };
}

export function adMusicOf(track: Track, seconds: number): AdMusic {
  return {
    asset_id: track.assetId,
    filename: `${track.id}.m4a`,
    provider: MUSIC_PROVIDER,
    duration_seconds: seconds,
    track_id: track.id,
    name: track.name,
    mood: track.mood,
    bpm: track.bpm,
  };
}
