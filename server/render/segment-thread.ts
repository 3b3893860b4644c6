/**
 * The body of a video's second encoder thread (see video.ts): it composites and encodes the later frames
 * of the video (segment.ts) while the calling thread does the earlier ones, so that one video uses two
 * cores. It takes one segment at a time (segment-threads.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { asBuffer, toThreadError, type ThreadError } from "./render-threads";
import { encodeSegment, type Segment } from "./segment";

export type SegmentReply = { done: number } | { finished: true } | { error: ThreadError };

if (parentPort && workerData?.segmentThread) {
  const port = parentPort;
  port.on("message", async (job: Segment) => {
    try {
      // The sprites' pixels arrive as plain Uint8Arrays.
      const sprites = job.sprites.map((sp) => ({ ...sp, data: asBuffer(sp.data) }));
      await encodeSegment({ ...job, sprites }, (done) => port.postMessage({ done } satisfies SegmentReply));
      port.postMessage({ finished: true } satisfies SegmentReply);
    } catch (error) {
      port.postMessage({ error: toThreadError(error) } satisfies SegmentReply);
    }
  });
}
