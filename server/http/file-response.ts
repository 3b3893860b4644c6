import { Readable } from "node:stream";
import { resolveRange, type ByteRange, type StoredObject } from "../storage/types";

/**
 * The one way adlab answers with a stored or rendered file (assets, ad files, music previews, style
 * previews, on REST and in the web app): every file response carries
 * - `X-Content-Type-Options: nosniff`: the browser keeps to the Content-Type we chose;
 * - `Content-Security-Policy: sandbox; ...`: a file opened directly (an HTML ad, an SVG) runs no script
 *   and has no access to adlab's origin; inline styles and data: images and fonts still render;
 * - an RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name.
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src data:; font-src data:; media-src 'self' data:; style-src 'unsafe-inline'";

const SAFETY_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": FILE_CSP };

export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export type FileFacts = { contentType: string; filename: string; size?: number; disposition?: "inline" | "attachment"; cacheControl?: string };
/** How a route wants a file served; the file itself says its type, name and size. */
type ServeOptions = Omit<FileFacts, "contentType" | "filename" | "size">;

function fileHeaders(file: FileFacts): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
    "Content-Disposition": contentDisposition(file.disposition ?? "inline", file.filename),
    ...SAFETY_HEADERS,
    "Cache-Control": file.cacheControl ?? "private, max-age=300",
  };
}

/** A whole file made in memory (a rendered preview). */
export function fileResponse(bytes: Uint8Array, file: Omit<FileFacts, "size">): Response {
  return new Response(new Uint8Array(bytes), { headers: fileHeaders({ ...file, size: bytes.length }) });
}

/** A zip archive written while it is sent: no length, downloaded as an attachment, kept by no cache. */
export function zipResponse({ stream, filename }: { stream: Readable; filename: string }): Response {
  const file = { contentType: "application/zip", filename, disposition: "attachment", cacheControl: "private, no-store" } as const;
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { headers: fileHeaders(file) });
}

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
export function storedFileResponse(file: StoredFile, options: ServeOptions = {}): Response {
  if (file.kind === "redirect") return new Response(null, { status: 302, headers: { Location: file.url, "Cache-Control": "no-store", ...SAFETY_HEADERS } });
  const headers = { ...fileHeaders({ ...options, contentType: file.contentType, filename: file.filename, size: file.size }), "Accept-Ranges": "bytes" };
  const body = Readable.toWeb(file.stream) as ReadableStream<Uint8Array>;
  if (file.range === "unsatisfiable") {
    file.stream.destroy();
    return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${file.size}`, ...SAFETY_HEADERS } });
  }
  if (!file.range) return new Response(body, { status: 200, headers });
  const { start, end } = file.range;
  return new Response(body, {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${file.size}`, "Content-Length": String(end - start + 1) },
  });
}

/**
 * A file held in memory, with byte ranges like a stored one: Safari's <audio> asks for ranges and will
 * not play a media file served without them.
 */
export function bytesFileResponse(req: Request, file: { bytes: Buffer; contentType: string; filename: string }, options: ServeOptions = {}): Response {
  const { bytes, contentType, filename } = file;
  const asked = requestedRange(req);
  const span = asked ? resolveRange(asked, bytes.length) : undefined;
  const part = span ? bytes.subarray(span.start, span.end + 1) : bytes;
  const stored: StoredFile = {
    kind: "file",
    stream: Readable.from([part]),
    size: bytes.length,
    range: asked ? (span ?? "unsatisfiable") : undefined,
    contentType,
    filename,
  };
  return storedFileResponse(stored, options);
}
