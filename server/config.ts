import { availableParallelism } from "node:os";
import path from "node:path";
import type { z } from "zod";
import { VARIABLES } from "./config-variables";

/**
 * Everything adlab reads from the environment, in one place (docs/production.md lists the variables).
 * Each variable has a schema (server/config-variables.ts); unset or empty means its default. checkConfig()
 * validates them all when a process starts and stops it with a message naming each bad variable. Values
 * are read when used, not copied at start, so a test (or the CLI) that sets a variable sees it take effect.
 */

type Variable = keyof typeof VARIABLES;
type ValueOf<V extends Variable> = z.output<(typeof VARIABLES)[V]>;

function parse<V extends Variable>(name: V): { ok: true; value: ValueOf<V> | undefined } | { ok: false; problem: string } {
  const raw = process.env[name]?.trim();
  if (!raw) return { ok: true, value: undefined };
  const parsed = VARIABLES[name].safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data as ValueOf<V> } : { ok: false, problem: `${name}=${raw}: ${parsed.error.issues[0].message}` };
}

/** A variable's validated value; undefined when it is unset or empty. */
function env<V extends Variable>(name: V): ValueOf<V> | undefined {
  const result = parse(name);
  if (!result.ok) throw new Error(`Invalid configuration: ${result.problem}`);
  return result.value;
}

/** Validates every variable once, at start: throws one message that names each invalid one. */
export function checkConfig(): void {
  const problems = (Object.keys(VARIABLES) as Variable[]).flatMap((name) => {
    const result = parse(name);
    return result.ok ? [] : [result.problem];
  });
  if (problems.length) throw new Error(`Invalid configuration (see docs/production.md):\n  ${problems.join("\n  ")}`);
}

const list = (value: string | undefined) => (value ?? "").split(",").map((item) => item.trim()).filter(Boolean);
const testing = () => process.env.NODE_ENV === "test";

/** Settings read as a group: each one's numeric variable and its default when the variable is unset or empty. */
type NumberVariable = { [V in Variable]: ValueOf<V> extends number ? V : never }[Variable];
type NumberTable = Record<string, readonly [variable: NumberVariable, fallback: number]>;

function numbers<T extends NumberTable>(table: T): { [K in keyof T]: number } {
  const entries = Object.entries(table).map(([key, [variable, fallback]]) => [key, env(variable) ?? fallback]);
  return Object.fromEntries(entries) as { [K in keyof T]: number };
}

const RATE_LIMITS = {
  windowSeconds: ["ADLAB_RATE_LIMIT_WINDOW_SECONDS", 60],
  default: ["ADLAB_RATE_LIMIT", 600],
  upload: ["ADLAB_UPLOAD_RATE_LIMIT", 60],
  uploadPerIp: ["ADLAB_UPLOAD_RATE_LIMIT_PER_IP", 120],
  signupWindowSeconds: ["ADLAB_SIGNUP_LIMIT_WINDOW_SECONDS", 3600],
  signupPerIp: ["ADLAB_SIGNUP_LIMIT_PER_IP", 10],
  signupPerEmail: ["ADLAB_SIGNUP_LIMIT_PER_EMAIL", 3],
  signinPerEmail: ["ADLAB_SIGNIN_LIMIT_PER_EMAIL", 5],
  oauthPerIp: ["ADLAB_OAUTH_RATE_LIMIT_PER_IP", 120],
  oauthRegistrationsPerIp: ["ADLAB_OAUTH_REGISTRATIONS_PER_IP", 20],
} as const satisfies NumberTable;

const JOB_TIMINGS = {
  maxAttempts: ["ADLAB_JOB_MAX_ATTEMPTS", 4],
  staleAfterSeconds: ["ADLAB_JOB_STALE_SECONDS", 90],
  backoffMs: ["ADLAB_JOB_BACKOFF_MS", 1000],
  pollMs: ["ADLAB_JOB_POLL_MS", 1000],
} as const satisfies NumberTable;

export const config = {
  /** The checkout's root (the CLI sets ADLAB_ROOT; the server runs from it). */
  get root() {
    // The server runs from the checkout, never from a traced standalone output: no file tracing here.
    return path.resolve(/*turbopackIgnore: true*/ env("ADLAB_ROOT") ?? process.cwd());
  },
  get dataDir() {
    return path.resolve(/*turbopackIgnore: true*/ env("DATA_DIR") ?? "./data");
  },
  get databaseUrl() {
    return env("DATABASE_URL");
  },
  /** How long a process waits for another that holds the embedded database to let go of it (ADLAB_DATA_DIR_LOCK_WAIT_MS). */
  get dataDirLockWaitMs() {
    return env("ADLAB_DATA_DIR_LOCK_WAIT_MS") ?? 15_000;
  },
  get port() {
    return env("PORT") ?? 3000;
  },
  /** The public base URL the operator set (ADLAB_BASE_URL), or null to follow the Host of each request. */
  get publicBaseUrl() {
    return env("ADLAB_BASE_URL")?.replace(/\/$/, "") ?? null;
  },
  /** Public base URL used to build `url`, `poll_url`, `file_url` and mail links. */
  get baseUrl() {
    return this.publicBaseUrl ?? `http://localhost:${this.port}`;
  },
  /** `adlab mcp`: the API key its tools act with (ADLAB_API_KEY), and the server it serves them from (ADLAB_URL, default the base URL). */
  get mcpClient() {
    return { apiKey: env("ADLAB_API_KEY") ?? null, url: (env("ADLAB_URL") ?? this.baseUrl).replace(/\/$/, "") };
  },
  /** The largest file or zip an MCP resource read sends as bytes (ADLAB_MCP_MAX_BLOB_BYTES, default 20 MB); above it, a signed link. */
  get mcpMaxBlobBytes() {
    return env("ADLAB_MCP_MAX_BLOB_BYTES") ?? 20 * 1024 * 1024;
  },
  /** How customers get more tokens (ADLAB_TOKENS_HELP, plain text) for the account page; null when unset. */
  get tokensHelp() {
    return env("ADLAB_TOKENS_HELP") ?? null;
  },
  /** Where customers buy more tokens (ADLAB_BUY_TOKENS_URL: the installation's shop or a payment link); null when unset. */
  get buyTokensUrl() {
    return env("ADLAB_BUY_TOKENS_URL") ?? null;
  },
  get inngestConfigured() {
    return Boolean(env("INNGEST_EVENT_KEY") || env("INNGEST_DEV"));
  },
  /** Whether /api/inngest may answer: Inngest signs its calls (INNGEST_SIGNING_KEY), or the dev server runs. */
  get inngestServeConfigured() {
    return Boolean(env("INNGEST_SIGNING_KEY") || env("INNGEST_DEV"));
  },
  /** Browser origins allowed to call the bearer API (ADLAB_CORS_ORIGINS: a comma list, or `*`); none by default. */
  get corsOrigins(): "*" | string[] {
    const raw = env("ADLAB_CORS_ORIGINS");
    return raw === "*" ? "*" : list(raw).map((o) => o.replace(/\/$/, ""));
  },
  /**
   * The S3-compatible bucket for uploaded and rendered files (S3_BUCKET; AWS S3, Cloudflare R2, MinIO), or
   * null to keep them under DATA_DIR/files. S3_ENDPOINT for anything but AWS, S3_FORCE_PATH_STYLE=1 for
   * servers without bucket subdomains (MinIO, s3rver), S3_PRESIGN=1 to send downloads to a presigned URL.
   * Without AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY the SDK's own chain (instance roles, profiles) applies.
   */
  get s3(): S3Settings | null {
    const bucket = env("S3_BUCKET");
    if (!bucket) return null;
    const accessKeyId = env("AWS_ACCESS_KEY_ID");
    const secretAccessKey = env("AWS_SECRET_ACCESS_KEY");
    return {
      bucket,
      endpoint: env("S3_ENDPOINT"),
      region: env("S3_REGION") ?? "us-east-1",
      forcePathStyle: env("S3_FORCE_PATH_STYLE") ?? false,
      presign: env("S3_PRESIGN") ?? false,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Parts of a multipart upload: 5 MiB is the smallest S3 accepts.
      partSize: Math.max(5 * 1024 * 1024, env("S3_PART_SIZE") ?? 0),
    };
  },
  /**
   * Runs one account may have at once per Inngest function (fair queues). The embedded runner has no cap:
   * it gives each free worker to the account running the fewest jobs (server/jobs/queue.ts claimJob).
   */
  get accountConcurrency() {
    return env("ADLAB_ACCOUNT_CONCURRENCY") ?? 2;
  },
  /** ADLAB_RUN_JOBS=0: this API instance runs no jobs (render workers run them: `adlab worker`). */
  get runJobs() {
    return env("ADLAB_RUN_JOBS") ?? true;
  },
  /**
   * Jobs (renders) one process runs at once (ADLAB_RENDER_CONCURRENCY; ADLAB_JOB_CONCURRENCY is its old
   * name), default the number of cores. On PostgreSQL each runs in its own child process (the render pool).
   */
  get renderConcurrency() {
    return env("ADLAB_RENDER_CONCURRENCY") ?? env("ADLAB_JOB_CONCURRENCY") ?? availableParallelism();
  },
  /** The port of `adlab worker`'s health answer (GET /health); none when unset. */
  get workerHealthPort() {
    return env("ADLAB_WORKER_HEALTH_PORT") || null;
  },
  /**
   * How long a resolved API key is reused without a database read (ADLAB_API_KEY_CACHE_MS, default 5000;
   * 0 under vitest, whose tests change keys in the database directly). A revoked key stops at once on the
   * instance that revoked it, and within this time on the others.
   */
  get apiKeyCacheMs() {
    return env("ADLAB_API_KEY_CACHE_MS") ?? (testing() ? 0 : 5000);
  },
  /** One log line per API request (method, path, status, time, request id); off with ADLAB_LOG_REQUESTS=0 and under vitest. */
  get logRequests() {
    return env("ADLAB_LOG_REQUESTS") ?? !testing();
  },
  /** Public signup: tokens granted on confirmation, link lifetime, the answer-time floor, human verification. */
  get signup() {
    const secret = env("ADLAB_HUMAN_VERIFICATION_SECRET");
    return {
      tokens: env("ADLAB_SIGNUP_TOKENS") ?? defaultSignupTokens(),
      confirmationTtlHours: env("ADLAB_CONFIRMATION_TTL_HOURS") ?? 24,
      // Above the slowest ordinary signup path, so the time taken does not tell which addresses exist.
      minResponseMs: env("ADLAB_SIGNUP_MIN_RESPONSE_MS") ?? 400,
      humanVerification: secret ? { secret, url: env("ADLAB_HUMAN_VERIFICATION_URL") ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify" } : null,
    };
  },
  /** Request limits per window (docs/security.md). */
  get rateLimits() {
    return numbers(RATE_LIMITS);
  },
  /** Redis for rate-limit counters shared by several instances; null keeps them in memory. */
  get redisUrl() {
    return env("REDIS_URL") ?? null;
  },
  /** ADLAB_TRUST_PROXY as written (parsed by server/http/origin.ts); the older ADLAB_TRUSTED_PROXY_HOPS=N as N. */
  get trustProxy(): string {
    return env("ADLAB_TRUST_PROXY") ?? String(env("ADLAB_TRUSTED_PROXY_HOPS") ?? "");
  },
  /** Private hosts (`host` or `host:port`) outbound fetches may reach anyway (ADLAB_FETCH_ALLOW_HOSTS). */
  get fetchAllowHosts() {
    return list(env("ADLAB_FETCH_ALLOW_HOSTS"));
  },
  get auth() {
    return { secret: env("AUTH_SECRET") ?? null, urlSet: Boolean(env("AUTH_URL") || env("NEXTAUTH_URL")) };
  },
  get mail() {
    return { from: env("MAIL_FROM") ?? null, smtpUrl: env("SMTP_URL") ?? null };
  },
  /** An OpenAI-compatible model for copy (ADLAB_LLM_BASE_URL); null: the built-in copywriter writes it all. */
  get llm() {
    const baseUrl = env("ADLAB_LLM_BASE_URL");
    if (!baseUrl) return null;
    return { baseUrl: baseUrl.replace(/\/$/, ""), apiKey: env("ADLAB_LLM_API_KEY") ?? null, model: env("ADLAB_LLM_MODEL") ?? "gpt-4o-mini", timeoutMs: env("ADLAB_LLM_TIMEOUT_MS") ?? 20_000 };
  },
  /** The job queue: attempts, when a claimed job counts as abandoned, retry backoff, polling, step timings. */
  get jobs() {
    return { ...numbers(JOB_TIMINGS), debugSteps: Boolean(env("ADLAB_DEBUG_STEPS")) };
  },
  get webhookPollMs() {
    return env("ADLAB_WEBHOOK_POLL_MS") ?? 1000;
  },
  get migrationsDir() {
    return path.resolve(/*turbopackIgnore: true*/ env("ADLAB_MIGRATIONS_DIR") ?? path.join(this.root, "prisma", "migrations"));
  },
  /** Where synthesised music is cached (ADLAB_MUSIC_CACHE); null: the checkout's music-cache, then DATA_DIR/music. */
  get musicCacheDir() {
    const dir = env("ADLAB_MUSIC_CACHE");
    return dir ? path.resolve(/*turbopackIgnore: true*/ dir) : null;
  },
  /** The renderers' tools: the Remotion bundle, Chromium, ffmpeg/ffprobe (null: the bundled ones), the x264 preset. */
  get render() {
    return {
      remotionBundleDir: env("REMOTION_BUNDLE_DIR") ?? path.join(this.root, "remotion-bundle"),
      chromiumPath: env("CHROMIUM_PATH") ?? "/usr/lib/chromium/chromium",
      ffmpegPath: env("FFMPEG_PATH") ?? null,
      ffprobePath: env("FFPROBE_PATH") ?? null,
      x264Preset: env("ADLAB_X264_PRESET") ?? "ultrafast",
    };
  },
  /** The whole environment, for child processes (ffmpeg) that inherit it. */
  get processEnvironment(): NodeJS.ProcessEnv {
    return process.env;
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
    token_cost: env("ADLAB_IMAGE_TOKEN_COST") ?? 25,
    cost_basis: "per_variant",
  },
  {
    id: "video",
    label: "Video ad",
    // Shown to customers in the generate form: the length in words, not the request field's name.
    description: "A video ad with motion and a soundtrack for each placement (H.264 MP4): 6 seconds, or any length from 5 to 15 seconds, at the same price.",
    token_cost: env("ADLAB_VIDEO_TOKEN_COST") ?? 163,
    cost_basis: "per_variant",
  },
] as const;

export type OutputId = (typeof outputOptions)[number]["id"];

export function tokenCostOf(output: OutputId): number {
  return outputOptions.find((o) => o.id === output)!.token_cost;
}

/** Stills a newcomer can make beside one video with the default signup grant. */
const SIGNUP_STILLS = 5;

/**
 * The signup grant when ADLAB_SIGNUP_TOKENS is unset: one video and SIGNUP_STILLS stills at this
 * installation's prices, rounded up to a multiple of 50 (300 with the default prices 163 and 25), so a
 * newcomer can try every output before asking for more.
 */
export function defaultSignupTokens(): number {
  return Math.ceil((tokenCostOf("video") + SIGNUP_STILLS * tokenCostOf("image")) / 50) * 50;
}
