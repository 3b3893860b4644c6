import type { Tx } from "./db/client";

/** `[{key, value}]` rows as the spec's `{ key: value }` object, keys sorted for stable output. */
export function identifierMap(rows: { key: string; value: string }[]): Record<string, string> {
  return Object.fromEntries([...rows].sort((a, b) => a.key.localeCompare(b.key)).map((r) => [r.key, r.value]));
}

/**
 * Replaces the identifiers of a project or an ad with `map` (PATCH semantics: the object given is the
 * whole set; an empty object clears it).
 */
export async function replaceIdentifiers(
  tx: Tx,
  owner: { organizationId: string; projectId?: string; adId?: string },
  map: Record<string, string>,
): Promise<void> {
  const where = owner.adId ? { adId: owner.adId } : { projectId: owner.projectId };
  await tx.externalIdentifier.deleteMany({ where });
  const entries = Object.entries(map);
  if (entries.length) {
    await tx.externalIdentifier.createMany({
      data: entries.map(([key, value]) => ({ organizationId: owner.organizationId, ...where, key, value })),
    });
  }
}
