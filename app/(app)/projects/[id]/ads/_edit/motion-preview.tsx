"use client";
import { Player } from "@remotion/player";
import { useEffect } from "react";
import { DesignComposition } from "@/remotion/Composition";
import { loadDesignFonts } from "@/remotion/load-fonts";
import { durationOf, FPS, framesFor } from "@/remotion/lib/motion";
import type { EditPreview } from "@/server/ads/edit";
import { PLACEMENTS } from "@/shared/placements";

type Motion = NonNullable<EditPreview["motion"]>;

/**
 * A video ad's edit, played in the browser by @remotion/player with the design function the video
 * renderer draws every frame with: the customer sees the motion of the edited words before spending.
 * Silent: the soundtrack is muxed by the renderer, not part of the composition.
 */
export function MotionPreview({ motion, label }: { motion: Motion; label: string }) {
  useEffect(loadDesignFonts, []);
  const p = PLACEMENTS[motion.placement];
  return (
    <div role="group" aria-label={label} data-testid="motion-preview" className="absolute inset-0">
      <Player
        component={DesignComposition}
        inputProps={motion}
        durationInFrames={framesFor(durationOf(motion))}
        fps={FPS}
        compositionWidth={p.width}
        compositionHeight={p.height}
        style={{ width: "100%", height: "100%" }}
        controls
        loop
        autoPlay
        initiallyMuted
        acknowledgeRemotionLicense
      />
    </div>
  );
}
