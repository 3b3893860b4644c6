/**
 * Threads that encode the later segment of a video (segment-thread.ts) while the calling thread encodes
 * the earlier one. A thread is kept once its video is done, for the next one: it has loaded its modules
 * and its compiler has warmed to the compositor's loops (a fresh thread per video spends the first part
 * of its segment at a fraction of the speed). Idle threads never keep the process alive.
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import { bootCode, fromThreadError } from "./render-threads";
import type { Segment } from "./segment";
import type { SegmentReply } from "./segment-thread";

type Job = { onFrame(done: number): void; resolve(): void; reject(error: Error): void };

export class SegmentThread {
  private worker = new Worker(bootCode("server/render/segment-thread.ts"), { eval: true, workerData: { segmentThread: true } });
  private job: Job | null = null;
  /** Why the thread can take no more segments (it failed to start or died). */
  broken: Error | null = null;

  constructor() {
    this.worker.unref();
    this.worker.on("message", (reply: SegmentReply) => {
      const job = this.job;
      if (!job) return;
      if ("done" in reply) return job.onFrame(reply.done);
      this.job = null;
      this.worker.unref();
      if ("finished" in reply) job.resolve();
      else job.reject(fromThreadError(reply.error));
    });
    const lost = (error: Error) => {
      this.broken ??= error;
      this.job?.reject(error);
      this.job = null;
    };
    this.worker.on("error", lost);
    this.worker.on("exit", (code) => lost(new Error(`the segment thread exited (${code})`)));
  }

  /** Composites and encodes `segment`; `onFrame` hears how many of its frames the encoder has been handed. */
  encode(segment: Segment, onFrame: (done: number) => void): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.job = { onFrame, resolve, reject };
      this.worker.ref(); // a segment under way keeps the process alive until it is written
      this.worker.postMessage(segment);
    });
  }

  stop = () => this.worker.terminate();
}

const idle: SegmentThread[] = [];

/** An idle thread, or a new one (it loads in about 0.15 s, while the caller draws the video's layers). */
export const takeSegmentThread = () => idle.pop() ?? new SegmentThread();

/** Back to the idle threads once its segment is done (at most one per core is kept). */
export function returnSegmentThread(thread: SegmentThread) {
  if (!thread.broken && idle.length < os.availableParallelism()) idle.push(thread);
  else void thread.stop();
}
