/** Job handlers by name. Kept apart from the runner so handler modules can register without cycles. */
export type Step = <T>(name: string, fn: () => Promise<T>) => Promise<T>;
export type JobContext = { jobId: string; attempt: number; maxAttempts: number; step: Step };
/** Why a job gave up: `permanent` when a NonRetriableError stopped it, else its last error after `attempts`. */
export type JobFailure = { message: string; permanent: boolean; attempts: number };
export type JobHandler = {
  run(payload: Record<string, unknown>, ctx: JobContext): Promise<void>;
  /** Runs once the job will not be tried again; must be idempotent (it may run again after a crash). */
  onExhausted?(payload: Record<string, unknown>, failure: JobFailure): Promise<void>;
};

/** Thrown by a step whose failure another attempt cannot fix (for example, the ad no longer exists). */
export class NonRetriableError extends Error {
  override name = "NonRetriableError";
}

export const handlers = new Map<string, JobHandler>();

export function registerJobHandler(name: string, handler: JobHandler) {
  handlers.set(name, handler);
}
