import { createServer } from "node:http";
import { config } from "../config";
import { connectDb, disconnectDb } from "../db/client";
import "../ad-endings";

/**
 * `adlab worker`: the job runner and the webhook delivery worker without the HTTP API, on the same
 * DATABASE_URL and storage as the API instances (which then run with ADLAB_RUN_JOBS=0). Renders run in
 * the render pool (child processes, server/jobs/pool.ts), so with ADLAB_WORKER_HEALTH_PORT this process
 * answers GET /health with 200 while they render. On SIGTERM or SIGINT it stops claiming, lets the jobs
 * in hand finish, and exits; a job cut short by a harder kill is taken up again by the next worker (its
 * lock goes stale, or at once on the same host: releaseDeadLocks).
 */
export async function runWorker(): Promise<void> {
  const { target } = await connectDb();
  if (target.kind !== "postgres") console.warn("[adlab] worker on the embedded PGlite: only one process may open it; set DATABASE_URL to run workers apart");
  const { startGenerationJobs } = await import("../generation/workers");
  const { startWebhookWorker, stopWebhookWorker } = await import("../webhooks/worker");
  const runner = await startGenerationJobs(target);
  startWebhookWorker();
  const health = config.workerHealthPort
    ? createServer((req, res) => {
        res.writeHead(req.url === "/health" ? 200 : 404, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: req.url === "/health" ? "ok" : "not_found", role: "worker" }));
      }).listen(config.workerHealthPort, "0.0.0.0")
    : null;
  console.log(`[adlab] worker ${process.pid} running jobs${health ? `; health on :${config.workerHealthPort}/health` : ""}`);
  await new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
  });
  console.log("[adlab] worker stopping: finishing the jobs in hand");
  health?.close();
  await Promise.all([runner.stop(), stopWebhookWorker()]);
  await disconnectDb();
  console.log("[adlab] worker stopped");
}
