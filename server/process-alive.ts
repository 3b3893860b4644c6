import { readFileSync } from "node:fs";

/** Whether a process exists and is not a zombie (a killed process waiting to be reaped holds nothing). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    return state !== "Z" && state !== "X";
  } catch {
    return true; // no /proc (not Linux): trust kill(0)
  }
}
