import type { TestProject } from "vitest/node";
import { startTestServer, waitUntilHealthy } from "../../scripts/test-server.mjs";

/**
 * The production server of the black-box tier: the one `npm test` started (scripts/test.mjs passes it in
 * ADLAB_TEST_SERVER_URL and ADLAB_TEST_SERVER_DATA_DIR; it may still be building, tests/blackbox/setup.ts
 * waits), or, when the tier runs alone, one of its own (`node scripts/start.mjs`, building when needed),
 * stopped after the run.
 */
export default async function setup(project: TestProject) {
  const given = process.env.ADLAB_TEST_SERVER_URL;
  if (given) {
    const dataDir = process.env.ADLAB_TEST_SERVER_DATA_DIR;
    if (!dataDir) throw new Error("ADLAB_TEST_SERVER_URL is set without ADLAB_TEST_SERVER_DATA_DIR (the server's DATA_DIR)");
    project.provide("testServer", { url: given, dataDir, pid: Number(process.env.ADLAB_TEST_SERVER_PID) || 0 });
    return;
  }
  const server = startTestServer();
  console.log(`[blackbox] starting the production server on ${server.url} (DATA_DIR ${server.dataDir}); it builds first when the build is missing or stale`);
  try {
    await waitUntilHealthy(server.url, { exited: server.exited });
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("testServer", { url: server.url, dataDir: server.dataDir, pid: server.pid });
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    testServer: { url: string; dataDir: string; pid: number };
  }
}
