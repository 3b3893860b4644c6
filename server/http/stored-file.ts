import { Readable } from "node:stream";
import type { ByteRange, StoredObject } from "../storage";
import { fileHeaders, type FileFacts } from "./file-response";

/** A stored file to answer with, or the presigned bucket URL to send the client to (S3_PRESIGN=1). */
export type StoredFile = ({ kind: "file" } & StoredObject & { contentType: string; filename: string }) | { kind: "redirect"; url: string };

/** The one range form adlab serves, `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else gets the whole file. */
export function requestedRange(req: Request): ByteRange | undefined {
  const match = req.headers.get("range")?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { suffix: Number(match[2]) };
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

/** 200 with the whole stream, 206 with the asked range, 416 when it is outside the file, 302 to a presigned URL. */
export function storedFileResponse(file: StoredFile, facts: Omit<FileFacts, "contentType" | "filename" | "size"> = {}): Response {
  if (file.kind === "redirect") return new Response(null, { status: 302, headers: { Location: file.url, "Cache-Control": "no-store" } });
  const headers = { ...fileHeaders({ ...facts, contentType: file.contentType, filename: file.filename, size: file.size }), "Accept-Ranges": "bytes" };
  const body = Readable.toWeb(file.stream) as ReadableStream<Uint8Array>;
  if (file.range === "unsatisfiable") {
    file.stream.destroy();
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${file.size}` } });
  }
  if (!file.range) return new Response(body, { status: 200, headers });
  const { start, end } = file.range;
  return new Response(body, {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${file.size}`, "Content-Length": String(end - start + 1) },
  });
}
