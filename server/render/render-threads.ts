/**
 * A pool of worker threads that draw stills (satori layout, resvg raster, the render checks, encoding).
 * satori and resvg are synchronous CPU work: on the calling thread, two placements drawn "at once" take
 * turns on one core. In `size` threads they run side by side, and the calling thread (the API, the job
 * runner and PGlite on the embedded default) stays free. Each thread loads the renderers once and keeps
 * them warm; a task waits in line for the first free thread. Threads start on first use, or all at once
 * with `warm` (at server start).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { projectRoot } from "../paths";
import type { ThreadReply, ThreadRequest, ThreadTask, ThreadTasks } from "./render-thread";

type Pending = { request: ThreadRequest; resolve: (value: unknown) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; busy: Pending | null };

export type RenderThreads = {
  run<T extends ThreadTask>(task: T, ...args: Parameters<ThreadTasks[T]>): Promise<Awaited<ReturnType<ThreadTasks[T]>>>;
  /** Starts every thread now and has each draw one still, so the first ad finds them loaded and warm. */
  warm(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The code that starts a thread on `entry`, a TypeScript module loaded through tsx, as the render pool's
 * child processes load theirs (`--import tsx` in a worker's execArgv does not reach its entry module on
 * Node 20, so the thread registers tsx itself).
 */
export const bootCode = (entry: string) => {
  const tsx = pathToFileURL(path.join(projectRoot(), "node_modules/tsx/dist/esm/api/index.mjs")).href;
  const url = pathToFileURL(path.join(projectRoot(), entry)).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(url)}); });`;
};

/** A Buffer crosses threads as a plain Uint8Array: the same bytes as a Buffer again, without a copy. */
export const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
/** An error as it crosses threads (an Error instance does not survive the copy), and back. */
export type ThreadError = { message: string; stack?: string };
export const toThreadError = (error: unknown): ThreadError => (error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) });
export const fromThreadError = ({ message, stack }: ThreadError) => Object.assign(new Error(message), { stack });
const revive = (value: unknown) => (value instanceof Uint8Array ? asBuffer(value) : value);

export function startRenderThreads(size: number): RenderThreads {
  const threads = new Set<Thread>();
  const waiting: Pending[] = [];
  let stopped = false;

  const spawn = (): Thread => {
    const thread: Thread = { worker: new Worker(bootCode("server/render/render-thread.ts"), { eval: true }), busy: null };
    thread.worker.unref(); // an idle pool never keeps the process alive
    thread.worker.on("message", (reply: ThreadReply) => {
      const task = thread.busy!;
      thread.busy = null;
      thread.worker.unref();
      if (reply.error) task.reject(fromThreadError(reply.error));
      else task.resolve(revive(reply.value));
      dispatch();
    });
    // A thread that fails to start or dies fails its task (the step is retried) and is replaced on demand.
    const lost = (error: Error) => {
      if (!threads.delete(thread)) return;
      thread.busy?.reject(error);
      if (!stopped) dispatch();
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", (code) => lost(new Error(`the render thread exited (${code})`)));
    threads.add(thread);
    return thread;
  };

  const dispatch = () => {
    while (waiting.length) {
      const thread = [...threads].find((t) => !t.busy) ?? (threads.size < size ? spawn() : undefined);
      if (!thread) return;
      const task = waiting.shift()!;
      thread.busy = task;
      thread.worker.ref(); // a render under way keeps the process alive until its answer
      thread.worker.postMessage(task.request);
    }
  };

  const pool: RenderThreads = {
    run(task, ...args) {
      if (stopped) return Promise.reject(new Error("the render threads are stopped"));
      return new Promise((resolve, reject) => {
        waiting.push({ request: { task, args }, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async warm() {
      // Queued together on idle threads, the tasks start one new thread each (dispatch), up to `size`.
      await Promise.all(Array.from({ length: size }, () => pool.run("warm")));
    },
    async stop() {
      stopped = true;
      for (const task of waiting.splice(0)) task.reject(new Error("the render threads are stopped"));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
  return pool;
}
