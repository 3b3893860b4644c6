import { availableParallelism } from "node:os";
import path from "node:path";

/** Everything adlab reads from the environment, in one place, with the embedded defaults. */
export const config = {
  get dataDir() {
    return path.resolve(process.env.DATA_DIR ?? "./data");
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get port() {
    return Number(process.env.PORT ?? 3000);
  },
  /** Public base URL used to build `url`, `poll_url`, `file_url` and mail links. */
  get baseUrl() {
    return (process.env.ADLAB_BASE_URL || `http://localhost:${this.port}`).replace(/\/$/, "");
  },
  /**
   * How customers of this installation get more tokens (ADLAB_TOKENS_HELP: the operator's contact or
   * instructions, plain text), shown on the account page; null when the operator wrote none.
   */
  get tokensHelp() {
    return process.env.ADLAB_TOKENS_HELP?.trim() || null;
  },
  get inngestConfigured() {
    return Boolean(process.env.INNGEST_EVENT_KEY || process.env.INNGEST_DEV);
  },
  /** Browser origins allowed to call the bearer API (ADLAB_CORS_ORIGINS: a comma list, or `*`); none by default. */
  get corsOrigins(): "*" | string[] {
    const raw = (process.env.ADLAB_CORS_ORIGINS ?? "").trim();
    if (raw === "*") return "*";
    return raw.split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean);
  },
  /**
   * The S3-compatible bucket for uploaded and rendered files (S3_BUCKET; AWS S3, Cloudflare R2, MinIO), or
   * null to keep them under DATA_DIR/files. S3_ENDPOINT for anything but AWS, S3_FORCE_PATH_STYLE=1 for
   * servers without bucket subdomains (MinIO, s3rver), S3_PRESIGN=1 to send downloads to a presigned URL.
   * Without AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY the SDK's own chain (instance roles, profiles) applies.
   */
  get s3(): S3Settings | null {
    const bucket = process.env.S3_BUCKET?.trim();
    if (!bucket) return null;
    const flag = (value: string | undefined) => value === "1" || value === "true";
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    return {
      bucket,
      endpoint: process.env.S3_ENDPOINT || undefined,
      region: process.env.S3_REGION || "us-east-1",
      forcePathStyle: flag(process.env.S3_FORCE_PATH_STYLE),
      presign: flag(process.env.S3_PRESIGN),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Parts of a multipart upload: 5 MiB is the smallest S3 accepts.
      partSize: Math.max(5 * 1024 * 1024, Number(process.env.S3_PART_SIZE ?? 0)),
    };
  },
  /** Jobs one account may have running at once on the embedded runner, and per Inngest function (fair queues). */
  get accountConcurrency() {
    return Math.max(1, Number(process.env.ADLAB_ACCOUNT_CONCURRENCY ?? 2));
  },
  /** ADLAB_RUN_JOBS=0: this API instance runs no jobs (render workers run them: `adlab worker`). */
  get runJobs() {
    return process.env.ADLAB_RUN_JOBS !== "0";
  },
  /**
   * Jobs (renders) one process runs at once (ADLAB_RENDER_CONCURRENCY; ADLAB_JOB_CONCURRENCY is its old
   * name), default the number of cores. On PostgreSQL each runs in its own child process (the render pool).
   */
  get renderConcurrency() {
    const raw = process.env.ADLAB_RENDER_CONCURRENCY ?? process.env.ADLAB_JOB_CONCURRENCY;
    return Math.max(1, Number(raw ?? availableParallelism()) || 1);
  },
  /** The port of `adlab worker`'s health answer (GET /health); none when unset. */
  get workerHealthPort() {
    return Number(process.env.ADLAB_WORKER_HEALTH_PORT ?? 0) || null;
  },
  /**
   * How long a resolved API key is reused without a database read (ADLAB_API_KEY_CACHE_MS, default 5000;
   * 0 under vitest, whose tests change keys in the database directly). A revoked key stops at once on the
   * instance that revoked it, and within this time on the others.
   */
  get apiKeyCacheMs() {
    return Number(process.env.ADLAB_API_KEY_CACHE_MS ?? (process.env.NODE_ENV === "test" ? 0 : 5000));
  },
  /** One log line per API request (method, path, status, time, request id); off with ADLAB_LOG_REQUESTS=0 and under vitest. */
  get logRequests() {
    return process.env.ADLAB_LOG_REQUESTS ? process.env.ADLAB_LOG_REQUESTS !== "0" : process.env.NODE_ENV !== "test";
  },
};

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  presign: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  partSize: number;
};

/** Token cost per variant of each deliverable type (spec 2.1). Overridable per deployment. */
export const outputOptions = [
  {
    id: "image",
    label: "Still ad",
    description: "A still image ad rendered as PNG (JPEG on request) for each placement.",
    token_cost: Number(process.env.ADLAB_IMAGE_TOKEN_COST ?? 25),
    cost_basis: "per_variant",
  },
  {
    id: "video",
    label: "Video ad",
    description: "An H.264 MP4 video ad with motion and a soundtrack for each placement: 6 seconds, or 5 to 15 with duration_seconds, at the same price.",
    token_cost: Number(process.env.ADLAB_VIDEO_TOKEN_COST ?? 163),
    cost_basis: "per_variant",
  },
] as const;

export type OutputId = (typeof outputOptions)[number]["id"];

export function tokenCostOf(output: OutputId): number {
  return outputOptions.find((o) => o.id === output)!.token_cost;
}
