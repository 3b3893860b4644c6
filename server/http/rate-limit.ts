import type { Actor } from "../auth/actor";

/**
 * Per-key API rate limits. The accounts-and-access work fills this in (in-memory and Redis stores);
 * until then every request passes and no headers are added.
 */
export async function enforceRateLimit(_actor: Actor, _bucket: "default" | "upload"): Promise<Record<string, string>> {
  return {};
}
