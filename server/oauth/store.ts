import { errors, type Adapter, type AdapterPayload } from "oidc-provider";
import { hashApiKey } from "../auth/api-keys";
import { clock, clockDate } from "../clock";
import { db } from "../db/client";

/**
 * oidc-provider's storage (its `adapter`) in adlab's database, one `oauth_records` row per artifact:
 * clients, interactions, sessions, grants, authorization codes, access and refresh tokens. Every id is
 * stored as its SHA-256 (as API keys are), and a code's or token's payload without its own value (the
 * library keeps it as `jti`; it comes back from the id it is looked up by), so a leaked table holds no
 * usable code or token. Expiry is read on adlab's clock, so a test moves time instead of waiting.
 */

/** The artifacts whose id is a bearer secret: looked up by their value only, never by another key. */
const SECRET_VALUED = new Set(["AccessToken", "RefreshToken", "AuthorizationCode", "ClientCredentials", "DeviceCode", "BackchannelAuthenticationRequest", "RegistrationAccessToken", "InitialAccessToken"]);

// A client that registered itself and never got a person's consent is forgotten after a week (dynamic
// registration is open to anyone); connecting keeps it (recordConnection).
const UNCONNECTED_CLIENT_SECONDS = 7 * 24 * 3600;
// Expired rows are swept at most this often, by whichever write comes first.
const SWEEP_EVERY_MS = 3600_000;
const state = globalThis as unknown as { __adlabOAuthSweptAt?: number };

const hashed = (id: string) => hashApiKey(id);

async function sweepExpired(): Promise<void> {
  const now = clock().now();
  if (state.__adlabOAuthSweptAt && now - state.__adlabOAuthSweptAt < SWEEP_EVERY_MS) return;
  state.__adlabOAuthSweptAt = now;
  const prisma = await db();
  await prisma.oAuthRecord.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
}

export class OAuthStore implements Adapter {
  constructor(private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const seconds = expiresIn ?? (this.model === "Client" ? UNCONNECTED_CLIENT_SECONDS : undefined);
    const expiresAt = seconds ? new Date(clock().now() + seconds * 1000) : null;
    const { jti: _value, ...withoutValue } = payload;
    const row = {
      payload: (SECRET_VALUED.has(this.model) ? withoutValue : payload) as object,
      grantId: typeof payload.grantId === "string" ? payload.grantId : null,
      uid: typeof payload.uid === "string" ? payload.uid : null,
      expiresAt,
    };
    const prisma = await db();
    const key = { model: this.model, id: hashed(id) };
    await prisma.oAuthRecord.upsert({ where: { model_id: key }, create: { ...key, ...row }, update: row });
    await sweepExpired().catch((error) => console.warn(`[adlab] could not sweep expired OAuth records: ${(error as Error).message}`));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const prisma = await db();
    const row = await prisma.oAuthRecord.findUnique({ where: { model_id: { model: this.model, id: hashed(id) } } });
    const payload = live(row);
    return payload && SECRET_VALUED.has(this.model) ? { ...payload, jti: id } : payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const prisma = await db();
    return live(await prisma.oAuthRecord.findFirst({ where: { model: this.model, uid } }));
  }

  async findByUserCode(): Promise<undefined> {
    // The device flow is off: no user codes exist.
    return undefined;
  }

  /**
   * Marks a code or refresh token used. Conditional, so of two requests racing with one code only one
   * gets tokens: the other's consume finds it taken and the token request fails with invalid_grant.
   */
  async consume(id: string): Promise<void> {
    const prisma = await db();
    const row = await prisma.oAuthRecord.findUnique({ where: { model_id: { model: this.model, id: hashed(id) } } });
    if (!row) return;
    const consumed = Math.floor(clock().now() / 1000);
    const { count } = await prisma.oAuthRecord.updateMany({
      where: { model: this.model, id: row.id, consumedAt: null },
      data: { consumedAt: clockDate(), payload: { ...(row.payload as object), consumed } },
    });
    if (count === 0) throw new errors.InvalidGrant("the authorization code or refresh token was already used");
  }

  async destroy(id: string): Promise<void> {
    const prisma = await db();
    await prisma.oAuthRecord.deleteMany({ where: { model: this.model, id: hashed(id) } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const prisma = await db();
    await prisma.oAuthRecord.deleteMany({ where: { model: this.model, grantId } });
  }
}

function live(row: { payload: unknown; expiresAt: Date | null } | null): AdapterPayload | undefined {
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= clock().now())) return undefined;
  return row.payload as AdapterPayload;
}
