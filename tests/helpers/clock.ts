import { setClock, type Clock } from "@/server/clock";

type Sleeper = { wakeAt: number; wake: () => void };

/**
 * A clock that moves only when the test advances it. It starts at the real time, so rows it stamps sit
 * beside the rows the database stamps. A sleep on it resolves when `advance` reaches its end.
 */
export class ManualClock implements Clock {
  private time = Date.now();
  private sleepers: Sleeper[] = [];
  private onSleep: (() => void) | undefined;

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((wake) => {
      this.sleepers.push({ wakeAt: this.time + ms, wake });
      this.onSleep?.();
    });
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.sleepers.filter((s) => s.wakeAt <= this.time);
    this.sleepers = this.sleepers.filter((s) => s.wakeAt > this.time);
    for (const sleeper of due) sleeper.wake();
  }

  /** When each sleeper wakes, once `count` are asleep (resolves as soon as they are: no time passes). */
  asleep(count = 1): Promise<number[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.sleepers.length < count) return;
        this.onSleep = undefined;
        resolve(this.sleepers.map((s) => s.wakeAt));
      };
      this.onSleep = check;
      check();
    });
  }
}

/** Makes a manual clock the process's clock for the current test; the system clock is back after it (tests/helpers/setup.ts). */
export function useManualClock(): ManualClock {
  const manual = new ManualClock();
  setClock(manual);
  return manual;
}
