import { createHash } from "node:crypto";
import { STYLES } from "./catalog";
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

/** RFC 9110 If-None-Match: `*` or a list of (possibly weak) entity tags, compared weakly. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
