import { createHmac, timingSafeEqual } from "node:crypto";
import { clock } from "../clock";
import { config } from "../config";
import { installationSecret } from "../secret";

/**
 * The signed, public preview links of the AdCP agent (`/api/adcp/preview/<token>`): a buyer's reviewer opens
 * them without adlab's API key, so the link itself carries which ad file it shows and until when, signed
 * with a key derived from AUTH_SECRET (or a random secret kept in DATA_DIR, as sign-in does).
 */
const PREVIEW_TTL_MS = 7 * 24 * 3600 * 1000;

type PreviewClaims = {
  /** organization, project and ad of the file */
  o: string;
  p: string;
  a: string;
  /** placement shown */
  pl: string;
  /** expiry, epoch ms */
  e: number;
  /** the buyer's tracker URLs shown as pixels, and the catalog SKUs that fill their {SKU} macro */
  t?: Record<string, string>;
  s?: string[];
};

const mac = (payload: string) => createHmac("sha256", `adcp-preview:${installationSecret()}`).update(payload).digest("base64url");

export function signPreview(claims: Omit<PreviewClaims, "e">, ttlMs = PREVIEW_TTL_MS): { token: string; expiresAt: Date } {
  const e = clock().now() + ttlMs;
  const payload = Buffer.from(JSON.stringify({ ...claims, e })).toString("base64url");
  return { token: `${payload}.${mac(payload)}`, expiresAt: new Date(e) };
}

/** The claims of a token this server signed and that has not expired; null otherwise. */
export function verifyPreview(token: string): PreviewClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as PreviewClaims;
    return typeof claims.e === "number" && claims.e > clock().now() ? claims : null;
  } catch {
    return null;
  }
}

export const previewUrl = (token: string) => `${config.baseUrl.replace(/\/$/, "")}/api/adcp/preview/${token}`;
