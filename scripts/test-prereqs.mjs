#!/usr/bin/env node
// What the suite talks to, made ready so the test command passes after `npm ci` alone on a fresh machine of
// this project's kind (Debian, root, PostgreSQL and Redis installed). `node scripts/test-prereqs.mjs [part...]`
// makes ready the parts named (all of them when none is):
// - `services`: PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379, started when installed but down;
// - `chromium`: Debian's Chromium (Remotion and Playwright use it) and the colour emoji font, installed with
//   apt when missing and allowed (root);
// - `mcp-conformance`: the MCP conformance suite and its Node 22 (scripts/mcp-conformance.mjs), installed
//   from the registry when missing.
// What cannot be made ready is one clear message naming the command, and exit 1. `npm test` (scripts/test.mjs)
// waits for `services` only: the two downloads run beside the tests, and what needs them waits for them
// (tests/helpers/prerequisites.ts).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import { ensureMcpConformance } from "./mcp-conformance.mjs";

const CHROMIUM = "/usr/lib/chromium/chromium";
const APT_PACKAGES = ["chromium", "fonts-noto-color-emoji"];
const isRoot = process.getuid?.() === 0;
const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

function fail(message) {
  console.error(`\n[test] ${message}\n`);
  process.exit(1);
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(CHROMIUM)) return;
  const command = `apt-get update && apt-get install -y ${APT_PACKAGES.join(" ")}`;
  if (!isRoot || !has("apt-get")) fail(`Chromium is missing (Remotion and Playwright use Debian's). Install it with:\n  sudo sh -c '${command}'`);
  console.log(`[test] installing Debian's Chromium and emoji font (about a minute): ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...APT_PACKAGES], { stdio: ["ignore", "ignore", "inherit"], env });
  if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing`);
}

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, timeout: 1500 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });

async function ensureService(name, port, start, hint) {
  if (await reachable(port)) return;
  if (start && isRoot) {
    console.log(`[test] starting ${name}`);
    try {
      start();
    } catch {
      /* reported below */
    }
    for (let i = 0; i < 20 && !(await reachable(port)); i++) await new Promise((r) => setTimeout(r, 500));
    if (await reachable(port)) return;
  }
  fail(`${name} is not answering on 127.0.0.1:${port}. ${hint}`);
}

async function ensureServices() {
  await ensureService(
    "PostgreSQL",
    5432,
    has("pg_ctlcluster") && existsSync("/etc/postgresql")
      ? () => execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", readdirSync("/etc/postgresql")[0], "main", "start"], { stdio: "inherit" })
      : null,
    "Start it (user postgres, trust authentication), e.g. `pg_ctlcluster <version> main start`.",
  );
  await ensureService(
    "Redis",
    6379,
    has("redis-server") ? () => execFileSync("redis-server", ["--daemonize", "yes", "--bind", "127.0.0.1", "--port", "6379", "--save", "", "--appendonly", "no"], { stdio: "inherit" }) : null,
    "Start it, e.g. `redis-server --daemonize yes --bind 127.0.0.1 --port 6379`.",
  );
}

const PARTS = { services: ensureServices, chromium: ensureChromium, "mcp-conformance": ensureMcpConformance };
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) fail(`unknown part ${unknown.join(", ")}: the parts are ${Object.keys(PARTS).join(", ")}`);
for (const part of asked.length ? asked : Object.keys(PARTS)) await PARTS[part]();
