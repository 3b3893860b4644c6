import { describe, expect, it } from "vitest";
import { request, server } from "./server";

/**
 * The OAuth discovery documents of the production server (issue 44): a 401 of each endpoint names its
 * protected-resource metadata (RFC 9728), which names the authorization server, whose RFC 8414 metadata
 * is served. The browser journey (sign-in, consent, a generated ad, refresh, disconnect) is
 * tests/e2e/oauth-connect.spec.ts.
 */

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
});
