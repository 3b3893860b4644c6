import { fork, type ChildProcess } from "node:child_process";
import { connectDb, db, disconnectDb } from "../db/client";
import { projectRoot } from "../paths";
import { notifyEnqueued, onEnqueued } from "./queue";
import { releaseDeadLocks, releaseOwnLocks, startJobRunner } from "./runner";

/**
 * The render pool: `size` child processes, each running the job runner one job at a time on the same
 * PostgreSQL database. Renders (satori, resvg, Remotion's frame work) are CPU-bound; in children they
 * never hold up this process's event loop, so its health checks and API requests answer while it renders.
 *
 * `entry` is the child's module: a composition root that registers the job handlers and calls
 * runPoolChild(). A child that dies is replaced, and its job is taken up again at once (its lock names
 * a dead pid). On stop (SIGTERM), every child stops claiming, finishes the job in hand and exits.
 * If this process dies, its children notice (the IPC channel closes), release their jobs (claimable at
 * once by any worker) and exit; the next claim resumes each job from its last finished step.
 */
export type JobPool = { stop: () => Promise<void> };

const RESPAWN_DELAY_MS = 1000;
const RELEASE_TIMEOUT_MS = 2000;

export function startJobPool(options: { entry: string; size: number }): JobPool {
  const children = new Set<ChildProcess>();
  let stopping = false;

  const spawnChild = () => {
    // tsx loads the TypeScript sources, as the CLI does; the child reads the same environment.
    const child = fork(options.entry, [], { cwd: projectRoot(), execArgv: ["--import", "tsx"], stdio: "inherit" });
    children.add(child);
    child.once("exit", (code, signal) => {
      children.delete(child);
      if (stopping) return;
      console.error(`[adlab] render process ${child.pid} exited (${signal ?? code}); starting another`);
      void db()
        .then(releaseDeadLocks)
        .catch((error) => console.error("[adlab] could not release the jobs of a dead render process", error));
      setTimeout(() => !stopping && spawnChild(), RESPAWN_DELAY_MS).unref();
    });
  };

  const unsubscribe = onEnqueued(() => {
    for (const child of children) if (child.connected) child.send("wake");
  });
  void db()
    .then(releaseDeadLocks)
    .then((n) => n && console.log(`[adlab] resuming ${n} job(s) interrupted by a previous stop`))
    .catch((error) => console.error("[adlab] could not check interrupted jobs", error))
    .finally(() => {
      for (let i = 0; i < options.size && !stopping; i++) spawnChild();
    });

  return {
    stop: async () => {
      stopping = true;
      unsubscribe();
      const exits = [...children].map((child) => new Promise((resolve) => child.once("exit", resolve)));
      for (const child of children) if (child.connected) child.send("stop");
      await Promise.all(exits);
    },
  };
}

/**
 * The body of a pool child: one job at a time, woken by the parent, stopped gracefully by it (or by
 * SIGTERM/SIGINT of the whole process group, as Ctrl-C sends), killed with it.
 */
export async function runPoolChild(): Promise<void> {
  await connectDb();
  const runner = startJobRunner({ concurrency: 1 });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= runner
      .stop()
      .then(disconnectDb)
      .finally(() => process.exit(0)));
  process.on("message", (message) => {
    if (message === "wake") notifyEnqueued();
    if (message === "stop") void stop();
  });
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  // The parent is gone (killed, or the API server exited): stop now, handing the job in hand to any
  // other worker at once (on any host) rather than after the stale timeout.
  process.once("disconnect", () => {
    if (stopping) return;
    setTimeout(() => process.exit(1), RELEASE_TIMEOUT_MS).unref();
    void db()
      .then(releaseOwnLocks)
      .finally(() => process.exit(1));
  });
}
