import { checkConfig, config } from "./config";
import { connectDb, type DbTarget } from "./db/client";
import { writeOperatorHandoff } from "./accounts/operator-commands";
import { afterFirstResponse } from "./http/first-response";
// What an ad's end does above the pipeline (its event, its batch), for every ad this process ends.
import "./ad-endings";

/**
 * Server start: open and migrate the database, then start background work. Failing here stops the
 * server with a clear message instead of serving errors.
 */
export async function boot(): Promise<void> {
  try {
    checkConfig();
  } catch (error) {
    console.error(`[adlab] cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // Before the database opens (a fresh PGlite takes seconds), so the CLI never finds the data dir
  // locked without a way to reach this server.
  writeOperatorHandoff(config.port);
  let target: DbTarget;
  try {
    ({ target } = await connectDb());
    const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${target.dataDir}`;
    console.log(`[adlab] database ready: ${where}`);
  } catch (error) {
    console.error(`[adlab] cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // Ad generation: the durable embedded job runner (a render pool on PostgreSQL), unless Inngest is configured
  // (then ads are sent to Inngest as events, and Inngest calls /api/inngest). ADLAB_RUN_JOBS=0 leaves the
  // jobs to separate workers (`adlab worker`).
  if (config.inngestConfigured) (await import("./generation/dispatch")).setGenerationEvents((await import("../inngest/client")).generationEvents);
  else if (config.runJobs) {
    const jobs = await (await import("./generation/workers")).startGenerationJobs(target);
    // The render threads warm once the server has answered its first request (a health check, a page):
    // warming earlier took the CPU that answer needs (after a SIGKILL at load 20 it came 26-36 s after the
    // kill instead of 11-12 s).
    if (jobs.warm) afterFirstResponse(jobs.warm);
  }
  // Webhook deliveries: a database-polled worker in this process in both modes (Inngest does not send them).
  (await import("./webhooks/worker")).startWebhookWorker();
  console.log(`[adlab] listening on ${config.baseUrl}`);
}
