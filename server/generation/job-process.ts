/**
 * One process of the render pool (server/jobs/pool.ts), forked by server/generation/workers.ts: a
 * composition root of its own, which registers the generation jobs and runs them one at a time.
 */
import "./jobs";
import { runPoolChild } from "../jobs/pool";

await runPoolChild();
