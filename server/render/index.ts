/**
 * The rendering interface the generation pipeline calls. Implemented by the designs-and-rendering
 * work (remotion/ designs, satori stills, video, HTML documents). See docs/rendering.md.
 */
export type { DesignProps, ImageRef, VideoStyle } from "./types";
export { PLACEMENTS, PLACEMENT_IDS, isPlacement, type Placement } from "../../shared/placements";
/** PNG or JPEG still via satori + resvg (no browser), ~0.1–0.3 s. */
export { renderStill, encodeStill } from "./still";
/** A self-contained HTML document (static markup, fonts embedded as data URIs). */
export { renderHtml } from "./html";
/** Safety net: characters of an ad's copy that no shipped font draws (checked before every render). */
export { missingGlyphs } from "./shaper";
/** The render checks: text colours from the pixels behind them and the QA report of a file. */
export { checkDesign, type FileQa } from "./qa";
/** H.264 MP4 (yuv420p), 6 s at 30 fps, motion per videoStyle. */
export { renderVideo } from "./video";
/**
 * The Remotion (Chromium) renderer of the same compositions: the reference the fast paths must match
 * (tests/render/remotion-parity.test.ts), slower. `closeRemotion()` shuts the shared browser.
 */
export { renderStillRemotion, closeRemotion } from "./remotion";
