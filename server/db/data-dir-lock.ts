import { existsSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import path from "node:path";
import { AppError } from "../errors";

/**
 * PGlite's data directory may be opened by one process only. A pid file makes a second process
 * (say, the CLI while `npm start` runs) fail with a clear message instead of corrupting the data.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "adlab.pid");
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new AppError(
        423,
        "data_dir_locked",
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
  }
  writeFileSync(lockPath, String(process.pid));
  const release = () => {
    try {
      if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) rmSync(lockPath);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
