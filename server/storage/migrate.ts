import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Storage } from "./types";

/**
 * Copies every file under `root` (DATA_DIR/files) into `target` under the same key, skipping keys the
 * target already holds, so an interrupted migration can simply be run again. Temp files of unfinished
 * local writes are left behind.
 */
export async function migrateFiles(root: string, target: Storage, log: (line: string) => void = () => {}) {
  let copied = 0;
  let skipped = 0;
  for (const key of await listKeys(root)) {
    if (await target.exists(key)) {
      skipped++;
      continue;
    }
    await target.put(key, createReadStream(path.join(root, key)));
    copied++;
    log(`copied ${key}`);
  }
  return { copied, skipped };
}

async function listKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}
