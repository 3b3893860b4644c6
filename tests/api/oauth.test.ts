import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, globalAgent } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auth } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { sessionCookieName } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { disconnect, listConnections } from "@/server/oauth/connections";
import { useManualClock } from "../helpers/clock";
import { createAccount, createProject } from "../helpers/factories";
import { fetchRoute } from "../helpers/http";
import { CookieJar, MemoryOAuthClient } from "../helpers/oauth-client";

/**
 * The authorization server in-process, through the route handlers: the MCP SDK's own client (`auth()`,
 * the Streamable HTTP transport's authProvider) against /api/mcp and /api/adcp/mcp, the person's browser
 * played with a cookie jar and a next-auth session. The same journey runs against the production server
 * in the browser in tests/blackbox; here are the refusals, with the clock moved instead of waited for.
 */

const BASE = process.env.ADLAB_BASE_URL!;
const MCP = `${BASE}/api/mcp`;
const ADCP = `${BASE}/api/adcp/mcp`;
const REDIRECT = "http://127.0.0.1:9/callback";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The route handlers as the network: what the SDK's auth() and the browser below call. */
const routeFetch = (input: string | URL | Request, init?: RequestInit) => fetchRoute(new Request(input, init));
const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  routeFetch(url, { method: "POST", headers: { ...FORM, ...headers }, body: new URLSearchParams(form) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" });
const listTools = (url: string, token: string) =>
  routeFetch(url, { method: "POST", headers: bearer(token), body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });

/** A signed-in browser of `userId` (a next-auth database session, as the e-mail link makes one). */
async function signedInBrowser(userId: string) {
  const jar = new CookieJar();
  const sessionToken = randomBytes(24).toString("base64url");
  await (await db()).session.create({ data: { sessionToken, userId, expires: new Date(Date.now() + 3600_000) } });
  jar.set(sessionCookieName(), sessionToken);
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await routeFetch(new URL(url, BASE), { ...init, headers: { ...init.headers, cookie: jar.header() }, redirect: "manual" });
    jar.take(response);
    return response;
  };
  return {
    get: (url: string) => send(url),
    decide: (consentUrl: string, decision: "allow" | "deny") =>
      send(`${consentUrl}/decide`, { method: "POST", headers: { ...FORM, origin: BASE }, body: new URLSearchParams({ decision }) }),
  };
}

const location = (response: Response) => new URL(response.headers.get("location")!, BASE);

/** The person's part: the authorization URL, the consent page's answer, back at the assistant's redirect URI. */
async function authorizeInBrowser(userId: string, authorizationUrl: URL, decision: "allow" | "deny" = "allow") {
  const browser = await signedInBrowser(userId);
  const consent = location(await browser.get(authorizationUrl.href));
  expect(consent.pathname).toMatch(/^\/connect\/[\w-]+$/);
  const resume = await browser.decide(consent.href, decision);
  expect(resume.status).toBe(303);
  // A second answer (a double click) goes the same way and grants nothing more.
  expect(location(await browser.decide(consent.href, decision)).href).toBe(location(resume).href);
  const back = await browser.get(location(resume).href);
  expect(back.status).toBe(303);
  return location(back);
}

/** Discovery from a 401, registration and authorization: the code at the redirect URI. */
async function codeFor(userId: string, serverUrl = MCP, client = new MemoryOAuthClient(REDIRECT)) {
  const unauthorized = await routeFetch(serverUrl, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  expect(unauthorized.status).toBe(401);
  const metadataUrl = unauthorized.headers.get("www-authenticate")!.match(/resource_metadata="([^"]+)"/)![1];
  expect(await auth(client, { serverUrl, resourceMetadataUrl: new URL(metadataUrl), fetchFn: routeFetch })).toBe("REDIRECT");
  const redirect = await authorizeInBrowser(userId, client.authorizationUrl!);
  expect(redirect.origin + redirect.pathname).toBe(REDIRECT);
  expect(redirect.searchParams.get("state")).toBe("state-from-the-assistant");
  return { client, code: redirect.searchParams.get("code")!, clientId: client.saved!.client_id };
}

/** The whole connection: code, then the SDK exchanges it for tokens. */
async function connect(userId: string, serverUrl = MCP) {
  const { client, code } = await codeFor(userId, serverUrl);
  expect(await auth(client, { serverUrl, authorizationCode: code, fetchFn: routeFetch })).toBe("AUTHORIZED");
  return client;
}

describe("OAuth for the MCP and AdCP endpoints", () => {
  it("discovers from a 401, registers, asks consent, and a tool call acts as the account's key", async () => {
    const { userId, token: apiKey } = await createAccount(500);
    const unauthorized = await routeFetch(MCP, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(unauthorized.headers.get("www-authenticate")).toBe(
      `Bearer realm="adlab", resource_metadata="${BASE}/.well-known/oauth-protected-resource/api/mcp", scope="generate"`,
    );
    const metadata = await (await routeFetch(`${BASE}/.well-known/oauth-protected-resource/api/mcp`)).json();
    expect(metadata).toMatchObject({ resource: MCP, authorization_servers: [BASE], scopes_supported: ["generate"] });
    const server = await (await routeFetch(`${BASE}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({
      issuer: BASE,
      token_endpoint: `${BASE}/api/oauth/token`,
      registration_endpoint: `${BASE}/api/oauth/register`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
      client_id_metadata_document_supported: true,
    });

    const client = await connect(userId);
    expect(client.savedTokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "generate" });
    // Stored hashed, as API keys are: the table does not hold the token.
    const records = await (await db()).oAuthRecord.findMany({ where: { model: { in: ["AccessToken", "RefreshToken"] } } });
    expect(records.map((r) => r.id)).toContain(createHash("sha256").update(client.savedTokens!.access_token).digest("hex"));
    expect(JSON.stringify(records)).not.toContain(client.savedTokens!.access_token);

    const mcp = new Client({ name: "oauth-test", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(MCP), { authProvider: client, fetch: routeFetch }));
    const account = await mcp.callTool({ name: "get_account", arguments: {} });
    expect((account.structuredContent as { account: { token_balance: number } }).account.token_balance).toBe(500);
    await mcp.close();
    // API keys keep working on the same endpoint.
    expect((await listTools(MCP, apiKey)).status).toBe(200);
    const [connection] = await listConnections({ organizationId: (await (await db()).user.findUniqueOrThrow({ where: { id: userId } })).organizationId, userId, email: "" });
    expect(connection).toMatchObject({ client_name: "Test Assistant", redirect_host: "127.0.0.1:9", resources: [MCP] });
  });

  it("rotates refresh tokens, refuses a used one (ending the connection), and a disconnected assistant at once", async () => {
    const { userId } = await createAccount(100);
    const client = await connect(userId);
    const first = client.savedTokens!;
    expect(await auth(client, { serverUrl: MCP, fetchFn: routeFetch })).toBe("AUTHORIZED");
    const second = client.savedTokens!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await listTools(MCP, second.access_token)).status).toBe(200);
    const replay = await post(`${BASE}/api/oauth/token`, { grant_type: "refresh_token", refresh_token: first.refresh_token!, client_id: client.saved!.client_id });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error).toBe("invalid_grant");
    // Reuse of a rotated refresh token revokes the whole grant: the new tokens die with it.
    expect((await listTools(MCP, second.access_token)).status).toBe(401);

    const other = await connect(userId);
    const actor = { organizationId: (await (await db()).user.findUniqueOrThrow({ where: { id: userId } })).organizationId, userId, email: "" };
    const connections = await listConnections(actor);
    expect(connections).toHaveLength(1);
    await disconnect(actor, connections[0].id);
    const refused = await listTools(MCP, other.savedTokens!.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain('error="invalid_token"');
    const refresh = await post(`${BASE}/api/oauth/token`, { grant_type: "refresh_token", refresh_token: other.savedTokens!.refresh_token!, client_id: other.saved!.client_id });
    expect((await refresh.json()).error).toBe("invalid_grant");
    await expect(disconnect({ ...actor, organizationId: "00000000-0000-4000-8000-000000000000" }, connections[0].id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("binds tokens to their endpoint: one for /api/mcp is refused by /api/adcp/mcp, one for the whole API works on both", async () => {
    const { userId } = await createAccount(100);
    const mcpToken = (await connect(userId, MCP)).savedTokens!.access_token;
    const adcpToken = (await connect(userId, ADCP)).savedTokens!.access_token;
    expect((await listTools(MCP, mcpToken)).status).toBe(200);
    expect((await listTools(ADCP, adcpToken)).status).toBe(200);
    const wrong = await listTools(ADCP, mcpToken);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain(`resource_metadata="${BASE}/.well-known/oauth-protected-resource/api/adcp/mcp"`);
    expect((await wrong.json()).error.message).toMatch(/another adlab endpoint/);
    expect((await listTools(MCP, adcpToken)).status).toBe(401);
    // Asked for the whole API (the root metadata's resource, the origin): issued for both.
    const both = new MemoryOAuthClient(REDIRECT);
    await auth(both, { serverUrl: MCP, resourceMetadataUrl: new URL(`${BASE}/.well-known/oauth-protected-resource`), fetchFn: routeFetch });
    expect(both.authorizationUrl!.searchParams.get("resource")).toBe(BASE);
    const code = (await authorizeInBrowser(userId, both.authorizationUrl!)).searchParams.get("code")!;
    await auth(both, { serverUrl: MCP, resourceMetadataUrl: new URL(`${BASE}/.well-known/oauth-protected-resource`), authorizationCode: code, fetchFn: routeFetch });
    expect((await listTools(MCP, both.savedTokens!.access_token)).status).toBe(200);
    expect((await listTools(ADCP, both.savedTokens!.access_token)).status).toBe(200);
  });

  it("refuses a wrong redirect URI without redirecting, a reused code, and a missing or wrong PKCE verifier", async () => {
    const { userId } = await createAccount(100);
    const { client, code, clientId } = await codeFor(userId);
    const wrongRedirect = new URL(client.authorizationUrl!);
    wrongRedirect.searchParams.set("redirect_uri", "https://evil.example/callback");
    const page = await (await signedInBrowser(userId)).get(wrongRedirect.href);
    expect(page.status).toBe(400);
    expect(page.headers.get("location")).toBeNull();
    expect(await page.text()).toContain("did not register");

    const exchange = (extra: Record<string, string>) => post(`${BASE}/api/oauth/token`, { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: clientId, ...extra });
    const verifiers: Record<string, string>[] = [{}, { code_verifier: "x".repeat(43) }];
    for (const verifier of verifiers) {
      const refused = await exchange(verifier);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toBe("invalid_grant");
    }
    expect((await exchange({ code_verifier: client.verifier!, redirect_uri: "http://127.0.0.1:9/other" })).status).toBe(400);
    const granted = await exchange({ code_verifier: client.verifier! });
    expect(granted.status).toBe(200);
    const { access_token } = await granted.json();
    const reused = await exchange({ code_verifier: client.verifier! });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe("invalid_grant");
    // A code used twice revokes what the first use issued.
    expect((await listTools(MCP, access_token)).status).toBe(401);
  });

  it("expires codes in minutes and access tokens in an hour, on the injected clock", async () => {
    const clock = useManualClock();
    const { userId } = await createAccount(100);
    const { client, code, clientId } = await codeFor(userId);
    clock.advance(121_000);
    const late = await post(`${BASE}/api/oauth/token`, { grant_type: "authorization_code", code, code_verifier: client.verifier!, redirect_uri: REDIRECT, client_id: clientId });
    expect((await late.json()).error).toBe("invalid_grant");

    const connected = await connect(userId);
    expect((await listTools(MCP, connected.savedTokens!.access_token)).status).toBe(200);
    clock.advance(3601_000);
    const expired = await listTools(MCP, connected.savedTokens!.access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
    // The SDK refreshes and goes on.
    expect(await auth(connected, { serverUrl: MCP, fetchFn: routeFetch })).toBe("AUTHORIZED");
    expect((await listTools(MCP, connected.savedTokens!.access_token)).status).toBe(200);
  });

  it("keeps each account's objects to itself through a token (not_found)", async () => {
    const owner = await createAccount(100);
    const project = await createProject(owner.token);
    const { userId } = await createAccount(100);
    const client = await connect(userId);
    const mcp = new Client({ name: "oauth-test", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(MCP), { authProvider: client, fetch: routeFetch }));
    const result = await mcp.callTool({ name: "get_project", arguments: { project_id: project.id } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.structuredContent ?? result.content)).toContain("not_found");
    await mcp.close();
  });

  it("answers a denied consent and bad token requests with OAuth's error codes, never a 500", async () => {
    const { userId } = await createAccount(100);
    const client = new MemoryOAuthClient(REDIRECT);
    await auth(client, { serverUrl: MCP, fetchFn: routeFetch });
    const denied = await authorizeInBrowser(userId, client.authorizationUrl!, "deny");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("state-from-the-assistant");

    const token = `${BASE}/api/oauth/token`;
    const cases: [Record<string, string>, number, string][] = [
      [{ grant_type: "authorization_code", code: "nope", client_id: "unknown-client", redirect_uri: REDIRECT, code_verifier: "x".repeat(43) }, 401, "invalid_client"],
      [{ grant_type: "password", client_id: client.saved!.client_id }, 400, "unsupported_grant_type"],
      [{ grant_type: "authorization_code", client_id: client.saved!.client_id }, 400, "invalid_request"],
      [{ grant_type: "refresh_token", refresh_token: "nope", client_id: client.saved!.client_id }, 400, "invalid_grant"],
    ];
    for (const [form, status, error] of cases) {
      const response = await post(token, form);
      expect([response.status, (await response.json()).error]).toEqual([status, error]);
    }
    const huge = await routeFetch(token, { method: "POST", headers: FORM, body: "a=" + "x".repeat(20_000) });
    expect([huge.status, (await huge.json()).error]).toEqual([413, "invalid_request"]);
    const register = await routeFetch(`${BASE}/api/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"redirect_uris":["javascript:alert(1)"]}' });
    expect([register.status, (await register.json()).error]).toEqual([400, "invalid_redirect_uri"]);
    const longName = await routeFetch(`${BASE}/api/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ client_name: "n".repeat(101), redirect_uris: [REDIRECT] }) });
    expect([longName.status, (await longName.json()).error]).toEqual([400, "invalid_client_metadata"]);
    const noPkce = new URL(client.authorizationUrl!);
    noPkce.searchParams.delete("code_challenge");
    const refused = await (await signedInBrowser(userId)).get(noPkce.href);
    expect(location(refused).searchParams.get("error")).toBe("invalid_request");
    const plain = new URL(client.authorizationUrl!);
    plain.searchParams.set("code_challenge_method", "plain");
    expect(location(await (await signedInBrowser(userId)).get(plain.href)).searchParams.get("error")).toBe("invalid_request");
  });

  it("takes a Client ID Metadata Document from an https URL as the client, with no registration", async () => {
    // A loopback https server with a certificate made here, trusted by this process's default agent
    // (the outbound guard's requests use it), and named in ADLAB_FETCH_ALLOW_HOSTS (loopback is refused otherwise).
    const dir = mkdtempSync(path.join(tmpdir(), "adlab-cimd-"));
    execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"), "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
    const cert = readFileSync(path.join(dir, "cert.pem"));
    let documentUrl = "";
    const documents = createServer({ key: readFileSync(path.join(dir, "key.pem")), cert }, (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ client_id: documentUrl, client_name: "Metadata Assistant", redirect_uris: [REDIRECT], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" }));
    });
    await new Promise<void>((resolve) => documents.listen(0, "127.0.0.1", resolve));
    const host = `127.0.0.1:${(documents.address() as AddressInfo).port}`;
    documentUrl = `https://${host}/assistant.json`;
    const previousCa = globalAgent.options.ca;
    globalAgent.options.ca = cert;
    process.env.ADLAB_FETCH_ALLOW_HOSTS = host;
    try {
      const { userId } = await createAccount(100);
      const client = new MemoryOAuthClient(REDIRECT, documentUrl);
      expect(await auth(client, { serverUrl: MCP, fetchFn: routeFetch })).toBe("REDIRECT");
      expect(client.saved?.client_id).toBe(documentUrl);
      const browser = await signedInBrowser(userId);
      const consent = location(await browser.get(client.authorizationUrl!.href));
      expect(consent.pathname).toMatch(/^\/connect\//);
      const code = location(await browser.get(location(await browser.decide(consent.href, "allow")).href)).searchParams.get("code")!;
      expect(await auth(client, { serverUrl: MCP, authorizationCode: code, fetchFn: routeFetch })).toBe("AUTHORIZED");
      expect((await listTools(MCP, client.savedTokens!.access_token)).status).toBe(200);
      const actor = { organizationId: (await (await db()).user.findUniqueOrThrow({ where: { id: userId } })).organizationId, userId, email: "" };
      expect((await listConnections(actor))[0]).toMatchObject({ client_name: "Metadata Assistant" });
      // Without the allowance the loopback document is not fetched: the client is unknown.
      delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
      const other = new MemoryOAuthClient(REDIRECT, `https://${host}/other.json`);
      await auth(other, { serverUrl: MCP, fetchFn: routeFetch });
      const refused = await (await signedInBrowser(userId)).get(other.authorizationUrl!.href);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("does not know this assistant");
    } finally {
      globalAgent.options.ca = previousCa;
      delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
      documents.close();
    }
  });
});
