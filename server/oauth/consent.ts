import { errors as oidcErrors } from "oidc-provider";
import type { Actor } from "../auth/actor";
import { actorFromSessionCookie } from "../auth/session";
import { readBodyText } from "../http/body";
import { clientIp, requestOrigin } from "../http/origin";
import { nodePair } from "./bridge";
import { recordConnection } from "./connections";
import { CONSENT_PATH, oauthProvider } from "./provider";
import { OAUTH_SCOPE } from "./resources";

/**
 * The consent step of an authorization (the /connect/<uid> page and its form). oidc-provider keeps the
 * request in an interaction whose id is in a signed cookie scoped to that page, so only the browser that
 * the assistant sent here can answer it; the answer is a grant (Allow) or `access_denied` (Deny).
 */

export const INTERACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ConsentRequest = {
  uid: string;
  clientId: string;
  clientName: string;
  /** Where the person goes back to: the host of the redirect URI the assistant registered. */
  redirectHost: string;
  redirectUri: string;
  /** The endpoints the assistant asked for (RFC 8707); the whole API when it named none. */
  resources: string[];
};

/** The request of interaction `uid` as this browser holds it, or null (expired, answered, another browser). */
async function interactionOf(uid: string, req: Request) {
  const origin = requestOrigin(req);
  const provider = oauthProvider(origin);
  const { req: nodeReq, res } = nodePair(req, origin, clientIp(req));
  try {
    const interaction = await provider.interactionDetails(nodeReq, res);
    if (interaction.uid !== uid) return null;
    return { provider, origin, interaction, nodeReq, res };
  } catch (error) {
    if (error instanceof oidcErrors.SessionNotFound) return null;
    throw error;
  }
}

type Found = NonNullable<Awaited<ReturnType<typeof interactionOf>>>;

/** What the consent page shows: which assistant, going back where, for which endpoints; null when gone. */
export async function consentRequest(uid: string, req: Request): Promise<ConsentRequest | null> {
  const found = await interactionOf(uid, req);
  return found && describe(uid, found);
}

async function describe(uid: string, { provider, origin, interaction }: Found): Promise<ConsentRequest | null> {
  const params = interaction.params as { client_id: string; redirect_uri: string; resource?: string | string[] };
  const client = await provider.Client.find(params.client_id);
  if (!client) return null;
  const redirectHost = new URL(params.redirect_uri).host;
  // A registered name is at most 100 characters (http.ts); a Client ID Metadata Document's is cut there too.
  const named = [...(client.clientName?.trim() ?? "")].slice(0, 100).join("");
  return {
    uid,
    clientId: client.clientId,
    // Without a name, a Client ID Metadata Document's client is known by its URL's host.
    clientName: named || (URL.canParse(client.clientId) ? new URL(client.clientId).host : redirectHost),
    redirectHost,
    redirectUri: params.redirect_uri,
    resources: params.resource ? [params.resource].flat() : [origin],
  };
}

/**
 * The person's answer. Allow: a grant of adlab's one scope on each requested endpoint, recorded as a
 * connection of the person's account; Deny: the assistant gets `access_denied`. Returns where the
 * browser goes next (the authorization endpoint, which sends it back to the assistant), or null when
 * the request is gone.
 */
export async function answerConsent(uid: string, req: Request, actor: Actor, allow: boolean): Promise<string | null> {
  const found = await interactionOf(uid, req);
  const request = found && (await describe(uid, found));
  if (!found || !request) return null;
  const { provider, interaction, nodeReq, res } = found;
  // Answered already (a double click, or Back and again): on its way back to the assistant, no second grant.
  if (interaction.result) return interaction.returnTo;
  if (!allow) {
    return provider.interactionResult(nodeReq, res, { error: "access_denied", error_description: "The person did not allow the connection." }, { mergeWithLastSubmission: false });
  }
  const grant = new provider.Grant({ accountId: actor.userId, clientId: request.clientId });
  grant.addOIDCScope(OAUTH_SCOPE);
  for (const resource of request.resources) grant.addResourceScope(resource, OAUTH_SCOPE);
  const grantId = await grant.save();
  await recordConnection(actor, { id: grantId, clientId: request.clientId, clientName: request.clientName, redirectUri: request.redirectUri, resources: request.resources });
  return provider.interactionResult(nodeReq, res, { login: { accountId: actor.userId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

/** The consent page's own address (the interaction cookie is scoped to it, and to what lies under it). */
export const consentPath = (uid: string) => `${CONSENT_PATH}/${uid}`;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
const refused = (status: number, text: string) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * POST /connect/<uid>/decide, the consent form: `decision=allow` or `deny`, from this site's page only
 * (the Origin must be ours; the session and interaction cookies are SameSite=Lax besides). Answers 303 to
 * the authorization endpoint, which sends the browser back to the assistant with a code or the refusal.
 */
export async function consentDecisionRoute(req: Request, uid: string): Promise<Response> {
  if (!INTERACTION_ID.test(uid)) return refused(404, "No such connection request.");
  const origin = requestOrigin(req);
  const sentFrom = req.headers.get("origin");
  if (sentFrom !== null && sentFrom !== origin) return refused(403, "The answer must come from adlab's own page.");
  const actor = await actorFromSessionCookie(req);
  if (!actor) return seeOther(`/signin?callbackUrl=${encodeURIComponent(consentPath(uid))}`);
  const decision = new URLSearchParams(await readBodyText(req, 4096).catch(() => "")).get("decision");
  if (decision !== "allow" && decision !== "deny") return refused(400, "Choose Allow or Deny.");
  const next = await answerConsent(uid, req, actor, decision === "allow");
  // Gone (expired, answered, another browser): the page says so.
  return seeOther(next ?? consentPath(uid));
}
