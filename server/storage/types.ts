import type { Readable } from "node:stream";

/** Part of an object: `start`..`end` inclusive (end omitted: to the end), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export type StoredObject = {
  stream: Readable;
  /** The whole object's size in bytes, also when only a range is streamed. */
  size: number;
  /** The bytes the stream holds when a range was asked and can be served; "unsatisfiable" when it cannot. */
  range?: { start: number; end: number } | "unsatisfiable";
};

/** Where uploaded and rendered files live: local disk by default, an S3-compatible bucket with S3_BUCKET. */
export interface Storage {
  /** Writes the whole object; returns its size in bytes. Keys are `/`-separated, no `..`. */
  put(key: string, data: Buffer | Readable): Promise<number>;
  /** The object's bytes (or the asked range of them) as a stream with its size, or null when absent. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A short-lived URL the client may download from directly, or null when files are served by adlab. */
  downloadUrl(key: string, file: { contentType: string; filename: string }): Promise<string | null>;
}

/** Keys are checked the same way on every backend, so a key valid on disk is valid in a bucket and back. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.split("/").includes("..")) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** The inclusive byte span a range asks of an object of `size` bytes; null when it cannot be served (416). */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  const start = "suffix" in range ? Math.max(0, size - range.suffix) : range.start;
  const end = "suffix" in range ? size - 1 : Math.min(size - 1, range.end ?? size - 1);
  return start <= end && start < size ? { start, end } : null;
}
