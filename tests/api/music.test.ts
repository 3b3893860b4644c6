import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { graphql, selectionOf, trpcAs } from "../helpers/fronts";
import { drainJobs } from "@/server/jobs/runner";
import { ffEnv, ffmpegPath, ffprobePath } from "@/server/render/ffmpeg";
import { fromWav, integratedLoudness } from "@/server/music/loudness";
import { TRACKS } from "@/shared/music";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;

function probe(bytes: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adlab-music-test-"));
  const file = path.join(dir, "ad.mp4");
  fs.writeFileSync(file, bytes);
  const info = JSON.parse(
    execFileSync(ffprobePath(), ["-v", "error", "-show_entries", "format=duration:stream=codec_type,codec_name,duration,sample_rate,channels", "-of", "json", file], { env: ffEnv() }).toString(),
  ) as { format: { duration: string }; streams: { codec_type: string; codec_name: string; duration?: string; sample_rate?: string; channels?: number }[] };
  let lufs: number | null = null;
  if (info.streams.some((s) => s.codec_type === "audio")) {
    // Decode the AAC track and measure it with the project's BS.1770 meter.
    const wav = path.join(dir, "audio.wav");
    execFileSync(ffmpegPath(), ["-v", "error", "-y", "-i", file, "-map", "0:a", "-c:a", "pcm_s16le", "-ar", "48000", "-f", "wav", wav], { env: ffEnv() });
    lufs = integratedLoudness(fromWav(fs.readFileSync(wav)));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { ...info, lufs };
}

describe("music library", () => {
  it("lists at least six tracks of different moods on REST, tRPC and GraphQL, with previews", async () => {
    const { token } = await createAccount(0);
    expect((await api.get("/api/v1/music")).status).toBe(401);
    const res = await api.get("/api/v1/music", { token });
    expect(res.status).toBe(200);
    const music = res.body.music as { id: string; mood: string; bpm: number; duration_seconds: number; preview_url: string; asset_id: string }[];
    expect(music.length).toBeGreaterThanOrEqual(6);
    expect(new Set(music.map((t) => t.mood))).toEqual(new Set(["upbeat", "calm", "cinematic", "playful", "corporate", "lofi"]));
    for (const t of music) {
      expect(t.duration_seconds).toBeGreaterThanOrEqual(15);
      expect(t.preview_url).toBe(`http://adlab.test/api/v1/music/${t.id}/preview`);
      expect(t.asset_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await (await trpcAs(token)).music.listMusic()).toEqual(res.body);
    const gql = await graphql(token, "{ music { nodes { id name mood bpm duration_seconds description asset_id provider preview_url } pageInfo { hasNextPage } } }");
    expect(gql.errors).toBeUndefined();
    expect(gql.data.music).toEqual({ nodes: music, pageInfo: { hasNextPage: false } });
    expect((await api.get(`/api/v1/music/${music[0].id}`, { token })).body.track).toEqual(music[0]);
    expect((await api.get("/api/v1/music/nope", { token })).status).toBe(404);

    const preview = await api.get(`/api/v1/music/${music[1].id}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("audio/mp4");
    expect(preview.bytes.subarray(4, 8).toString()).toBe("ftyp");
    const part = await api.get(`/api/v1/music/${music[1].id}/preview`, { token, headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${preview.bytes.length}`);
    expect(part.bytes.equals(preview.bytes.subarray(0, 100))).toBe(true);
    expect((await api.get("/api/v1/music/nope/preview", { token })).status).toBe(404);
  }, 60_000);
});

describe("music and duration_seconds in ad requests", () => {
  it("422s: unknown track, music or duration on an image ad, out-of-range or fractional duration", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const cases: [Record<string, unknown>, string][] = [
      [{ output: "video", music: "elevator-muzak" }, "ad.music: unknown track"],
      [{ output: "video", music: 7 }, "ad.music:"],
      [{ output: "image", music: "horizon" }, "ad.music: applies to video output only"],
      [{ output: "image", duration_seconds: 8 }, "ad.duration_seconds: applies to video output only"],
      [{ output: "video", duration_seconds: 4 }, "ad.duration_seconds: must be from 5 to 15"],
      [{ output: "video", duration_seconds: 16 }, "ad.duration_seconds: must be from 5 to 15"],
      [{ output: "video", duration_seconds: 6.5 }, "ad.duration_seconds: must be an integer"],
    ];
    for (const [ad, detail] of cases) {
      const res = await api.post(adsOf(project.id), { ad }, { token });
      expect(res.status, JSON.stringify(ad)).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details.some((d: string) => d.startsWith(detail)), `${JSON.stringify(res.body.error.details)} vs ${detail}`).toBe(true);
    }
    // Nothing was charged; null values are accepted on an image ad (forms send them).
    const ok = await api.post(adsOf(project.id), { ad: { output: "image", music: null, duration_seconds: null, placements: ["square"] } }, { token });
    expect(ok.status).toBe(202);
    expect(ok.body.ad).toMatchObject({ music: null, duration_seconds: null, token_cost: 25 });
  });

  it("a video gets a soundtrack: AAC at -14 LUFS, the requested length, music filled; \"none\" gives a silent video", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const withMusic = await api.post(
      adsOf(project.id),
      { ad: { output: "video", template_key: "bold-statement", placements: ["square"], duration_seconds: 5, prompt: "calm and relaxing" } },
      { token },
    );
    expect(withMusic.status).toBe(202);
    const account = (await api.get("/api/v1/account", { token })).body.account;
    const videoCost = 1000 - account.token_balance;
    expect(withMusic.body.ad).toMatchObject({ duration_seconds: 5, music: null });
    const silent = await api.post(adsOf(project.id), { ad: { output: "video", template_key: "bold-statement", placements: ["square"], music: "none" } }, { token });
    expect(silent.status).toBe(202);
    // The price per variant does not depend on the length.
    expect(1000 - (await api.get("/api/v1/account", { token })).body.account.token_balance).toBe(2 * videoCost);

    await drainJobs({ adIds: [withMusic.body.ad.id, silent.body.ad.id] });
    const ad = (await api.get(`${adsOf(project.id)}/${withMusic.body.ad.id}`, { token })).body.ad;
    expect(ad.status).toBe("ready");
    expect(ad.music).toMatchObject({ provider: "adlab", duration_seconds: 5, track_id: "still-water", filename: "still-water.m4a" });
    expect(ad.music.asset_id).toBe(TRACKS.find((t) => t.id === "still-water")!.assetId);
    expect(Object.keys(ad.music).slice(0, 4)).toEqual(["asset_id", "filename", "provider", "duration_seconds"]);
    // The same JSON on the other fronts.
    expect((await (await trpcAs(token)).ads.getAd({ project_id: project.id, ad_id: ad.id })).ad.music).toEqual(ad.music);
    const gql = await graphql(token, `query($id: String!) { ad(id: $id) { ${selectionOf("Ad", ["music", "duration_seconds"])} } }`, { id: ad.id });
    expect(gql.data?.ad ?? gql).toEqual({ music: ad.music, duration_seconds: 5 });

    const mp4 = await api.get(`${adsOf(project.id)}/${ad.id}/file.mp4`, { token });
    expect(mp4.status).toBe(200);
    const info = probe(mp4.bytes);
    const audio = info.streams.find((s) => s.codec_type === "audio");
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000", channels: 2 });
    expect(Number(info.format.duration)).toBeCloseTo(5, 1);
    expect(Number(audio!.duration)).toBeCloseTo(5, 1);
    expect(info.lufs).toBeGreaterThan(-15.5);
    expect(info.lufs).toBeLessThan(-12.5);

    const none = (await api.get(`${adsOf(project.id)}/${silent.body.ad.id}`, { token })).body.ad;
    expect(none).toMatchObject({ status: "ready", music: null, duration_seconds: 6 });
    const silentInfo = probe((await api.get(`${adsOf(project.id)}/${none.id}/file.mp4`, { token })).bytes);
    expect(silentInfo.streams.map((s) => s.codec_type)).toEqual(["video"]);
    expect(Number(silentInfo.format.duration)).toBeCloseTo(6, 1);
  }, 240_000);
});
