/**
 * The body of one render thread (see render-threads.ts): the still renderers, loaded once with their
 * fonts, shaper and design registry, kept warm for every render this thread takes.
 */
import { parentPort } from "node:worker_threads";
import { SAMPLE_BRAND, SAMPLE_COPY } from "../../remotion/designs/samples";
import { satoriFonts } from "./fonts";
import { renderHtml } from "./html";
import { checkDesign } from "./qa";
import { asBuffer, toThreadError, type ThreadError } from "./render-threads";
import { initShaper } from "./shaper";
import { encodeStill, renderStill, type EncodedStill, type Raster } from "./still";
import type { DesignProps } from "./types";

/** The still a thread draws at boot: a sample of one template, checked as an ad's placement is. */
const WARM_UP_STYLE = "template:bold-statement";
const warmUpProps: DesignProps = { styleId: WARM_UP_STYLE, placement: "square", copy: SAMPLE_COPY[WARM_UP_STYLE], brand: SAMPLE_BRAND, images: [], output: "image", seed: 0 };

const threadTasks = {
  /**
   * A first render nobody waits for (render-threads.ts warm): the design modules load, satori parses the
   * fonts and the compiler warms to the layout and raster code, costs that would otherwise fall on the
   * first customer's ad after a start (about 2.5 s of a 5-placement ad's 3.1 s).
   */
  warm: async () => {
    await checkDesign(warmUpProps);
  },
  /**
   * The checks, and the still they drew encoded here as `encode`: the file (100–200 KB) crosses to the
   * calling thread instead of the raster (4–8 MB, copied each way).
   */
  checkDesign: async (props: DesignProps, encode?: "png" | "jpg") => {
    const { still, ...checked } = await checkDesign(props);
    return { ...checked, still: encode ? ({ format: encode, file: await encodeStill(still, encode) } satisfies EncodedStill) : undefined };
  },
  // The renderers read Buffers; the raster arrives as a plain Uint8Array.
  encodeStill: (still: Raster, format: "png" | "jpg") => encodeStill({ ...still, data: asBuffer(still.data) }, format),
  renderStill: (props: DesignProps, format: "png" | "jpg") => renderStill(props, format),
  renderHtml: async (props: DesignProps) => renderHtml(props),
};
export type ThreadTasks = typeof threadTasks;
export type ThreadTask = keyof ThreadTasks;
export type ThreadRequest = { task: ThreadTask; args: unknown[] };
export type ThreadReply = { value?: unknown; error?: ThreadError };

if (parentPort) {
  const port = parentPort;
  satoriFonts();
  await initShaper();
  port.on("message", async ({ task, args }: ThreadRequest) => {
    try {
      const value = await (threadTasks[task] as (...args: unknown[]) => Promise<unknown>)(...args);
      port.postMessage({ value } satisfies ThreadReply);
    } catch (error) {
      port.postMessage({ error: toThreadError(error) } satisfies ThreadReply);
    }
  });
}
