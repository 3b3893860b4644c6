import { existsSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import path from "node:path";
import { config } from "../config";
import { AppError } from "../errors";
import { isProcessAlive } from "../process-alive";

/**
 * PGlite's data directory may be opened by one process only. A pid file makes a second process
 * (say, the CLI while `npm start` runs) fail with a clear message instead of corrupting the data.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  const lockPath = path.join(dataDir, "adlab.pid");
  const holder = () => {
    const pid = existsSync(lockPath) ? Number(readFileSync(lockPath, "utf8").trim()) : 0;
    return pid && pid !== process.pid && isProcessAlive(pid) ? pid : 0;
  };
  // Holders are usually brief: a server that was just stopped and is exiting, or a CLI command that
  // ran during the server's first build (a fresh database takes a few seconds to create).
  const patience = config.dataDirLockWaitMs;
  for (let waited = 0; holder() && waited < patience; waited += 250) await new Promise((r) => setTimeout(r, 250));
  const pid = holder();
  if (pid) {
    throw new AppError(
      "data_dir_locked",
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process, or set DATABASE_URL to use PostgreSQL.`,
    );
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
