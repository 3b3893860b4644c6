import path from "node:path";
import { performance } from "node:perf_hooks";
import { config } from "../config";
import type { DbTarget } from "../db/client";
import { projectRoot } from "../paths";

/**
 * Starts the generation jobs of this process (an API instance, or `adlab worker`). On PostgreSQL: the
 * render pool, ADLAB_RENDER_CONCURRENCY child processes that each render one job at a time (its stills in
 * render threads on every core, job-process.ts), so this process stays responsive. On PGlite, which only
 * one process may open: the runner in this process, its stills drawn in ADLAB_RENDER_CONCURRENCY worker
 * threads.
 */
export async function startGenerationJobs(target: DbTarget): Promise<{ stop(): Promise<void>; warm?(): void }> {
  if (target.kind === "postgres") {
    const { startJobPool } = await import("../jobs/pool");
    return startJobPool({ entry: path.join(projectRoot(), "server/generation/job-process.ts"), size: config.renderConcurrency });
  }
  await import("./jobs");
  const { startJobRunner } = await import("../jobs/runner");
  const { drawInThreads, warmRenderThreads } = await import("./renderer");
  // One process renders everything here: its stills are drawn in threads, on every core.
  const stopThreads = drawInThreads(config.renderConcurrency);
  const runner = startJobRunner();
  return {
    warm: () => warmInBackground(warmRenderThreads),
    stop: async () => {
      await runner.stop();
      await stopThreads();
    },
  };
}

/**
 * Loads and warms the render threads (`warm`, called by server/boot.ts), off the request path: a first
 * 5-placement ad otherwise pays for them (3.1 s against 0.6 s warm). A failure only costs that time back.
 */
function warmInBackground(warm: () => Promise<void>) {
  const started = performance.now();
  warm().then(
    () => console.log(`[adlab] render threads warm in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error) => console.warn(`[adlab] could not warm the render threads (the first ad will): ${(error as Error).message}`),
  );
}
