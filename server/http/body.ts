import { errors } from "../errors";
import { closestKey, unknownFieldProblem } from "../../shared/validation";

/** Every JSON body on every front (REST, GraphQL, tRPC, the operator door) is at most 1 MB. */
export const MAX_JSON_BYTES = 1_000_000;
/** Nesting deeper than this is refused at the edge (deep JSON overflows recursive code downstream). */
export const MAX_JSON_DEPTH = 32;

const tooLarge = (max: number) => errors.tooLarge(`Request bodies here are limited to ${max} bytes.`);

/**
 * Reads a body as bytes, at most `max`: a declared Content-Length over it is refused before reading,
 * and a chunked body is cut off (stream cancelled) as soon as it passes it. Both are 413
 * `payload_too_large`, so an oversized body never reaches a parser.
 */
export async function readBodyBytes(req: Request, max: number): Promise<Buffer> {
  const declared = req.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > max) throw tooLarge(max);
  if (!req.body) return Buffer.alloc(0);
  let read: Awaited<ReturnType<typeof readUpTo>>;
  try {
    read = await readUpTo(req.body, max);
  } catch {
    throw errors.badRequest("invalid_body", "The request body could not be read.");
  }
  if (read.over) throw tooLarge(max);
  return read.bytes;
}

/**
 * A stream's bytes, read until it ends or passes `limit` (`over`: then it is cancelled and the bytes are
 * those of the chunks within the limit). A stream that fails while being read throws.
 */
export async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<{ bytes: Buffer; over: boolean }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks), over: false };
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return { bytes: Buffer.concat(chunks), over: true };
    }
    chunks.push(value);
  }
}

/** The body as UTF-8 text, at most `max` bytes; bytes that are not UTF-8 are a 400, not mojibake. */
export async function readBodyText(req: Request, max = MAX_JSON_BYTES): Promise<string> {
  const bytes = await readBodyBytes(req, max);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw errors.badRequest("invalid_body", "The request body is not valid UTF-8.");
  }
}

/** The deepest nesting of objects and arrays in JSON text (strings skipped), without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Parses JSON text from a client: malformed, too deep, or with NUL/lone surrogates is a 4xx. */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) throw errors.badRequest("invalid_json", "The request body is empty; send a JSON object.");
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw errors.badRequest("invalid_json", `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted.`);
  try {
    return JSON.parse(text);
  } catch {
    throw errors.badRequest("invalid_json", "The request body is not valid JSON.");
  }
}

/** Reads a JSON body; malformed or oversized input is a 4xx with the error body, never a 500. */
export async function readJson(req: Request): Promise<unknown> {
  return parseJsonText(await readBodyText(req, MAX_JSON_BYTES));
}

/**
 * A copy of the request whose body has been read within `max` bytes (413 beyond it), for handlers that
 * read the body themselves (tRPC, GraphQL Yoga, next-auth, Inngest).
 */
export async function withCappedBody(req: Request, max: number): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const bytes = await readBodyBytes(req, max);
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(req.url, { method: req.method, headers, body: new Uint8Array(bytes), signal: req.signal });
}

/** Reads `{ "<key>": { ... } }`, the spec's wrapping of create and update bodies, and returns the inner object. */
export async function readWrapped(req: Request, key: string): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw errors.validation([`body: must be a JSON object wrapping the fields under "${key}"`]);
  }
  // Keys beside the wrapper are refused like unknown fields inside it. Without the wrapper, the other keys
  // are most likely the fields sent unwrapped: only one close to the wrapper's name (`add`) is named.
  const others = Object.keys(body).filter((k) => k !== key);
  const inner = (body as Record<string, unknown>)[key];
  if (typeof inner !== "object" || inner === null || Array.isArray(inner)) {
    const misspelt = others.filter((k) => closestKey(k, [key]));
    throw errors.validation([`${key}: is required and must be an object`, ...misspelt.map((k) => unknownFieldProblem(k, [key]))]);
  }
  if (others.length) throw errors.validation(others.map((k) => unknownFieldProblem(k, [key])));
  return inner as Record<string, unknown>;
}
