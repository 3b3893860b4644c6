import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAccount, request, server } from "./server";

/**
 * The OAuth discovery documents of the production server (issue 44), and the AdCP runner's
 * security_baseline storyboard against its /api/adcp/mcp: no credential and a bad key refused with
 * WWW-Authenticate, a key accepted, the protected-resource metadata naming the agent's own URL, the
 * authorization server's RFC 8414 metadata served, and a bogus bearer token refused. The browser journey
 * (sign-in, consent, a generated ad, refresh, disconnect) is tests/e2e/oauth-connect.spec.ts.
 */

const root = path.resolve(import.meta.dirname, "../..");

type Step = { step_id: string; passed: boolean; skipped?: boolean; skip_reason?: string; error?: string; validations?: { passed: boolean; description?: string }[] };

/** `npx adcp storyboard run <agent> security_baseline --allow-http --auth <key> --json`: each step by phase/step. */
function securityBaseline(key: string): Promise<{ passed: string[]; failed: string[] }> {
  const bin = path.join(root, "node_modules/@adcp/sdk/bin/adcp.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "storyboard", "run", `${server.url}/api/adcp/mcp`, "security_baseline", "--allow-http", "--auth", key, "--json"]);
    let stdout = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.on("error", reject);
    child.on("close", () => {
      const result = JSON.parse(stdout.slice(stdout.indexOf("{"))) as { phases: { phase_id: string; steps: Step[] }[] };
      const steps = result.phases.flatMap((phase) => phase.steps.map((step) => ({ ...step, name: `${phase.phase_id}/${step.step_id}` })));
      resolve({
        passed: steps.filter((s) => s.passed && !s.skipped).map((s) => s.name),
        failed: steps.filter((s) => !s.passed || s.skipped).map((s) => `${s.name}: ${s.skip_reason ?? s.error ?? JSON.stringify(s.validations?.filter((v) => !v.passed))}`.slice(0, 600)),
      });
    });
  });
}

describe("OAuth discovery on the production server", () => {
  it("points a 401 of each endpoint at its protected-resource metadata, and that at the authorization server", async () => {
    for (const endpoint of ["/api/mcp", "/api/adcp/mcp"]) {
      const refused = await request("POST", endpoint, { json: { jsonrpc: "2.0", id: 1, method: "tools/list" } });
      expect(refused.status).toBe(401);
      const metadataUrl = refused.headers.get("www-authenticate")!.match(/resource_metadata="([^"]+)"/)![1];
      expect(metadataUrl).toBe(`${server.url}/.well-known/oauth-protected-resource${endpoint}`);
      const metadata = await request("GET", metadataUrl);
      expect(metadata.json).toMatchObject({ resource: `${server.url}${endpoint}`, authorization_servers: [server.url], bearer_methods_supported: ["header"] });
    }
    expect((await request("GET", "/.well-known/oauth-protected-resource")).json.resource).toBe(server.url);
    const authorizationServer = await request("GET", "/.well-known/oauth-authorization-server");
    expect(authorizationServer.json).toMatchObject({
      issuer: server.url,
      authorization_endpoint: `${server.url}/api/oauth/authorize`,
      token_endpoint: `${server.url}/api/oauth/token`,
      registration_endpoint: `${server.url}/api/oauth/register`,
      revocation_endpoint: `${server.url}/api/oauth/revoke`,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      client_id_metadata_document_supported: true,
    });
  });

  it("passes the AdCP runner's security_baseline storyboard, its OAuth discovery phase included", async () => {
    const { key } = await createAccount(0);
    const { passed, failed } = await securityBaseline(key);
    expect(failed).toEqual([]);
    expect(passed).toEqual(expect.arrayContaining([
      "unauth_rejection/probe_unauth",
      "api_key_path/probe_api_key",
      "api_key_path/probe_invalid_api_key",
      "oauth_discovery/probe_protected_resource",
      "oauth_discovery/probe_auth_server_metadata",
      "oauth_discovery/probe_invalid_oauth_token",
    ]));
  }, 120_000);
});
