import path from "node:path";
import { config } from "../config";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage } from "./s3";
import type { Storage } from "./types";

export type { ByteRange, Storage } from "./types";

let instance: { signature: string; storage: Storage } | undefined;

/**
 * The configured storage: the S3 bucket when S3_BUCKET is set, else files under DATA_DIR/files
 * (re-resolved when the settings change, as in tests).
 */
export function storage(): Storage {
  const s3 = config.s3;
  const signature = s3 ? `s3:${JSON.stringify(s3)}` : `disk:${path.join(config.dataDir, "files")}`;
  if (instance?.signature !== signature) {
    instance = { signature, storage: s3 ? new S3Storage(s3) : new LocalDiskStorage(path.join(config.dataDir, "files")) };
  }
  return instance.storage;
}
