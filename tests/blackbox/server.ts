import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";

/**
 * What a black-box test knows of the production server it drives (tests/blackbox/README.md): its address,
 * its DATA_DIR and its processes. Nothing here imports the app: the tests talk HTTP, run the CLI, and read
 * what a user could read (DATA_DIR/mail).
 */
const provided = inject("testServer");
const root = path.resolve(import.meta.dirname, "../..");

export const server = {
  /** The base URL, e.g. http://127.0.0.1:41234 (also the server's ADLAB_BASE_URL). */
  url: provided.url,
  /** The server's DATA_DIR: the embedded database, stored files, the mail outbox (DATA_DIR/mail). */
  dataDir: provided.dataDir,
  /** The `npm start` process (`node scripts/start.mjs`); 0 when the server was started by hand. */
  startPid: provided.pid,
  /** The process serving HTTP now: it writes DATA_DIR/operator.json as it boots, a restarted one writes it anew. */
  servingPid(): number {
    return JSON.parse(readFileSync(path.join(provided.dataDir, "operator.json"), "utf8")).pid;
  },
};

const run = promisify(execFile);

/** `npx adlab <args>` as an operator runs it beside the server (same DATA_DIR): it hands the command to the server. Its stdout. */
export async function adlab(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, "bin/adlab.mjs"), ...args], { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" } });
  return stdout;
}

let accounts = 0;

/**
 * A confirmed account with exactly `tokens` and an API key, made as `adlab accounts create` makes it while
 * the server runs (the command handed to the server through DATA_DIR/operator.json), without a Node
 * process per account. `tests/blackbox/cli.test.ts` runs the CLI itself.
 */
export async function createAccount(tokens = 1000, email = `blackbox-${process.pid}-${++accounts}-${Date.now()}@example.com`): Promise<{ email: string; key: string }> {
  const { port, secret } = JSON.parse(readFileSync(path.join(server.dataDir, "operator.json"), "utf8")) as { port: number; secret: string };
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/operator`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-adlab-operator-secret": secret },
    body: JSON.stringify({ command: "accounts.create", args: { email, tokens } }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`accounts.create answered ${res.status}: ${JSON.stringify(body)}`);
  return { email, key: body.api_key };
}

export type Answer = { status: number; headers: Headers; bytes: Buffer; text: string; json: any };

/** One HTTP request to the server: `key` as the bearer, `json` as the body; the answer read whole. */
export async function request(method: string, urlPath: string, { key, json, headers = {}, body }: { key?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Answer> {
  const res = await fetch(new URL(urlPath, server.url), {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString();
  const isJson = (res.headers.get("content-type") ?? "").includes("json") && text.length > 0;
  return { status: res.status, headers: res.headers, bytes, text, json: isJson ? JSON.parse(text) : undefined };
}
