import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

/**
 * An assistant's side of the MCP authorization flow, held in memory: the MCP SDK's OAuthClientProvider,
 * which its `auth()` and the Streamable HTTP transport drive. `redirectToAuthorization` only records
 * the URL; the test plays the person's browser (sign-in, consent) and comes back with the code.
 */
export class MemoryOAuthClient implements OAuthClientProvider {
  saved?: OAuthClientInformationMixed;
  savedTokens?: OAuthTokens;
  verifier?: string;
  authorizationUrl?: URL;

  constructor(
    readonly redirectUrl: string,
    readonly clientMetadataUrl?: string,
    readonly name = "Test Assistant",
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }

  state() {
    return "state-from-the-assistant";
  }

  clientInformation() {
    return this.saved;
  }

  saveClientInformation(info: OAuthClientInformationMixed) {
    this.saved = info;
  }

  tokens() {
    return this.savedTokens;
  }

  saveTokens(tokens: OAuthTokens) {
    this.savedTokens = tokens;
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }

  codeVerifier() {
    if (!this.verifier) throw new Error("no code verifier saved");
    return this.verifier;
  }
}

/** The cookies a browser would keep, by name (paths are not modelled: every request sends them all). */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1).trim());
    }
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
