import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "./config";

/**
 * The installation's signing secret: AUTH_SECRET, or a random one kept in DATA_DIR so a self-hosted
 * instance signs sessions and links with no setup. Users derive their own keys from it with a prefix.
 */
export function installationSecret(): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as { code?: string }).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}
