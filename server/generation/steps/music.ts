import { db } from "../../db/client";
import { toNullableJson } from "../../db/json";
import { MUSIC_NONE, VIDEO_SECONDS, adMusicOf, chooseTrack, findTrack, type AdMusic, type Track } from "../../../shared/music";
import { findStyle } from "../../../shared/styles";
import { generationRun, type GenerationRun } from "../run";
import type { StyleChoice } from "./style";
import { planningStep } from "./planning-step";

/**
 * Video only: the soundtrack. The requested track, none for "none", else the track that fits the brief
 * best (catalog.ts `chooseTrack`: words of the prompt, project, tags and audience, the style's tags, the
 * video style; ties go round by variant). Saved on the ad as its `music` object.
 */
export async function chooseMusicStep(adId: string, choice: StyleChoice, run: GenerationRun = generationRun(adId)): Promise<AdMusic | null> {
  const ad = await run.ad();
  const seconds = ad.durationSeconds ?? VIDEO_SECONDS.default;
  let track: Track | undefined;
  if (ad.musicRequest === MUSIC_NONE) track = undefined;
  else if (ad.musicRequest && findTrack(ad.musicRequest)) track = findTrack(ad.musicRequest);
  else {
    const style = findStyle(choice.styleId);
    track = chooseTrack({
      videoStyle: ad.videoStyle,
      styleTags: style ? [...style.tags, style.name] : [],
      prompt: [ad.prompt, ad.characterDirection, ad.tags.join(" ")].filter(Boolean).join(" "),
      text: [ad.project.name, ad.project.tagline, ad.project.description, ad.project.visualDirection, ad.audience?.name, ad.audience?.description]
        .filter(Boolean)
        .join(" "),
      seed: ad.variantIndex,
    });
  }
  const music = track ? adMusicOf(track, seconds) : null;
  const prisma = await db();
  await prisma.ad.update({ where: { id: adId }, data: { music: toNullableJson(music) } });
  return music;
}

export const musicStep = planningStep({
  name: "music",
  label: "Choosing the music",
  when: (ad) => ad.output === "video",
  run: ({ run }) => chooseMusicStep(run.adId, run.results.get("style") as StyleChoice, run),
});
