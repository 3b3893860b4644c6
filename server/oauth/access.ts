import type { Actor } from "../auth/actor";
import { authenticateBearer, bearerCredential, hashApiKey, looksLikeApiKey } from "../auth/api-keys";
import { clock } from "../clock";
import { db } from "../db/client";
import { errors } from "../errors";
import { touchConnection } from "./connections";

/**
 * The caller of an endpoint that takes OAuth access tokens as well as API keys (/api/mcp, /api/adcp/mcp):
 * an API key is checked as everywhere else; any other bearer credential must be a live access token
 * issued for one of `accepted` (the endpoint's resource indicators). Such a token acts as a `generate`
 * API key of its account would: the same services, balance, rate limits (per connection) and isolation.
 * Tokens are looked up on every request (no cache), so a disconnected assistant is refused at once.
 */
export async function authenticateAgent(authorization: string | null, accepted: string[]): Promise<Actor> {
  const credential = bearerCredential(authorization);
  if (looksLikeApiKey(credential)) return authenticateBearer(authorization);
  return authenticateAccessToken(credential, accepted);
}

type AccessTokenPayload = { aud?: string | string[]; grantId?: string; accountId?: string };

async function authenticateAccessToken(token: string, accepted: string[]): Promise<Actor> {
  const prisma = await db();
  const row = await prisma.oAuthRecord.findUnique({ where: { model_id: { model: "AccessToken", id: hashApiKey(token) } } });
  if (!row || !row.expiresAt || row.expiresAt.getTime() <= clock().now()) throw errors.unauthorized("token");
  const payload = row.payload as AccessTokenPayload;
  const audiences = [payload.aud ?? []].flat();
  if (!audiences.some((audience) => accepted.includes(audience))) throw errors.unauthorized("audience");
  const connection = payload.grantId
    ? await prisma.oAuthConnection.findUnique({ where: { id: payload.grantId }, include: { user: { select: { email: true, emailVerified: true } } } })
    : null;
  if (!connection || connection.revokedAt || connection.userId !== payload.accountId) throw errors.unauthorized("token");
  if (!connection.user.emailVerified) throw errors.unauthorized("unconfirmed");
  void touchConnection(connection.id, connection.lastUsedAt);
  return {
    organizationId: connection.organizationId,
    userId: connection.userId,
    email: connection.user.email,
    apiKey: { id: connection.id, name: connection.clientName, scope: "generate" },
  };
}
