/**
 * One process of the render pool (server/jobs/pool.ts), forked by server/generation/workers.ts: a
 * composition root of its own, which registers the generation jobs and runs them one at a time.
 *
 * Its stills are drawn in render threads of its own, as many as the machine has cores: the placements of
 * the one ad in hand render side by side on every core, also when it is the only job anywhere (the
 * process's own thread would draw them one after another and leave the other cores idle). When every
 * process of the pool is busy, their threads share the cores. Threads start on the first still, so a
 * process that only renders videos holds none.
 */
import "./jobs";
import "../ad-endings";
import { config } from "../config";
import { runPoolChild } from "../jobs/pool";
import { drawInThreads } from "./renderer";

drawInThreads(config.renderConcurrency);
await runPoolChild();
