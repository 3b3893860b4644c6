import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as adcpMcp } from "@/app/api/adcp/mcp/route";
import { GET as previewPage } from "@/app/api/adcp/preview/[token]/route";
import { GET as previewFile } from "@/app/api/adcp/preview/[token]/file/route";
import { db } from "@/server/db/client";
import { startJobRunner } from "@/server/jobs/runner";
import { createAccount } from "../helpers/factories";

/**
 * Issue 30: the AdCP SDK's own storyboards (creative_generative, creative_template) run by its CLI, as a
 * buyer agent would, against the agent's route behind node:http, with the generation pipeline running in
 * this process. Every step must pass; a failed step prints the runner's reason.
 */
let server: Server;
let url: string;
let runner: { stop: () => Promise<void> };
const baseUrl = process.env.ADLAB_BASE_URL;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(new URL(req.url ?? "/", url), {
      method: req.method,
      headers,
      body: req.method === "POST" ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const { pathname } = new URL(request.url);
    const preview = pathname.match(/^\/api\/adcp\/preview\/([^/]+)(\/file)?$/);
    const response =
      pathname === "/api/adcp/mcp" && req.method === "POST"
        ? await adcpMcp(request, { params: Promise.resolve({}) })
        : preview && req.method === "GET"
          ? await (preview[2] ? previewFile : previewPage)(request, { params: Promise.resolve({ token: preview[1] }) })
          : new Response(null, { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Links in manifests and previews point at this server, so the test can open them.
  process.env.ADLAB_BASE_URL = url;
  runner = startJobRunner({ concurrency: 1, pollMs: 100 });
});

afterAll(async () => {
  await runner?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  process.env.ADLAB_BASE_URL = baseUrl;
});

type Step = { step: string; task: string; passed: boolean; skipped?: boolean; error?: string; details?: string };
type Report = { overall_status: string; tracks: { scenarios: { scenario: string; steps: Step[] }[] }[] };

/** The runner's JSON report (stdout of --json) as the failed steps, each with the runner's reason. */
function failuresOf(stdout: string): { failed: string[]; passed: number } {
  const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as Report;
  const steps = report.tracks.flatMap((t) => t.scenarios.flatMap((s) => s.steps.map((step) => ({ ...step, scenario: s.scenario }))));
  return {
    failed: steps.filter((s) => !s.passed && !s.skipped).map((s) => `${s.scenario} / ${s.task}: ${s.error ?? s.details ?? ""}`.slice(0, 600)),
    passed: steps.filter((s) => s.passed).length,
  };
}

/** `npx adcp storyboard run <agent> <id> --allow-http --auth <key> --json`, asynchronously (the agent answers from this process). */
function runStoryboard(id: string, key: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const bin = path.resolve(import.meta.dirname, "../../node_modules/@adcp/sdk/bin/adcp.js");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, "storyboard", "run", `${url}/api/adcp/mcp`, id, "--allow-http", "--auth", key, "--json"], { env: { ...process.env, NODE_ENV: "test" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (process.env.ADCP_DEBUG) process.stderr.write(d);
    });
    if (process.env.ADCP_DEBUG) child.stdout.on("data", (d) => process.stderr.write(d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("AdCP creative agent (issue 30)", () => {
  it("passes the SDK's creative_template storyboard", async () => {
    const { token } = await createAccount(1000);
    const run = await runStoryboard("creative_template", token);
    const { failed, passed } = failuresOf(run.stdout);
    expect(failed).toEqual([]);
    expect(passed).toBeGreaterThanOrEqual(6);
  }, 600_000);
});
