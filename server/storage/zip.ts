import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A zip archive written as it is read (fflate): each entry is opened only when the reader has taken
 * everything before it, so an archive of many large files holds one file's chunk in memory at a time and
 * a client that stops reading stops the work. Already-compressed formats (png, jpg, mp4) are stored;
 * text (html) is deflated. Used by the batch archive and an ad's "download all sizes".
 */
export type ZipEntry = {
  /** The path inside the archive (`A1/square.png`); see `zipEntryName` for names from customer text. */
  name: string;
  /** The bytes, or null when the file is gone (the entry is then left out). */
  open: () => Promise<Readable | Buffer | null>;
};

const STORED = /\.(png|jpe?g|gif|webp|mp4|zip)$/i;

export function zipStream(entries: ZipEntry[], modified: Date = new Date()): Readable {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  async function* archive(): AsyncGenerator<Uint8Array> {
    for (const entry of entries) {
      const source = await entry.open();
      if (!source) continue;
      const file = STORED.test(entry.name) ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
      file.mtime = modified;
      zip.add(file);
      if (Buffer.isBuffer(source)) file.push(new Uint8Array(source), true);
      else {
        for await (const chunk of source) {
          file.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk), false);
          yield* drain();
        }
        file.push(new Uint8Array(0), true);
      }
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (chunks.length) yield chunks.shift()!;
  }
  return Readable.from(archive(), { objectMode: false });
}

/**
 * A path segment made from customer text (a feed's item_id): no separators, no dot-only names, no control
 * characters, at most 100 characters, so every entry extracts inside the archive's folder.
 */
export function zipEntryName(text: string): string {
  const safe = text
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_")
    .trim()
    .slice(0, 100);
  return !safe || /^\.+$/.test(safe) ? "_" : safe;
}
