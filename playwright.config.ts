import { defineConfig, devices } from "@playwright/test";
import { freePort, freshDataDir, KEEP_ALIVE_MS, testServerEnv } from "./scripts/test-server.mjs";

export { KEEP_ALIVE_MS };

// `npm test` (scripts/test.mjs) starts one production server for the black-box tier and Playwright and
// passes it in ADLAB_TEST_SERVER_URL / ADLAB_TEST_SERVER_DATA_DIR; run alone, Playwright starts its own.
const shared = process.env.ADLAB_TEST_SERVER_URL;
if (shared) {
  process.env.ADLAB_E2E_PORT = new URL(shared).port;
  process.env.ADLAB_E2E_DATA_DIR = process.env.ADLAB_TEST_SERVER_DATA_DIR;
}
// The runner loads this file first and its workers load it again: the port and data dir chosen by the
// runner are passed down through the environment so every process agrees on them.
process.env.ADLAB_E2E_PORT ??= freePort();
process.env.ADLAB_E2E_PORT_NO_BASE ??= freePort();
process.env.ADLAB_E2E_DATA_DIR ??= freshDataDir("adlab-e2e-");
process.env.ADLAB_E2E_DATA_DIR_NO_BASE ??= freshDataDir("adlab-e2e-nobase-");
process.env.ADLAB_E2E_PORT_DISK_FAULT ??= freePort();
process.env.ADLAB_E2E_DATA_DIR_DISK_FAULT ??= freshDataDir("adlab-e2e-diskfault-");
const port = process.env.ADLAB_E2E_PORT;
const portNoBase = process.env.ADLAB_E2E_PORT_NO_BASE;
const portDiskFault = process.env.ADLAB_E2E_PORT_DISK_FAULT;
// 127.0.0.1, not localhost: links, redirects and cookies must follow ADLAB_BASE_URL (issue 14), and
// with no ADLAB_BASE_URL the host the browser used (the second server, for the sign-in journey).
const baseURL = `http://127.0.0.1:${port}`;
const baseURLNoBase = `http://127.0.0.1:${portNoBase}`;

/**
 * End-to-end tests in the machine's Chromium against a production build in .next-e2e (rebuilt only
 * when the sources changed), served by `next start` on a free port with a fresh embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Every journey has its own account: two browsers share the two cores while the server renders for
  // the other one.
  fullyParallel: true,
  workers: 2,
  // One retry: a rare race (CI failed first-ad.spec twice in 40 local passes) would otherwise cost a whole
  // landing. The list reporter names a test that passed only on its retry as flaky, so it is seen and mended.
  retries: 1,
  timeout: 60_000,
  // A server action or a page that waits on the server shares the 2 cores with the other worker's renders:
  // under CI load a save and its redirect took more than 15 s (editor, first-ad), never a minute.
  expect: { timeout: 30_000 },
  // "list" prints every failure in full again at the end, where a CI log that keeps only its tail shows it.
  reporter: "list",
  // A folder of its own: Playwright empties it when it starts, while vitest (beside it in `npm test`) and the
  // test servers write their own files into test-results/.
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    // A trace (screencast and DOM snapshots of every action) only on the retry of a failed journey: recorded on
    // every journey it cost a fifth of Playwright's CPU and a quarter of its time (27 journeys on an idle
    // machine: 121 CPU-s in 216 s with it, 95 in 159 s without), which vitest beside it waits for.
    trace: "on-first-retry",
    // Spinners and pulses stand still (app/globals.css): a page waiting minutes on a render no longer has its
    // software GPU process redraw it 60 times a second (about a quarter of a core per browser, measured).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: "**/failed-ad.spec.ts", use: { ...devices["Desktop Chrome"] }, metadata: { dataDir: process.env.ADLAB_E2E_DATA_DIR } },
    // The sign-in journey again, against a server with no ADLAB_BASE_URL: the first server's build, served
    // by tests/e2e/project-server.ts only while this project runs (never a second build into the folder).
    {
      name: "chromium-no-base-url",
      testMatch: "**/signin.spec.ts",
      use: { ...devices["Desktop Chrome"], baseURL: baseURLNoBase },
      metadata: {
        dataDir: process.env.ADLAB_E2E_DATA_DIR_NO_BASE,
        server: { port: portNoBase, keepAliveMs: KEEP_ALIVE_MS, env: testServerEnv({ port: portNoBase, dataDir: process.env.ADLAB_E2E_DATA_DIR_NO_BASE, baseUrl: "" }) },
      },
    },
    // A failed ad, as a customer meets one: a server of its own, whose disk the journey makes refuse the
    // ads' files (a render fails for a reason no request could know), so no other journey's ads fail.
    {
      name: "chromium-disk-fault",
      testMatch: "**/failed-ad.spec.ts",
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${portDiskFault}` },
      metadata: {
        dataDir: process.env.ADLAB_E2E_DATA_DIR_DISK_FAULT,
        server: { port: portDiskFault, keepAliveMs: KEEP_ALIVE_MS, env: testServerEnv({ port: portDiskFault, dataDir: process.env.ADLAB_E2E_DATA_DIR_DISK_FAULT }) },
      },
    },
  ],
  // The README's `npm start`, built into its own dist dir so a developer build is untouched (the shared
  // server of `npm test` is the same command, scripts/test-server.mjs).
  webServer: shared
    ? undefined
    : {
        command: `node scripts/start.mjs --keepAliveTimeout ${KEEP_ALIVE_MS}`,
        url: `${baseURL}/api/health`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: testServerEnv({ port, dataDir: process.env.ADLAB_E2E_DATA_DIR }),
      },
});
