/**
 * A queue's in-process "work was queued here" listeners (the job queue's, the webhook deliveries'):
 * `on` subscribes a loop's wake-up and answers the unsubscribe (pollLoops' `wakeOn`), `notify` calls
 * each listener through `schedule`, which says when (a microtask, or after a commit has had time).
 */
export function wakeListeners(listeners: Set<() => void>, schedule: (listener: () => void) => void) {
  return {
    on(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) schedule(listener);
    },
  };
}
