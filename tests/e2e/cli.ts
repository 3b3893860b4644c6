import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type APIRequestContext } from "@playwright/test";
import { projectDataDir } from "./mail";

const run = promisify(execFile);

/** `adlab <args>` against the e2e server's DATA_DIR: the CLI hands the command to the running server. */
export async function adlab(...args: string[]) {
  const cli = path.resolve(import.meta.dirname, "../../bin/adlab.mjs");
  const { stdout } = await run(process.execPath, [cli, ...args], { env: { ...process.env, DATA_DIR: process.env.ADLAB_E2E_DATA_DIR!, DATABASE_URL: "" } });
  return stdout;
}

/**
 * The same command handed to the running server the way the CLI hands it (DATA_DIR/operator.json), without
 * starting a Node process per seeded account: for setup that is not the journey under test.
 */
export async function operatorCommand(request: APIRequestContext, command: string, args: Record<string, unknown>) {
  const { port, secret } = JSON.parse(readFileSync(path.join(projectDataDir(), "operator.json"), "utf8")) as { port: number; secret: string };
  const res = await request.post(`http://127.0.0.1:${port}/api/internal/operator`, { headers: { "x-adlab-operator-secret": secret }, data: { command, args } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
