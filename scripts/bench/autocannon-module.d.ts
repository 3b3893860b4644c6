// autocannon ships no types; only what scripts/bench/api.ts uses.
declare module "autocannon" {
  type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number };
  export default function autocannon(options: { url: string; connections?: number; duration?: number; headers?: Record<string, string> }): Promise<Result>;
}
