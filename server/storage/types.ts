import type { Readable } from "node:stream";

/** Where uploaded and rendered files live. Local disk by default; an S3 implementation can fill it later. */
export interface Storage {
  /** Writes the whole object; returns its size in bytes. Keys are `/`-separated, no `..`. */
  put(key: string, data: Buffer | Readable): Promise<number>;
  /** The object's bytes as a stream with its size, or null when absent. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
