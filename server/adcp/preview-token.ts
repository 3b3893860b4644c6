import { config } from "../config";
import { signToken, verifyToken } from "../signed-token";

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

export function signPreview(claims: Omit<PreviewClaims, "e">, ttlMs = PREVIEW_TTL_MS): { token: string; expiresAt: Date } {
  return signToken("adcp-preview", claims, ttlMs);
}

/** The claims of a token this server signed and that has not expired; null otherwise. */
export function verifyPreview(token: string): PreviewClaims | null {
  return verifyToken<PreviewClaims>("adcp-preview", token);
}

export const previewUrl = (token: string) => `${config.baseUrl.replace(/\/$/, "")}/api/adcp/preview/${token}`;
