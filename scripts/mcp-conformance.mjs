// The official MCP conformance suite (@modelcontextprotocol/conformance) and the Node 22 it needs, from
// tests/blackbox/mcp-conformance/package.json: a folder of their own, because a `node` package among the
// project's dependencies would put Node 22 first on PATH for every npm script (npm start included).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const folder = path.resolve(import.meta.dirname, "..", "tests", "blackbox", "mcp-conformance");
export const conformanceNode = path.join(folder, "node_modules", "node", "bin", "node");
export const conformanceCli = path.join(folder, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js");

/** Installs the pinned suite from its lockfile when it is missing (about a minute, most of it the download). */
export function ensureMcpConformance() {
  if (existsSync(conformanceNode) && existsSync(conformanceCli)) return;
  console.log("[test] installing the MCP conformance suite and Node 22 (tests/blackbox/mcp-conformance)");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: folder, stdio: "inherit" });
}
