import busboy from "busboy";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AppError, errors } from "../errors";
import { MAX_ASSET_BYTES, type AssetUpload } from "./schema";

/** Room for the multipart framing and the text fields around the file. */
const MAX_FORM_OVERHEAD_BYTES = 256 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_ASSET_BYTES + MAX_FORM_OVERHEAD_BYTES;

const tooLarge = () => errors.tooLarge(`Uploaded assets are limited to 10 MB (${MAX_ASSET_BYTES} bytes).`);
const notMultipart = () => errors.validation(["body: must be multipart/form-data with the image in the asset[file] part"]);
const FIELD_RE = /^asset\[([a-z_]+)\](?:\[([^\]]{1,100})\])?$/;
const TEXT_FIELDS = ["asset_type", "description", "metadata", "license_metadata"];

function parserFor(contentType: string): busboy.Busboy {
  try {
    return busboy({
      headers: { "content-type": contentType },
      // Browsers send filenames as raw UTF-8 bytes: read them as UTF-8, not latin1.
      defParamCharset: "utf8",
      // busboy flags `limit` on reaching fileSize exactly; one more byte means "over 10 MB".
      limits: { fileSize: MAX_ASSET_BYTES + 1, fields: 100, fieldSize: 64 * 1024, fieldNameSize: 200, parts: 120 },
    });
  } catch {
    throw notMultipart(); // no boundary, or a content type busboy does not read
  }
}

/** One text part of the form into `fields` (`asset[key]` or `asset[key][sub]`), or the problem it has. */
function textField(fields: Record<string, unknown>, problems: string[], name: string, value: string, truncated: boolean) {
  if (name === "asset[file]") {
    problems.push("asset.file: must be a file part (with a filename), not a text field");
    return;
  }
  const match = FIELD_RE.exec(name);
  // A text field outside asset[...] is refused like an unknown JSON key: `asset_type` alone would be lost.
  if (!match) {
    // `metadata[k]` -> `asset[metadata][k]`, `asset_type` -> `asset[asset_type]`.
    const wrapped = name.includes("[") ? `asset[${name.replace("[", "][")}` : `asset[${name}]`;
    const hint = TEXT_FIELDS.includes(name.replace(/\[.*$/, "")) ? `did you mean ${wrapped}?` : `the text fields are ${TEXT_FIELDS.map((f) => `asset[${f}]`).join(", ")}`;
    problems.push(`${name}: unknown field; ${hint}`);
    return;
  }
  const [, key, sub] = match;
  const path = sub === undefined ? `asset.${key}` : `asset.${key}.${sub}`;
  if (truncated) {
    problems.push(`${path}: is too long (at most 65536 bytes)`);
    return;
  }
  if (sub === undefined) fields[key] = value;
  else {
    const map = (fields[key] ??= {}) as Record<string, unknown>;
    if (typeof map === "object" && map) map[sub] = value;
    else problems.push(`asset.${key}: cannot be both a value and a map`);
  }
}

/**
 * Reads `multipart/form-data` as a stream (busboy over `Readable.fromWeb(req.body)`): a declared
 * Content-Length over the limit is refused before reading, and the stream is aborted as soon as the
 * body or the file passes it (413 `payload_too_large`). Only the one file is kept in memory.
 */
export async function readAssetUpload(req: Request): Promise<AssetUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
  if (!req.body) throw notMultipart();

  const parser = parserFor(contentType);
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const source = Readable.fromWeb(req.body as unknown as WebReadableStream<Uint8Array>);
  const cleaned = boundary ? source.pipe(withoutHeaderControls(boundary[1] ?? boundary[2])) : source;

  return new Promise<AssetUpload>((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    const problems: string[] = [];
    let file: AssetUpload["file"];
    let fileCount = 0;
    let received = 0;
    let settled = false;

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      cleaned.unpipe(parser);
      source.destroy();
      // Not from inside busboy's own callbacks: it is still using its state when 'limit' fires.
      setImmediate(() => parser.destroy());
      reject(error);
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_UPLOAD_BODY_BYTES) fail(tooLarge());
    });
    source.on("error", () => fail(errors.badRequest("invalid_body", "The request body could not be read.")));

    parser.on("file", (name, stream, info) => {
      stream.on("error", () => {}); // a destroyed parser ends its open file stream with an error
      if (name !== "asset[file]") {
        problems.push(`${name}: unexpected file part; send the image in asset[file]`);
        stream.resume();
        return;
      }
      fileCount += 1;
      if (fileCount > 1) {
        problems.push("asset.file: exactly one file is allowed per upload");
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
      stream.on("end", () => {
        if (!stream.truncated) file = { bytes: Buffer.concat(chunks), filename: info.filename };
      });
    });

    parser.on("field", (name, value, info) => textField(fields, problems, name, value, info.valueTruncated));
    parser.on("fieldsLimit", () => problems.push("body: too many fields (at most 100)"));
    parser.on("partsLimit", () => problems.push("body: too many parts (at most 120)"));
    parser.on("error", () => fail(errors.validation(["body: is not a well-formed multipart/form-data body"])));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file, problems });
    });

    cleaned.pipe(parser);
  });
}

const isHeaderByte = (b: number) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b !== 0x7f);

/**
 * Drops control characters from the part headers of a multipart body as it streams (busboy refuses a
 * header with one, which would fail the whole upload over a filename): after each `--boundary` line,
 * up to the blank line. UTF-8 never uses those bytes inside a character, so names stay intact. A tail
 * that could be the start of a delimiter or of the blank line is carried to the next chunk.
 */
function withoutHeaderControls(boundary: string): Transform {
  const delimiter = Buffer.from(`--${boundary}`);
  let inHeaders = false;
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const out: Buffer[] = [];
      let i = 0;
      while (i < data.length) {
        if (!inHeaders) {
          const at = data.indexOf(delimiter, i);
          const stop = at < 0 ? Math.max(i, data.length - delimiter.length + 1) : at + delimiter.length;
          out.push(data.subarray(i, stop));
          i = stop;
          if (at < 0) break;
          inHeaders = true;
        } else {
          const at = data.indexOf("\r\n\r\n", i);
          const stop = at < 0 ? Math.max(i, data.length - 3) : at + 4;
          out.push(Buffer.from(data.subarray(i, stop).filter(isHeaderByte)));
          i = stop;
          if (at < 0) break;
          inHeaders = false;
        }
      }
      carry = Buffer.from(data.subarray(i));
      done(null, Buffer.concat(out));
    },
    flush(done) {
      done(null, carry);
    },
  });
}
