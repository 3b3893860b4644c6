import { clock } from "../clock";
import { config } from "../config";
import type { Actor } from "./actor";

/**
 * Recently resolved API keys, by key hash, for `ADLAB_API_KEY_CACHE_MS` (default 5 s): the bearer lookup
 * is the one database read every API request makes, and on the embedded PGlite it halves the rate of
 * simple GETs. Revoking a key forgets it here at once, so it stops working immediately on the instance
 * that revoked it; other instances keep accepting it until their entry expires (at most the cache lifetime).
 */
type Entry = { actor: Actor; lastUsedAt: Date | null; expiresAt: number };

// On globalThis: Next.js bundles route handlers and server actions separately, each with its own copy of
// this module, and a revocation from the web app must reach the cache the API routes read.
const state = globalThis as unknown as { __adlabKeyCache?: Map<string, Entry> };
const entries = (state.__adlabKeyCache ??= new Map<string, Entry>());
/** Bounds memory under a flood of distinct valid keys; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

export function cachedKey(hash: string): Entry | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (entry.expiresAt > clock().now()) return entry;
  entries.delete(hash);
  return undefined;
}

export function rememberKey(hash: string, actor: Actor, lastUsedAt: Date | null): void {
  const ttl = config.apiKeyCacheMs;
  if (ttl <= 0) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(hash, { actor, lastUsedAt, expiresAt: clock().now() + ttl });
}

/** Called when a key is revoked in this process. */
export function forgetKey(keyId: string): void {
  for (const [hash, entry] of entries) if (entry.actor.apiKey?.id === keyId) entries.delete(hash);
}
