/** Every catalog style registered once as a Remotion composition; size follows the `placement` prop. */
import { Composition, type CalculateMetadataFunction } from "remotion";
import { PLACEMENTS } from "../shared/placements";
import type { DesignProps } from "../server/render/types";
import { STYLES } from "../shared/styles";
import { DesignComposition } from "./Composition";
import { SAMPLE_BRAND, SAMPLE_COPY } from "./designs/samples";
import { loadDesignFonts } from "./load-fonts";
import { DURATION_FRAMES, durationOf, FPS, framesFor } from "./lib/motion";

loadDesignFonts();

/** `template:bold-statement` -> `template-bold-statement` (Remotion ids allow letters, digits and dashes). */
export const compositionId = (styleId: string) => styleId.replace(/[^a-zA-Z0-9-]/g, "-");

const metadata: CalculateMetadataFunction<DesignProps> = ({ props }) => {
  const p = PLACEMENTS[props.placement] ?? PLACEMENTS.square;
  return { width: p.width, height: p.height, durationInFrames: props.output === "video" ? framesFor(durationOf(props)) : 1, fps: FPS, props };
};

export function RemotionRoot() {
  return (
    <>
      {STYLES.map((s) => {
        const video = s.outputs.includes("video");
        const defaultProps: DesignProps = {
          styleId: s.id,
          placement: "instagram_story",
          copy: SAMPLE_COPY[s.id] ?? {},
          brand: { name: SAMPLE_BRAND.name, colors: SAMPLE_BRAND.colors },
          images: [],
          output: video ? "video" : "image",
          videoStyle: video ? "live_scene" : undefined,
          seed: 0,
        };
        return (
          <Composition
            key={s.id}
            id={compositionId(s.id)}
            component={DesignComposition as never}
            width={1080}
            height={1920}
            fps={FPS}
            durationInFrames={video ? DURATION_FRAMES : 1}
            defaultProps={defaultProps as never}
            calculateMetadata={metadata as never}
          />
        );
      })}
    </>
  );
}
