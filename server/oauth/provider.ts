import { createPrivateKey, hkdfSync } from "node:crypto";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { db } from "../db/client";
import { assertPublicHost, pinnedRequest } from "../http/outbound";
import { installationSecret } from "../secret";
import { markRevoked } from "./connections";
import { renderOAuthError } from "./error-page";
import { knownResources, OAUTH_SCOPE } from "./resources";
import { OAuthStore } from "./store";

/**
 * adlab's OAuth 2.1 authorization server: panva's oidc-provider (OpenID certified) with the parts of it
 * the MCP authorization spec asks for (docs/decisions.md, "OAuth for assistants"): RFC 8414 metadata,
 * dynamic registration (RFC 7591) and Client ID Metadata Documents, the authorization code with PKCE
 * (S256) only, resource indicators (RFC 8707) bound into the tokens, rotating refresh tokens and
 * revocation (RFC 7009). The person signs in with the web app's e-mail link and consents on /connect.
 */

export const OAUTH_ROUTES = {
  authorization: "/api/oauth/authorize",
  token: "/api/oauth/token",
  registration: "/api/oauth/register",
  revocation: "/api/oauth/revoke",
  jwks: "/api/oauth/jwks",
} as const;

export const CONSENT_PATH = "/connect";

const TTL = {
  AccessToken: 3600,
  AuthorizationCode: 120,
  // Long enough to sign in with the e-mail link on the way.
  Interaction: 1800,
  RefreshToken: 30 * 24 * 3600,
  Grant: 365 * 24 * 3600,
  Session: 24 * 3600,
} as const;

/** Keys derived from the installation's secret: nothing new to configure or store. */
function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", installationSecret(), "adlab-oauth", purpose, 32));
}

/** An Ed25519 signing key (required by the library; adlab issues no ID tokens or JWTs with it). */
function signingJwk() {
  const pkcs8 = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), derivedKey("jwks-ed25519")]);
  return { ...createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" }).export({ format: "jwk" }), kid: "adlab-1", use: "sig" };
}

/** Client ID Metadata Documents are fetched through adlab's outbound guard (public addresses, ADLAB_FETCH_ALLOW_HOSTS). */
async function guardedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  const address = await assertPublicHost(url, "client_id");
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
  return pinnedRequest(url, address, { method: init?.method ?? "GET", headers, timeoutMs: 2500 });
}

async function findAccount(_ctx: KoaContextWithOIDC, sub: string) {
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: sub }, select: { id: true, emailVerified: true } }).catch(() => null);
  if (!user?.emailVerified) return undefined;
  return { accountId: user.id, claims: () => ({ sub: user.id }) };
}

function configuration(origin: string): Configuration {
  const resources = knownResources(origin);
  return {
    adapter: OAuthStore,
    clients: [],
    clientAuthMethods: ["none", "client_secret_basic", "client_secret_post"],
    clientDefaults: { grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], id_token_signed_response_alg: "EdDSA" },
    cookies: { keys: [derivedKey("cookies")] },
    jwks: { keys: [signingJwk() as never] },
    enabledJWA: { idTokenSigningAlgValues: ["EdDSA"] },
    // The one scope, also at the server level: clients register it (RFC 7591 `scope`) and ask for it.
    scopes: [OAUTH_SCOPE],
    responseTypes: ["code"],
    routes: OAUTH_ROUTES,
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      registration: { enabled: true, issueRegistrationAccessToken: false },
      clientIdMetadataDocument: { enabled: true, ack: "draft-02" },
      resourceIndicators: {
        enabled: true,
        // No resource asked for: the whole API (both endpoints), as the consent page says.
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? origin,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (!resources.includes(resource)) throw new errors.InvalidTarget(`adlab issues tokens for ${resources.join(", ")}`);
          return { scope: OAUTH_SCOPE, audience: resource, accessTokenTTL: TTL.AccessToken, accessTokenFormat: "opaque" };
        },
      },
    },
    fetch: guardedFetch,
    findAccount,
    // Every authorization asks the person (a new connection each time): no grant is reused silently.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    interactions: { url: async (_ctx, interaction) => `${CONSENT_PATH}/${interaction.uid}` },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    renderError: renderOAuthError,
    ttl: TTL,
  };
}

// One provider per public origin: ADLAB_BASE_URL gives one; without it each host clients use gets its own
// (its metadata must name that host), a few at most.
const MAX_PROVIDERS = 8;
const state = globalThis as unknown as { __adlabOAuthProviders?: Map<string, Provider> };
const providers = (state.__adlabOAuthProviders ??= new Map<string, Provider>());

export function oauthProvider(origin: string): Provider {
  let provider = providers.get(origin);
  if (!provider) {
    provider = new Provider(origin, configuration(origin));
    provider.on("grant.revoked", (_ctx: unknown, grantId: string) => void markRevoked(grantId).catch(() => {}));
    provider.on("server_error", (_ctx: unknown, error: Error) => console.error(`[adlab] OAuth server error: ${error.stack ?? error.message}`));
    if (providers.size >= MAX_PROVIDERS) providers.delete(providers.keys().next().value!);
    providers.set(origin, provider);
  }
  return provider;
}
