"use client";
import { Music } from "lucide-react";
import { Field, Select } from "../../../../../_components";
import { MUSIC_NONE, TRACKS, VIDEO_SECONDS, trackSeconds } from "@/shared/music";

const MOOD_LABELS: Record<string, string> = { upbeat: "Upbeat", calm: "Calm", cinematic: "Cinematic", playful: "Playful", corporate: "Corporate", lofi: "Lo-fi" };
const SECONDS = Array.from({ length: VIDEO_SECONDS.max - VIDEO_SECONDS.min + 1 }, (_, i) => VIDEO_SECONDS.min + i);

/** Soundtrack and length of a video ad: adlab's own tracks, with an <audio> preview of the chosen one. */
export function MusicPicker(props: {
  music: string;
  onMusic: (v: string) => void;
  /** Without these, the length is not offered (the editor keeps the original's). */
  seconds?: number;
  onSeconds?: (v: number) => void;
  errors: { music?: string; duration_seconds?: string };
}) {
  const track = TRACKS.find((t) => t.id === props.music);
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_160px]">
      <Field label="Music" optional error={props.errors.music}
        hint={track ? track.description : props.music === MUSIC_NONE ? "A silent video." : "adlab picks the track that fits the brief and the style. Every soundtrack plays at the same loudness and fades out at the end."}>
        <Select value={props.music} onChange={(e) => props.onMusic(e.target.value)}>
          <option value="">Let adlab choose</option>
          {TRACKS.map((t) => (
            <option key={t.id} value={t.id}>{`${t.name} (${MOOD_LABELS[t.mood] ?? t.mood}, ${t.bpm} bpm)`}</option>
          ))}
          <option value={MUSIC_NONE}>No music</option>
        </Select>
      </Field>
      {props.onSeconds && (
        <Field label="Length" error={props.errors.duration_seconds} hint="Same price at any length.">
          <Select value={String(props.seconds)} onChange={(e) => props.onSeconds?.(Number(e.target.value))}>
            {SECONDS.map((s) => <option key={s} value={s}>{s} seconds</option>)}
          </Select>
        </Field>
      )}
      {track && (
        <div className="flex items-center gap-3 sm:col-span-2">
          <Music className="size-4 shrink-0 text-muted" aria-hidden />
          {/* key: a new source per track, so the element reloads instead of playing the old one. */}
          <audio key={track.id} controls preload="none" className="h-9 w-full max-w-md" aria-label={`Preview of ${track.name}, ${Math.round(trackSeconds(track))} seconds`}>
            <source src={`/files/music/${track.id}`} type="audio/mp4" />
          </audio>
        </div>
      )}
    </div>
  );
}
