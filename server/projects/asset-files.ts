import type { Tx } from "../db/client";
import { storage } from "../storage";

/**
 * Stored files of the assets that a cascade is about to delete (a project's, for now). Database
 * cascades remove the rows but not the files, so callers read the keys first and remove them after.
 */
export async function assetStorageKeys(tx: Tx, where: { projectId: string }): Promise<string[]> {
  const rows = await tx.asset.findMany({ where, select: { storageKey: true } });
  return rows.map((r) => r.storageKey);
}

/** Best effort: a file left behind is harmless, a failed request after a committed delete is not. */
export async function removeStoredFiles(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage().delete(key).catch(() => {})));
}
