import { EventEmitter } from "node:events";

/**
 * The in-process news that an ad's status, files or progress changed, for waiters (server/ads/wait.ts): the
 * pipeline announces each status write, stored file and progress write. It is only a hint that wakes a waiter early;
 * the waiter always re-reads the database, which also covers a pipeline in another process (the render
 * pool's children, Inngest), where this emitter never hears anything.
 */
// On globalThis: Next.js bundles route handlers separately, each with its own copy of this module.
const state = globalThis as unknown as { __adlabAdChanges?: EventEmitter };
function emitter(): EventEmitter {
  if (!state.__adlabAdChanges) {
    state.__adlabAdChanges = new EventEmitter();
    state.__adlabAdChanges.setMaxListeners(0);
  }
  return state.__adlabAdChanges;
}

/** Tells this process's waiters that the ad's status, files or progress may have changed. */
export function announceAdChange(adId: string): void {
  emitter().emit(adId);
}

/** Calls `listener` when any of `adIds` is announced; answers the function that stops listening. */
export function onAdChange(adIds: readonly string[], listener: () => void): () => void {
  for (const id of adIds) emitter().on(id, listener);
  return () => {
    for (const id of adIds) emitter().off(id, listener);
  };
}
