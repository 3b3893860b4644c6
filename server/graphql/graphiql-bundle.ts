import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { build, version as esbuildVersion } from "esbuild";
import { sharedUntilFailure } from "../memo";
import { projectRoot } from "../paths";

/**
 * GraphiQL's browser bundle (./graphiql-client.tsx: its script and its styles), built by esbuild once per
 * checkout into graphiql-cache/<key>/, the key naming the client's source, the installed packages (the
 * lockfile) and esbuild's version. `npm run build` builds it (scripts/build-graphiql.ts); otherwise the
 * first explorer page does (about 2 s of CPU), and every later one, in any process, reads the files.
 */
export type GraphiqlBundle = { js: Buffer; css: Buffer };

const CLIENT = "server/graphql/graphiql-client.tsx";

async function cacheDir(): Promise<string> {
  const source = await readFile(path.join(projectRoot(), CLIENT));
  const lockfile = await readFile(path.join(projectRoot(), "package-lock.json"));
  const key = createHash("sha256").update(source).update(lockfile).update(esbuildVersion).digest("hex").slice(0, 12);
  return path.join(projectRoot(), "graphiql-cache", key);
}

async function buildInto(dir: string): Promise<void> {
  // Built beside the final folder and renamed into place: a reader never sees half the files.
  const temp = `${dir}.${process.pid}.tmp`;
  await rm(temp, { recursive: true, force: true });
  await build({
    entryPoints: { graphiql: path.join(projectRoot(), CLIENT) },
    outdir: temp,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    // The checkout's tsconfig says react-jsx for Next.js; stated here so the bundle does not depend on it.
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "error",
  });
  await rename(temp, dir).catch(async (error: NodeJS.ErrnoException) => {
    // Another process renamed its build first: same inputs, same files.
    await rm(temp, { recursive: true, force: true });
    if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
  });
}

async function load(): Promise<GraphiqlBundle> {
  const dir = await cacheDir();
  const read = async () => ({ js: await readFile(path.join(dir, "graphiql.js")), css: await readFile(path.join(dir, "graphiql.css")) });
  try {
    return await read();
  } catch {
    await mkdir(path.dirname(dir), { recursive: true });
    await buildInto(dir);
    // Bundles of earlier sources or packages are never read again.
    for (const old of await readdir(path.dirname(dir))) if (!old.endsWith(".tmp") && old !== path.basename(dir)) await rm(path.join(path.dirname(dir), old), { recursive: true, force: true });
    return read();
  }
}

/** The bundle, built at most once per process (a failed build is tried again on the next call). */
export const graphiqlBundle = sharedUntilFailure(load);
