import type { DesignProps } from "@/server/render/types";
import { framesAt } from "@/server/render/video";
import { PLACEMENTS } from "@/shared/placements";

export type Frame = { data: Buffer; width: number; height: number };

/**
 * A video's frames at `times` (s) as RGB, composited as the encoder takes them (server/render/video.ts
 * framesAt) without encoding the video: for tests of what the frames show, not of the MP4 around them.
 */
export async function videoFrames(props: DesignProps, times: number[]): Promise<Frame[]> {
  const { width, height } = PLACEMENTS[props.placement];
  return (await framesAt(props, times)).map((bgra) => {
    const data = Buffer.alloc(width * height * 3);
    for (let i = 0, j = 0; j < bgra.length; i += 3, j += 4) {
      data[i] = bgra[j + 2];
      data[i + 1] = bgra[j + 1];
      data[i + 2] = bgra[j];
    }
    return { data, width, height };
  });
}
