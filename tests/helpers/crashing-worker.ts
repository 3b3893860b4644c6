/**
 * A worker process for the restart test: runs the job of AD_ID on DATABASE_URL and hangs in the first
 * render, so the test can kill it (SIGKILL) in mid-generation.
 */
import { connectDb } from "../../server/db/client";
import "../../server/generation/jobs";
import "../../server/ad-endings";
import { generationHooks } from "../../server/generation/renderer";
import { runOneJob } from "../../server/jobs/runner";

await connectDb({ kind: "postgres", url: process.env.DATABASE_URL! });
generationHooks.beforeRender = async () => {
  process.stdout.write("rendering\n");
  await new Promise(() => {});
};
await runOneJob(undefined, [process.env.AD_ID!]);
