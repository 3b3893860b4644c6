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
  get inngestConfigured() {
    return Boolean(process.env.INNGEST_EVENT_KEY || process.env.INNGEST_DEV);
  },
  /** Browser origins allowed to call the bearer API (ADLAB_CORS_ORIGINS: a comma list, or `*`); none by default. */
  get corsOrigins(): "*" | string[] {
    const raw = (process.env.ADLAB_CORS_ORIGINS ?? "").trim();
    if (raw === "*") return "*";
    return raw.split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean);
  },
  /** One log line per API request (method, path, status, time, request id); off with ADLAB_LOG_REQUESTS=0 and under vitest. */
  get logRequests() {
    return process.env.ADLAB_LOG_REQUESTS ? process.env.ADLAB_LOG_REQUESTS !== "0" : process.env.NODE_ENV !== "test";
  },
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
