import path from "node:path";
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
export async function startGenerationJobs(target: DbTarget): Promise<{ stop(): Promise<void> }> {
  if (target.kind === "postgres") {
    const { startJobPool } = await import("../jobs/pool");
    return startJobPool({ entry: path.join(projectRoot(), "server/generation/job-process.ts"), size: config.renderConcurrency });
  }
  await import("./jobs");
  const { startJobRunner } = await import("../jobs/runner");
  const { drawInThreads } = await import("./renderer");
  // One process renders everything here: its stills are drawn in threads, on every core.
  const stopThreads = drawInThreads(config.renderConcurrency);
  const runner = startJobRunner();
  return {
    stop: async () => {
      await runner.stop();
      await stopThreads();
    },
  };
}
