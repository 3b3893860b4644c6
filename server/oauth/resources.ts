/**
 * What an OAuth token can be for (RFC 8707 resource indicators): the MCP endpoint, the AdCP endpoint, or
 * the whole API (the origin), which both accept. Every URL is built from the public origin
 * (ADLAB_BASE_URL, else the host the client used: server/http/origin.ts).
 */
export const PROTECTED_PATHS = ["/api/mcp", "/api/adcp/mcp"] as const;
export type ProtectedPath = (typeof PROTECTED_PATHS)[number];

/** The one scope adlab grants: what a `generate` API key may do (everything but managing API keys). */
export const OAUTH_SCOPE = "generate";

/** The resource indicators a token for `path` may carry: the endpoint itself, or the origin (both endpoints). */
export const acceptedResources = (origin: string, path: ProtectedPath) => [origin + path, origin];

/** Every resource indicator this installation issues tokens for. */
export const knownResources = (origin: string) => [origin, ...PROTECTED_PATHS.map((p) => origin + p)];

/** RFC 9728: /.well-known/oauth-protected-resource, then the endpoint's path (none for the origin). */
export const resourceMetadataUrl = (origin: string, path: ProtectedPath | "") => `${origin}/.well-known/oauth-protected-resource${path}`;

const NAMES: Record<ProtectedPath | "", string> = {
  "": "adlab (MCP and AdCP)",
  "/api/mcp": "adlab MCP server",
  "/api/adcp/mcp": "adlab AdCP creative agent",
};

/** The protected-resource metadata document (RFC 9728 section 2) of an endpoint, or of the whole API. */
export function protectedResourceMetadata(origin: string, path: ProtectedPath | "") {
  return {
    resource: origin + path,
    authorization_servers: [origin],
    scopes_supported: [OAUTH_SCOPE],
    bearer_methods_supported: ["header"],
    resource_name: NAMES[path],
    resource_documentation: `${origin}/llms.txt`,
  };
}

/**
 * A 401's WWW-Authenticate on an OAuth-protected endpoint: adlab's bearer challenge (with RFC 6750's
 * `error` when a credential was sent) plus `resource_metadata` (RFC 9728) and the scope to ask for.
 */
export function oauthChallenge(challenge: string | null, origin: string, path: ProtectedPath): string {
  return `${challenge ?? 'Bearer realm="adlab"'}, resource_metadata="${resourceMetadataUrl(origin, path)}", scope="${OAUTH_SCOPE}"`;
}
