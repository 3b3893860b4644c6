/**
 * The body of one render thread (see render-threads.ts): the still renderers, loaded once with their
 * fonts, shaper and design registry, kept warm for every render this thread takes.
 */
import { parentPort } from "node:worker_threads";
import { satoriFonts } from "./fonts";
import { renderHtml } from "./html";
import { checkDesign } from "./qa";
import { asBuffer } from "./render-threads";
import { initShaper, missingGlyphs } from "./shaper";
import { encodeStill, renderStill, type Raster } from "./still";
import type { DesignProps } from "./types";

const threadTasks = {
  checkDesign: (props: DesignProps) => checkDesign(props),
  // The renderers read Buffers; the raster arrives as a plain Uint8Array.
  encodeStill: (still: Raster, format: "png" | "jpg") => encodeStill({ ...still, data: asBuffer(still.data) }, format),
  renderStill: (props: DesignProps, format: "png" | "jpg") => renderStill(props, format),
  renderHtml: async (props: DesignProps) => renderHtml(props),
  missingGlyphs: (props: DesignProps) => missingGlyphs(props),
};
export type ThreadTasks = typeof threadTasks;
export type ThreadTask = keyof ThreadTasks;
export type ThreadRequest = { task: ThreadTask; args: unknown[] };
export type ThreadReply = { value?: unknown; error?: { message: string; stack?: string } };

if (parentPort) {
  const port = parentPort;
  satoriFonts();
  await initShaper();
  port.on("message", async ({ task, args }: ThreadRequest) => {
    try {
      const value = await (threadTasks[task] as (...args: unknown[]) => Promise<unknown>)(...args);
      port.postMessage({ value } satisfies ThreadReply);
    } catch (error) {
      const reply = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
      port.postMessage({ error: reply } satisfies ThreadReply);
    }
  });
}
