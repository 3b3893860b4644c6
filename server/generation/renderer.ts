import * as render from "../render";
import type { DesignProps } from "../render/types";

/**
 * The pipeline's view of the renderers in server/render (renderStill, renderVideo, renderHtml). Looked up
 * at call time so generation fails with a clear reason, not at import, on a checkout where the
 * renderers are not in yet. Tests may replace or wrap them through `generationHooks`.
 */
export type Renderer = {
  renderStill(props: DesignProps, format: "png" | "jpg"): Promise<Buffer>;
  renderVideo(props: DesignProps): Promise<Buffer>;
  renderHtml(props: DesignProps): string | Promise<string>;
};

export const generationHooks: {
  /** Replaces the renderer (tests). */
  renderer?: Partial<Renderer>;
  /** Called before each render of a placement; throwing fails that attempt (tests of failure and refund). */
  beforeRender?: (info: { adId: string; placement: string; format: string }) => void | Promise<void>;
} = {};

function pick<K extends keyof Renderer>(name: K): Renderer[K] {
  const override = generationHooks.renderer?.[name];
  if (override) return override as Renderer[K];
  const fn = (render as unknown as Partial<Renderer>)[name];
  if (typeof fn !== "function") throw new Error(`the renderer does not provide ${name} yet`);
  return fn as Renderer[K];
}

export async function renderFile(props: DesignProps, format: "png" | "jpg" | "mp4" | "html", adId: string): Promise<Buffer> {
  await generationHooks.beforeRender?.({ adId, placement: props.placement, format });
  if (format === "mp4") return pick("renderVideo")(props);
  if (format === "html") return Buffer.from(await pick("renderHtml")(props), "utf8");
  return pick("renderStill")(props, format);
}

export { CONTENT_TYPES } from "./outcome";
