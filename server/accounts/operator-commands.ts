import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../config";
import { createApiKeyForEmail, createConfirmedAccount, grantTokens, revokeApiKeyForEmail } from "./service";
import { setOperator } from "./operators";

/** The operator commands, shared by the CLI (direct) and the running server (over loopback). */
export const operatorCommands = {
  "accounts.create": createConfirmedAccount,
  "keys.create": createApiKeyForEmail,
  "keys.revoke": revokeApiKeyForEmail,
  "tokens.grant": grantTokens,
  "operators.set": setOperator,
} as const;

export type OperatorCommand = keyof typeof operatorCommands;

const handoffPath = () => path.join(config.dataDir, "operator.json");

/**
 * While the server holds the embedded database, the CLI cannot open it. The server leaves its port
 * and a random secret in DATA_DIR (readable by the same user only) so the CLI can ask it instead.
 */
export function writeOperatorHandoff(port: number): void {
  const file = handoffPath();
  // On a first start DATA_DIR does not exist yet.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, secret: randomBytes(24).toString("hex") }), { mode: 0o600 });
  process.once("exit", () => {
    try {
      if (JSON.parse(readFileSync(file, "utf8")).pid === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  });
}

export function readOperatorHandoff(): { pid: number; port: number; secret: string } | null {
  const file = handoffPath();
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

export function operatorSecretMatches(given: string | null): boolean {
  const handoff = readOperatorHandoff();
  if (!handoff || !given || handoff.pid !== process.pid) return false;
  const a = Buffer.from(handoff.secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
