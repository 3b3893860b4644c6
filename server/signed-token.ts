import { createHmac, timingSafeEqual } from "node:crypto";
import { clock } from "./clock";
import { installationSecret } from "./secret";

/**
 * Signed, expiring tokens that carry their own claims (a link that works without adlab's API key): the
 * claims as base64url JSON, then an HMAC of them with a key derived from the installation's secret and a
 * purpose, so a token made for one purpose never passes for another.
 */

const mac = (purpose: string, payload: string) => createHmac("sha256", `${purpose}:${installationSecret()}`).update(payload).digest("base64url");

export function signToken<C extends object>(purpose: string, claims: C, ttlMs: number): { token: string; expiresAt: Date } {
  const e = clock().now() + ttlMs;
  const payload = Buffer.from(JSON.stringify({ ...claims, e })).toString("base64url");
  return { token: `${payload}.${mac(purpose, payload)}`, expiresAt: new Date(e) };
}

/** The claims of a token signed for `purpose` that has not expired; null otherwise. */
export function verifyToken<C extends object>(purpose: string, token: string): (C & { e: number }) | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as C & { e: number };
    return typeof claims.e === "number" && claims.e > clock().now() ? claims : null;
  } catch {
    return null;
  }
}
