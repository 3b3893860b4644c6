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
  runner = startJobRunner({ concurrency: 2, pollMs: 100 });
});

afterAll(async () => {
  await runner?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  process.env.ADLAB_BASE_URL = baseUrl;
});

type Report = {
  summary: { total_steps: number; steps_passed: number; steps_failed: number; steps_skipped: number };
  failures?: { storyboard_id: string; step_id: string; error?: string }[];
};

/** The runner's JSON report (stdout of --json): the failed steps with the runner's reason, and the counts. */
function failuresOf(stdout: string): { failed: string[]; passed: number; skipped: number } {
  const report = JSON.parse(stdout.slice(stdout.indexOf("{"))) as Report;
  const failed = (report.failures ?? []).map((f) => `${f.storyboard_id}/${f.step_id}: ${f.error ?? ""}`.slice(0, 600));
  if (report.summary.steps_failed && !failed.length) failed.push(`${report.summary.steps_failed} failed step(s)`);
  return { failed, passed: report.summary.steps_passed, skipped: report.summary.steps_skipped };
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
  // Both storyboards at once (each is a sequence of calls; the pipeline renders for both in this process).
  it("passes the SDK's creative_template and creative_generative storyboards, every step", async () => {
    const [template, generative] = await Promise.all(
      ["creative_template", "creative_generative"].map(async (id) => runStoryboard(id, (await createAccount(1000)).token)),
    );
    const t = failuresOf(template.stdout);
    const g = failuresOf(generative.stdout);
    expect([...t.failed, ...g.failed]).toEqual([]);
    // Every step ran: template 6; generative 11, of which only the substitution observer (a runner contract) may skip.
    expect(t.passed).toBe(6);
    expect(g.passed).toBeGreaterThanOrEqual(10);
    expect(g.skipped).toBeLessThanOrEqual(1);
  }, 600_000);
});
