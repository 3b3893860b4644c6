import { existsSync, readFileSync, watch } from "node:fs";
import path from "node:path";

/** What `npm test` downloads beside the tests instead of before them (scripts/test-prereqs.mjs). */
export type Download = "chromium" | "mcp-conformance";

/**
 * Waits until `npm test` has made `part` ready: scripts/test.mjs installs the downloads while the tests run
 * and writes each outcome, "ready" or why not, to a file of ADLAB_TEST_PREREQUISITES. A test run any other
 * way finds the machine as it is.
 */
export async function prerequisite(part: Download): Promise<void> {
  const dir = process.env.ADLAB_TEST_PREREQUISITES;
  if (!dir) return;
  const file = path.join(dir, part);
  await new Promise<void>((resolve) => {
    const done = () => existsSync(file) && (watcher.close(), resolve());
    const watcher = watch(dir, done);
    done();
  });
  const outcome = readFileSync(file, "utf8");
  if (outcome !== "ready") throw new Error(`npm test could not make ${part} ready: ${outcome}`);
}
