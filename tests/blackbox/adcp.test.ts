import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createAccount, request, server } from "./server";

const run = promisify(execFile);

/**
 * The AdCP SDK's own runner as the judge of adlab's AdCP agent on the production server:
 * `npx adcp storyboard run <agent> --allow-http --auth <key> --json` with no storyboard id, so the agent's
 * get_adcp_capabilities decides which storyboards apply (capability discovery, the security baseline, the
 * creative protocol and specialisms, the universal ones). docs/adcp.md ("The storyboards") explains every
 * skip and the two failures this runner version cannot see past.
 */
const runner = path.resolve(import.meta.dirname, "../../node_modules/@adcp/sdk/bin/adcp.js");

type Report = {
  overall_status: string;
  storyboards_executed?: string[];
  summary: { steps_passed?: number; steps_failed?: number; steps_skipped?: number };
  failures?: { storyboard_id: string; step_id: string; error?: string; validation?: unknown }[];
  tracks: { scenarios: { scenario: string; steps?: { step: string; skipped?: boolean; skip_reason?: string }[] }[] }[];
};

/**
 * Failures that are the runner's, not the agent's (docs/adcp.md):
 * - signed_requests: this runner (@adcp/sdk 6.11) grades RFC 9421 vectors against every agent, though the
 *   storyboard applies only to one declaring `request_signing.supported` (adlab does not; checked below),
 *   and POSTs them to `<agent>/adcp/<tool>`, which no MCP agent serves (adcp-client#1702, #2956).
 * - creative_lifecycle/build_video_tag asks for a VAST tag of format `vast_30s`, which adlab does not make
 *   (its video formats are MP4s; list_creative_formats lists them), from a creative adlab's library refused.
 */
const isKnownFailure = (f: { storyboard_id: string; step_id: string }) => f.storyboard_id === "signed_requests" || `${f.storyboard_id}/${f.step_id}` === "creative_lifecycle/build_video_tag";

async function assess(key: string): Promise<Report> {
  const args = [runner, "storyboard", "run", `${server.url}/api/adcp/mcp`, "--allow-http", "--auth", key, "--json"];
  // The runner exits non-zero when a step fails; its report is on stdout either way.
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 << 20 }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return JSON.parse(stdout.slice(stdout.indexOf("{"))) as Report;
}

describe("the AdCP runner against /api/adcp/mcp", () => {
  it("passes every storyboard the agent's capabilities make applicable, every skip explained", async () => {
    const { key } = await createAccount(1000);
    const report = await assess(key);
    const { summary } = report;
    console.log(`[adcp runner] ${summary.steps_passed} passed, ${summary.steps_failed} failed, ${summary.steps_skipped} skipped; storyboards: ${report.storyboards_executed?.join(", ")}`);

    const failures = report.failures ?? [];
    expect(failures.filter((f) => !isKnownFailure(f)).map((f) => `${f.storyboard_id}/${f.step_id}: ${f.error ?? JSON.stringify(f.validation)}`.slice(0, 600))).toEqual([]);
    expect(report.storyboards_executed).toEqual(expect.arrayContaining(["capability_discovery", "security_baseline", "creative_lifecycle", "creative_generative", "creative_template", "v3_envelope_integrity"]));
    // The creative specialisms and the security baseline pass whole.
    expect(failures.filter((f) => /^(creative_template|creative_generative|security_baseline|capability_discovery)/.test(f.storyboard_id))).toEqual([]);

    // signed_requests does not apply: adlab does not declare request signing.
    const capabilities = await request("POST", "/api/adcp/mcp", {
      key,
      headers: { accept: "application/json, text/event-stream" },
      json: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_adcp_capabilities", arguments: {} } },
    });
    expect(capabilities.json.result.structuredContent).toMatchObject({ status: "completed", supported_protocols: ["creative"] });
    expect(capabilities.json.result.structuredContent.request_signing).toBeUndefined();

    // Every step the runner skipped, by storyboard and reason: each one is explained in docs/adcp.md. The report
    // lists the steps of storyboards with a track; its total also counts two of storyboards without one:
    // creative_generative/expect_substitution_safe and signed_requests/negative-026-non-ascii-host.
    const skipped = report.tracks.flatMap((t) => t.scenarios.flatMap((s) => (s.steps ?? []).filter((step) => step.skipped).map((step) => `${s.scenario.split("/")[0]}: ${step.skip_reason}`)));
    const counts = new Map<string, number>();
    for (const reason of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    expect([...counts].map(([reason, n]) => `${reason} x${n}`).sort()).toEqual(EXPLAINED_SKIPS);
    expect(summary.steps_skipped).toBe(skipped.length + 2);
  }, 1_200_000);
});

/** The storyboards' steps for tools adlab has no business with, or runner contracts it does not offer (docs/adcp.md). */
const EXPLAINED_SKIPS = [
  "creative_generative: missing_test_controller x14",
  "deterministic_testing: missing_tool x1",
  "error_compliance: missing_tool x1",
  "get_media_buys_pagination_integrity: missing_tool x1",
  "get_signals_pagination_integrity: missing_tool x1",
  "idempotency: missing_tool x7",
  "media_buy_seller: missing_tool x2",
  "pagination_integrity: missing_test_controller x6",
  "pagination_integrity_collection_lists: missing_tool x1",
  "pagination_integrity_content_standards: missing_tool x1",
  "pagination_integrity_creative_formats: missing_tool x2",
  "pagination_integrity_creative_formats: prerequisite_failed x2",
  "pagination_integrity_list_accounts: missing_tool x1",
  "pagination_integrity_property_lists: missing_tool x1",
  "schema_validation: missing_tool x1",
  "webhook_emission: missing_tool x3",
  "webhook_emission: unsatisfied_contract x3",
];
