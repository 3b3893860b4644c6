/**
 * The rendering interface the generation pipeline calls. Implemented by the designs-and-rendering
 * work (remotion/ designs, satori stills, video, HTML documents).
 */
export type { DesignProps, ImageRef, VideoStyle } from "./types";
export { PLACEMENTS, PLACEMENT_IDS, isPlacement, type Placement } from "./placements";
// export async function renderStill(props: DesignProps, format: "png" | "jpg"): Promise<Buffer>
// export async function renderVideo(props: DesignProps): Promise<Buffer>   // H.264 MP4, ~6 s at 30 fps
// export function renderHtml(props: DesignProps): string                   // a self-contained HTML document
