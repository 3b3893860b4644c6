import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The runner loads this file first and its workers load it again: the port and data dir chosen by the
// runner are passed down through the environment so every process agrees on them.
if (!process.env.ADLAB_E2E_PORT) {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.ADLAB_E2E_PORT = execFileSync(process.execPath, ["-e", script]).toString().trim();
}
// A DATA_DIR that does not exist yet, as on a fresh machine: the server creates it.
process.env.ADLAB_E2E_DATA_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), "adlab-e2e-")), "data");
const port = process.env.ADLAB_E2E_PORT;
// "localhost", not 127.0.0.1: Next.js rewrites loopback IPs to localhost in request URLs, and next-auth's
// redirects must match the address the browser uses.
const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests in the machine's Chromium against a production build in .next-e2e (rebuilt only
 * when the sources changed), served by `next start` on a free port with a fresh embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "line" : "list",
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The README's `npm start`, built into its own dist dir so a developer build is untouched.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      NEXT_DIST_DIR: ".next-e2e",
      DATA_DIR: process.env.ADLAB_E2E_DATA_DIR,
      ADLAB_BASE_URL: baseURL,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      // Mail goes to DATA_DIR/mail/*.eml, where the tests read the links; the database is embedded.
      SMTP_URL: "",
      DATABASE_URL: "",
      REDIS_URL: "",
      ADLAB_SIGNUP_LIMIT_PER_IP: "1000",
    },
  },
});
