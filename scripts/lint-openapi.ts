/**
 * npm run lint:openapi: writes the OpenAPI document the server serves to a temporary file and lints it
 * with Redocly's `recommended` rules (redocly.yaml), offline: no telemetry, no update check.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "../server/openapi/document";

const root = path.resolve(import.meta.dirname, "..");
const file = path.join(mkdtempSync(path.join(tmpdir(), "adlab-openapi-")), "openapi.json");
writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
const result = spawnSync(path.join(root, "node_modules/.bin/redocly"), ["lint", file, "--config", path.join(root, "redocly.yaml"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
process.exit(result.status ?? 1);
