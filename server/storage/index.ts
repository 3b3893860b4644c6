import path from "node:path";
import { config } from "../config";
import { LocalDiskStorage } from "./local-disk";
import type { Storage } from "./types";

export type { Storage } from "./types";

let instance: { root: string; storage: Storage } | undefined;

/** The configured storage: files under DATA_DIR/files (re-resolved when DATA_DIR changes, as in tests). */
export function storage(): Storage {
  const root = path.join(config.dataDir, "files");
  if (instance?.root !== root) instance = { root, storage: new LocalDiskStorage(root) };
  return instance.storage;
}
