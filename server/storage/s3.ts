import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable, Transform } from "node:stream";
import type { S3Settings } from "../config";
import { contentDisposition } from "../http/file-response";
import { checkKey, resolveRange, type ByteRange, type Storage, type StoredObject } from "./types";

/** Presigned download links live this long: enough to start a download, short enough not to be shared around. */
const PRESIGN_SECONDS = 300;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
const isBadRange = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "InvalidRange" || error.$metadata.httpStatusCode === 416);

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, s3rver). Writes go through lib-storage's
 * Upload, which streams the body in parts (a multipart upload above one part), so a bucket object only
 * appears once complete: readers never see half a file, as on disk.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
  }

  async put(key: string, data: Buffer | Readable): Promise<number> {
    let size = 0;
    const counted = Buffer.isBuffer(data)
      ? data
      : data.pipe(
          new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              size += chunk.length;
              callback(null, chunk);
            },
          }),
        );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: checkKey(key), Body: counted },
      partSize: this.settings.partSize,
      queueSize: 2,
    });
    await upload.done();
    return Buffer.isBuffer(data) ? data.length : size;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    let header: string | undefined;
    if (range && "suffix" in range) {
      // Not every S3 server reads `bytes=-n` right (s3rver answers from the start): ask for absolute bytes.
      const size = await this.head(key);
      if (size === null) return null;
      const span = resolveRange(range, size);
      if (!span) return { stream: Readable.from([]), size, range: "unsatisfiable" };
      header = `bytes=${span.start}-${span.end}`;
    } else if (range) header = `bytes=${range.start}-${range.end ?? ""}`;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key), Range: header }));
      const stream = out.Body as Readable;
      // A ranged answer names the whole size after the slash: "bytes 0-99/12345".
      const span = out.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      if (range && span) return { stream, size: Number(span[3]), range: { start: Number(span[1]), end: Number(span[2]) } };
      const size = Number(out.ContentLength ?? 0);
      // Some servers ignore a range that covers the whole object and answer 200 with everything.
      return range ? { stream, size, range: { start: 0, end: size - 1 } } : { stream, size };
    } catch (error) {
      if (isMissing(error)) return null;
      if (!isBadRange(error)) throw error;
      const head = await this.head(key);
      return head === null ? null : { stream: Readable.from([]), size: head, range: "unsatisfiable" };
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async downloadUrl(key: string, file: { contentType: string; filename: string }): Promise<string | null> {
    if (!this.settings.presign) return null;
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: checkKey(key),
      ResponseContentType: file.contentType,
      ResponseContentDisposition: contentDisposition("inline", file.filename),
    });
    return getSignedUrl(this.client, command, { expiresIn: PRESIGN_SECONDS });
  }

  /** The object's size, or null when it does not exist. */
  private async head(key: string): Promise<number | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
      return Number(out.ContentLength ?? 0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
