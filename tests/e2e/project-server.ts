import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test as base } from "@playwright/test";

type ServerMetadata = { server?: { port: string; keepAliveMs: number; env: Record<string, string> } };

/**
 * `test` whose worker serves the first server's build once more when its project asks for it
 * (metadata.server in playwright.config.ts: the sign-in journey with no ADLAB_BASE_URL, the failed-ad journey
 * on a disk that refuses the ads' files), only while that project's tests run instead of for the whole run.
 */
export const test = base.extend<object, { projectServer: void }>({
  projectServer: [
    async ({}, use, workerInfo) => {
      const server = (workerInfo.project.metadata as ServerMetadata).server;
      if (!server) return use();
      const next = path.resolve(import.meta.dirname, "../../node_modules/.bin/next");
      const child = spawn(next, ["start", "-p", server.port, "-H", "127.0.0.1", "--keepAliveTimeout", String(server.keepAliveMs)], { env: { ...process.env, ...server.env }, stdio: ["ignore", "ignore", "inherit"] });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const health = `http://127.0.0.1:${server.port}/api/health`;
      await expect
        .poll(() => fetch(health).then((res) => res.status, () => 0), { message: `the second server at ${health}`, timeout: 120_000 })
        .toBe(200);
      await use();
      child.kill("SIGTERM");
      await exited;
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
});
