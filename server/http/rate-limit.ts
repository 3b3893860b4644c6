import type { Redis } from "ioredis";
import type { Actor } from "../auth/actor";
import { clock } from "../clock";
import { config } from "../config";
import { AppError } from "../errors";
import { clientIp } from "./origin";

/**
 * Rate limits: fixed windows counted in a store shared by every request of the process (memory,
 * the default) or of every instance (Redis, when REDIS_URL is set). Limits come from the environment,
 * read on each call, with generous API defaults (docs/accounts.md).
 */

export type Policy = { name: string; limit: number; windowSeconds: number };
export type Hit = { count: number; resetAt: number };

export interface RateLimitStore {
  /** Counts `cost` requests (default 1) against `key` and returns the window's count and when it resets (epoch ms). */
  hit(key: string, windowMs: number, cost?: number): Promise<Hit>;
  close?(): Promise<void>;
}

const limits = () => config.rateLimits;

export const policies = {
  /** Ordinary API requests, per API key (or signed-in user). */
  default: (): Policy => ({ name: "default", limit: limits().default, windowSeconds: limits().windowSeconds }),
  /** Asset uploads, per API key: lower than ordinary requests (spec 8). */
  upload: (): Policy => ({ name: "upload", limit: limits().upload, windowSeconds: limits().windowSeconds }),
  /** Asset uploads, per client IP, across keys. */
  uploadIp: (): Policy => ({ name: "upload-ip", limit: limits().uploadPerIp, windowSeconds: limits().windowSeconds }),
  /** Public signup, per client IP and per e-mail address: heavily limited (spec 4.1). */
  signupIp: (): Policy => ({ name: "signup-ip", limit: limits().signupPerIp, windowSeconds: limits().signupWindowSeconds }),
  signupEmail: (): Policy => ({ name: "signup-email", limit: limits().signupPerEmail, windowSeconds: limits().signupWindowSeconds }),
  /** Magic sign-in links, per e-mail address (over the limit the mail is silently not sent). */
  signinEmail: (): Policy => ({ name: "signin-email", limit: limits().signinPerEmail, windowSeconds: limits().signupWindowSeconds }),
  /** The OAuth endpoints (/api/oauth/*), per client IP; registering a client has its own hourly budget. */
  oauthIp: (): Policy => ({ name: "oauth-ip", limit: limits().oauthPerIp, windowSeconds: limits().windowSeconds }),
  oauthRegistrationIp: (): Policy => ({ name: "oauth-registration-ip", limit: limits().oauthRegistrationsPerIp, windowSeconds: 3600 }),
};

export class MemoryStore implements RateLimitStore {
  private windows = new Map<string, Hit>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, cost = 1): Promise<Hit> {
    const now = clock().now();
    if (now - this.lastSweep > 60_000) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      this.lastSweep = now;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += cost;
    return { ...window };
  }
}

// INCR and the expiry in one atomic step, so concurrent instances share one window per key.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], tonumber(ARGV[2] or '1'))
if count == tonumber(ARGV[2] or '1') then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export class RedisStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "adlab:rl:",
  ) {}

  static async connect(url: string, prefix?: string): Promise<RedisStore> {
    const { Redis } = await import("ioredis");
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    redis.on("error", () => {}); // reported per request by limit()
    await redis.connect();
    return new RedisStore(redis, prefix);
  }

  async hit(key: string, windowMs: number, cost = 1): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs), String(cost))) as [number, number];
    return { count, resetAt: clock().now() + ttl };
  }

  async close() {
    this.redis.disconnect();
  }
}

const state = globalThis as unknown as { __adlabRateLimitStore?: Promise<RateLimitStore> };

function store(): Promise<RateLimitStore> {
  const redisUrl = config.redisUrl;
  state.__adlabRateLimitStore ??= redisUrl
    ? RedisStore.connect(redisUrl).catch((error) => {
        state.__adlabRateLimitStore = undefined;
        throw error;
      })
    : Promise.resolve(new MemoryStore());
  return state.__adlabRateLimitStore;
}

/** Replaces the store (tests); `undefined` goes back to the environment's choice on next use. */
export async function setRateLimitStore(next: RateLimitStore | undefined) {
  const previous = state.__adlabRateLimitStore;
  state.__adlabRateLimitStore = next ? Promise.resolve(next) : undefined;
  if (previous) await (await previous.catch(() => undefined))?.close?.();
}

export type Decision = { allowed: boolean; policy: Policy; remaining: number; resetSeconds: number; resetAt: number };

let lastStoreError = 0;

/**
 * Counts one request of `subject` under `policy`. A store failure (Redis down) lets the request
 * through and is logged at most once a minute: a broken limiter must not take the API down.
 */
export async function limit(policy: Policy, subject: string, cost = 1): Promise<Decision | null> {
  let hit: Hit;
  try {
    hit = await (await store()).hit(`${policy.name}:${subject}`, policy.windowSeconds * 1000, cost);
  } catch (error) {
    if (clock().now() - lastStoreError > 60_000) {
      lastStoreError = clock().now();
      console.error(`[adlab] rate limit store unavailable, letting requests through: ${(error as Error).message}`);
    }
    return null;
  }
  const resetSeconds = Math.max(1, Math.ceil((hit.resetAt - clock().now()) / 1000));
  return { allowed: hit.count <= policy.limit, policy, remaining: Math.max(0, policy.limit - hit.count), resetSeconds, resetAt: hit.resetAt };
}

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers, structured form) and the widespread
 * X-RateLimit-* trio; X-RateLimit-Reset is the reset time in Unix epoch seconds, as GitHub sends it.
 */
export function rateLimitHeaders(d: Decision): Record<string, string> {
  return {
    "RateLimit-Policy": `"${d.policy.name}";q=${d.policy.limit};w=${d.policy.windowSeconds}`,
    RateLimit: `"${d.policy.name}";r=${d.remaining};t=${d.resetSeconds}`,
    "X-RateLimit-Limit": String(d.policy.limit),
    "X-RateLimit-Remaining": String(d.remaining),
    "X-RateLimit-Reset": String(Math.ceil(d.resetAt / 1000)),
  };
}

export function rateLimitedError(d: Decision): AppError {
  return new AppError("rate_limited", `Too many requests (limit ${d.policy.limit} per ${d.policy.windowSeconds} s). Retry in ${d.resetSeconds} s.`, undefined, {
    ...rateLimitHeaders(d),
    "Retry-After": String(d.resetSeconds),
  });
}

/** Counts against several policies; throws 429 for the first one exceeded, else returns the tightest one's headers. */
export async function enforce(checks: { policy: Policy; subject: string; cost?: number }[]): Promise<Record<string, string>> {
  const decisions = (await Promise.all(checks.map((c) => limit(c.policy, c.subject, c.cost)))).filter((d): d is Decision => d !== null);
  const exceeded = decisions.find((d) => !d.allowed);
  if (exceeded) throw rateLimitedError(exceeded);
  if (decisions.length === 0) return {};
  const tightest = decisions.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  return rateLimitHeaders(tightest);
}


/**
 * Per-key limit of every authenticated request on every front (REST, GraphQL, tRPC: one budget per key,
 * a tRPC batch counting each call as `cost`); uploads have their own, lower bucket (plus one per IP).
 * Without an actor (a public call) the client IP is the subject.
 */
export async function enforceRateLimit(actor: Actor | null, bucket: "default" | "upload", req?: Request, cost = 1): Promise<Record<string, string>> {
  const subject = !actor ? `ip:${req ? clientIp(req) : "unknown"}` : actor.apiKey ? `key:${actor.apiKey.id}` : `user:${actor.userId}`;
  if (bucket === "upload") {
    return enforce([
      { policy: policies.upload(), subject },
      ...(req ? [{ policy: policies.uploadIp(), subject: `ip:${clientIp(req)}` }] : []),
    ]);
  }
  return enforce([{ policy: policies.default(), subject, cost }]);
}
