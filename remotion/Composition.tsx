/** One design as a Remotion component: the same function the satori and HTML renderers call. */
import { AbsoluteFill, useCurrentFrame, useVideoConfig } from "remotion";
import type { DesignProps } from "../server/render/types";
import { renderDesign } from "./designs/registry";
import { replayEngine, setTextEngine, type TextCache } from "./lib/textengine";

export function DesignComposition(props: DesignProps & { textCache?: TextCache }) {
  // Shaped complex-script lines recorded on the server (server/render/shaper.ts shapedTextCache).
  if (props.textCache) setTextEngine(replayEngine(props.textCache));
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const t = props.output === "video" ? frame / fps : undefined;
  return <AbsoluteFill style={{ backgroundColor: "#000" }}>{renderDesign({ ...props, t })}</AbsoluteFill>;
}
