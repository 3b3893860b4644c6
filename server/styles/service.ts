import { createHash } from "node:crypto";
import { STYLES } from "../../shared/styles";
import type { Style } from "./types";

/** The global style catalog (spec 2.6, 4.3); the same for every account. */
export async function listStyles(): Promise<{ styles: Style[] }> {
  return { styles: STYLES };
}

export const STYLES_CACHE_CONTROL = "public, max-age=3600";

/** The catalog's JSON and its strong ETag (a hash of exactly those bytes). */
export async function stylesDocument(): Promise<{ json: string; etag: string }> {
  const json = JSON.stringify(await listStyles());
  const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 32)}"`;
  return { json, etag };
}
