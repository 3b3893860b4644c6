import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import { checkKey, resolveRange, type ByteRange, type Storage, type StoredObject } from "./types";

/** Files under one root folder; writes go to a temp name first so readers never see half a file. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, data: Buffer | Readable): Promise<number> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp, { mode: 0o600 }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.resolve(key);
    const size = await stat(file).then((s) => s.size, () => null);
    if (size === null) return null;
    if (!range) return { stream: createReadStream(file), size };
    const span = resolveRange(range, size);
    if (!span) return { stream: Readable.from([]), size, range: "unsatisfiable" };
    return { stream: createReadStream(file, span), size, range: span };
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.resolve(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  /** Files on disk are served by adlab itself. */
  async downloadUrl(): Promise<string | null> {
    return null;
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.resolve(key)).then(
      () => true,
      () => false,
    );
  }
}
