// The supervisor of `npm start` (scripts/start.mjs): runs the serving process and starts it again when it
// dies, so one crash (a request that exhausts the heap, a SIGKILL) is a short gap, not an outage. The new
// process resumes the jobs the dead one held (server/jobs/runner.ts releaseDeadLocks).
import { spawn } from "node:child_process";

/** A first death is restarted after this long: enough for the kernel to free the port and the dead pid. */
export const FIRST_RESTART_MS = 500;
/** A process that served this long was healthy: its death is a new incident, not part of a crash loop. */
export const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_MS = 30_000;
/** Bytes of the child's stderr kept to name the cause of a death (V8 prints its fatal error last). */
const STDERR_TAIL = 16_384;

/**
 * How long to wait before the next start, given how many deaths in a row came within STABLE_AFTER_MS of
 * their start (this one included): the first at once, then doubling, so a process that cannot stay up
 * does not spin the CPU.
 */
export function restartDelay(quickDeaths) {
  return Math.min(FIRST_RESTART_MS * 2 ** Math.max(0, quickDeaths - 1), MAX_RESTART_MS);
}

/** Why the process ended, in words for the log: its signal or exit code, and what its last stderr says. */
export function deathReason(code, signal, stderrTail = "") {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  const cause = /JavaScript heap out of memory|Reached heap limit/.test(stderrTail)
    ? "JavaScript heap out of memory"
    : signal === "SIGKILL"
      ? "killed from outside, e.g. by the kernel's out-of-memory killer or kill -9"
      : null;
  return cause ? `${how} (${cause})` : how;
}

/**
 * Runs `command args` and restarts it whenever it ends, until this process receives SIGINT or SIGTERM
 * (forwarded to the child: it stops, and this process exits with its code). A first process that dies
 * before it printed `upLine` (a configuration error, the data directory in use) is not restarted: the same
 * start would fail the same way.
 */
export function supervise({ command, args, options, upLine, log = console.log }) {
  let child = null;
  let stopping = false;
  let everUp = false;
  let quickDeaths = 0;

  const start = () => {
    const startedAt = Date.now();
    let tail = "";
    child = spawn(command, args, { ...options, stdio: ["inherit", "pipe", "pipe"] });
    // The child's output passes through unchanged. Its stdout tells when it serves; the end of its stderr
    // is kept to tell an out-of-memory death.
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      everUp ||= upLine.test(chunk.toString());
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.once("exit", (code, signal) => {
      const pid = child.pid;
      child = null;
      if (stopping) process.exit(code ?? 0);
      const reason = deathReason(code, signal, tail);
      if (!everUp) {
        log(`[adlab] the server (pid ${pid}) ${reason} before it started serving; not restarting`);
        process.exit(code || 1);
      }
      quickDeaths = Date.now() - startedAt < STABLE_AFTER_MS ? quickDeaths + 1 : 1;
      const delay = restartDelay(quickDeaths);
      const again = quickDeaths > 1 ? `, ${quickDeaths} times in a row within ${STABLE_AFTER_MS / 1000} s of its start` : "";
      log(`[adlab] the server (pid ${pid}) ${reason}${again}; restarting in ${(delay / 1000).toFixed(1)} s`);
      setTimeout(() => stopping || start(), delay);
    });
  };

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      if (child) child.kill(signal);
      else process.exit(0);
    });
  }
  start();
}
