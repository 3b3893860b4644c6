/**
 * The background loops of a process (the job runner, the webhook worker): `count` loops that each run
 * `once` again and again while it finds work, then sleep `pollMs`, or less when `wakeOn` says this process
 * queued work. An error of one run is logged and the loop goes on. `stop()` ends them after their current run.
 */
export type Loops = { stop: () => Promise<void> };

export function pollLoops(o: {
  count: number;
  pollMs: number;
  /** Names the loops in the error log ("job runner", "webhook worker"). */
  label: string;
  /** What a loop does once before polling (the job runner's first one releases the locks of a dead process). */
  start?: (index: number) => Promise<void>;
  /** One unit of work; false when there was none. */
  once: (index: number) => Promise<boolean>;
  /** Subscribes to "work was queued here" (the queue's listener); answers the unsubscribe. */
  wakeOn: (listener: () => void) => () => void;
}): Loops {
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wake = () => sleepers.forEach((done) => done());
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, o.pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const loop = async (index: number) => {
    await o.start?.(index);
    while (!stopped) {
      let worked = false;
      try {
        worked = await o.once(index);
      } catch (error) {
        console.error(`[adlab] ${o.label} error`, error);
      }
      if (!worked && !stopped) await sleep();
    }
  };
  const loops = Array.from({ length: o.count }, (_, index) => loop(index));
  const unsubscribe = o.wakeOn(wake);
  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      wake();
      await Promise.all(loops);
    },
  };
}

// The loops running in this process, by key, on globalThis: Next.js loads a module once per bundle and a
// second copy would poll again.
const running = globalThis as unknown as Record<string, Loops | undefined>;
const keys = ((globalThis as unknown as { __adlabLoopKeys?: Set<string> }).__adlabLoopKeys ??= new Set<string>());

/** Starts a process's loops once under `key`; `stop()` ends them and lets a later call start them anew. */
export function startOncePerProcess(key: string, start: () => Loops): Loops {
  const started = running[key];
  if (started) return started;
  const loops = start();
  const state: Loops = {
    stop: async () => {
      await loops.stop();
      running[key] = undefined;
    },
  };
  running[key] = state;
  keys.add(key);
  return state;
}

/** Stops the loops started under `key`, if they run. */
export async function stopStarted(key: string): Promise<void> {
  await running[key]?.stop();
}

/** Stops every loop started in this process (tests: a file's loops never run on into the next file). */
export async function stopAllStarted(): Promise<void> {
  await Promise.all([...keys].map(stopStarted));
}
