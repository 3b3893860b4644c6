import type { Actor } from "../auth/actor";
import { clock, clockDate } from "../clock";
import { db } from "../db/client";
import { errors } from "../errors";
import { hashApiKey } from "../auth/api-keys";

/**
 * Connected assistants: one row per consent a person gave (an oidc-provider grant, whose id it shares).
 * The account page lists them and disconnects them; the access-token check reads `revoked_at` and
 * writes `last_used_at`.
 */

export type ConnectionJson = {
  id: string;
  client_name: string;
  redirect_host: string;
  resources: string[];
  created_at: string;
  last_used_at: string | null;
};

/**
 * Records the consent the person just gave (before the code is issued, so the grant's tokens find it), and
 * keeps the registered client, which would otherwise be forgotten a week after registering (store.ts).
 */
export async function recordConnection(
  actor: Actor,
  grant: { id: string; clientId: string; clientName: string; redirectUri: string; resources: string[] },
): Promise<void> {
  const prisma = await db();
  await prisma.oAuthConnection.create({
    data: {
      id: grant.id,
      organizationId: actor.organizationId,
      userId: actor.userId,
      clientId: grant.clientId,
      clientName: grant.clientName,
      redirectHost: new URL(grant.redirectUri).host,
      resources: grant.resources,
    },
  });
  await prisma.oAuthRecord.updateMany({ where: { model: "Client", id: hashApiKey(grant.clientId) }, data: { expiresAt: null } });
}

/** The account's connected assistants, newest first (disconnected ones are not listed). */
export async function listConnections(actor: Actor): Promise<ConnectionJson[]> {
  const prisma = await db();
  const rows = await prisma.oAuthConnection.findMany({
    where: { organizationId: actor.organizationId, revokedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    client_name: row.clientName,
    redirect_host: row.redirectHost,
    resources: row.resources,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Disconnects an assistant: the connection is marked revoked and every code and token of its grant is
 * deleted in the same transaction, so its next call is refused. Another account's connection is a 404.
 */
export async function disconnect(actor: Actor, id: string): Promise<void> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.oAuthConnection.updateMany({
      where: { id, organizationId: actor.organizationId, revokedAt: null },
      data: { revokedAt: clockDate() },
    });
    if (count === 0) throw errors.notFound("Connected assistant");
    await tx.oAuthRecord.deleteMany({ where: { OR: [{ grantId: id }, { model: "Grant", id: hashApiKey(id) }] } });
  });
}

/** oidc-provider revoked a grant itself (a code or refresh token used twice): the connection is gone too. */
export async function markRevoked(grantId: string): Promise<void> {
  const prisma = await db();
  await prisma.oAuthConnection.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: clockDate() } });
}

// last_used_at is written at most once a minute per connection, as for API keys.
const LAST_USED_RESOLUTION_MS = 60_000;

/** Writes last_used_at when it is older than its resolution (a failed write is only logged). */
export async function touchConnection(id: string, lastUsedAt: Date | null): Promise<void> {
  if (lastUsedAt && clock().now() - lastUsedAt.getTime() <= LAST_USED_RESOLUTION_MS) return;
  await db()
    .then((prisma) => prisma.oAuthConnection.update({ where: { id }, data: { lastUsedAt: clockDate() } }))
    .catch((error) => console.warn(`[adlab] could not record the use of connection ${id}: ${(error as Error).message}`));
}
