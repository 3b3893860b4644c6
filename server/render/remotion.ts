/**
 * The Remotion (Chromium) renderer: the designs' compositions rendered by @remotion/renderer with the
 * machine's Chromium (never a download). Slower than the satori path (~0.6–1.2 s per warm still), so
 * production renders on the fast paths and this is the reference they are tested against
 * (tests/render/remotion-parity.test.ts).
 *
 * The bundle is built once: a prebuilt one in remotion-bundle/ when it is newer than the designs, else
 * on first use (cached for the life of the process). One browser is shared by all renders.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DesignProps } from "./types";
import { config } from "../config";
import { shapedTextCache } from "./shaper";

export const BUNDLE_DIR = config.render.remotionBundleDir;
export const chromiumPath = () => config.render.chromiumPath;

export const compositionId = (styleId: string) => styleId.replace(/[^a-zA-Z0-9-]/g, "-");

let bundling: Promise<string> | null = null;

/**
 * Bundle remotion/index.ts with Rspack: a cold bundle costs 8 CPU-s instead of webpack's 42 (measured on
 * this machine, docs/benchmarks.md "Test suite time"), and cold is the usual case (a fresh checkout, CI).
 * `outDir` defaults to a temp dir when no prebuilt bundle exists.
 */
export async function buildBundle(outDir?: string): Promise<string> {
  const { bundle } = await import("@remotion/bundler");
  return bundle({ entryPoint: path.join(config.root, "remotion/index.ts"), outDir, enableCaching: true, rspack: true });
}

/** Newest modification time of the sources that go into the bundle. */
function sourcesMtime(): number {
  let newest = 0;
  const walk = (p: string) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of ["remotion", "shared", "server/render/types.ts"]) {
    const full = path.join(config.root, p);
    if (fs.existsSync(full)) walk(full);
  }
  return newest;
}

export function getBundle(): Promise<string> {
  const prebuilt = path.join(BUNDLE_DIR, "index.html");
  // The prebuilt bundle (npm run build) is used unless the design sources changed after it was built.
  if (fs.existsSync(prebuilt) && fs.statSync(prebuilt).mtimeMs >= sourcesMtime()) return Promise.resolve(BUNDLE_DIR);
  bundling ??= buildBundle(fs.mkdtempSync(path.join(os.tmpdir(), "adlab-remotion-")));
  return bundling;
}

type Browser = Awaited<ReturnType<typeof import("@remotion/renderer").openBrowser>>;
let browser: Promise<Browser> | null = null;
async function getBrowser(): Promise<Browser> {
  const { openBrowser } = await import("@remotion/renderer");
  browser ??= openBrowser("chrome", { browserExecutable: chromiumPath() });
  return browser;
}

export async function closeRemotion(): Promise<void> {
  const b = browser;
  browser = null;
  if (b) await (await b).close({ silent: true });
}

async function composition(serveUrl: string, props: DesignProps, puppeteerInstance: Browser) {
  const { selectComposition } = await import("@remotion/renderer");
  // selectComposition per render: the composition carries these props (inputProps alone would keep old ones).
  return selectComposition({ serveUrl, id: compositionId(props.styleId), inputProps: props, browserExecutable: chromiumPath(), puppeteerInstance });
}

/**
 * A still through Remotion: the image ad, or with `frame` that frame of the video ad (what the parity test
 * compares with the fast compositor's frame).
 */
export async function renderStillRemotion(props: DesignProps, format: "png" | "jpg" = "png", frame?: number): Promise<Buffer> {
  const { renderStill } = await import("@remotion/renderer");
  const serveUrl = await getBundle();
  const puppeteerInstance = await getBrowser();
  const ps = frame === undefined ? { ...props, output: "image" as const } : { ...props, output: "video" as const, videoStyle: props.videoStyle ?? "live_scene" };
  const withText = { ...ps, textCache: await shapedTextCache(ps) }; // complex scripts: replayed shaped lines
  const comp = await composition(serveUrl, withText, puppeteerInstance);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "adlab-still-")), `still.${format === "jpg" ? "jpeg" : "png"}`);
  await renderStill({ serveUrl, composition: comp, inputProps: withText, output: out, imageFormat: format === "jpg" ? "jpeg" : "png", frame: frame ?? 0, browserExecutable: chromiumPath(), puppeteerInstance });
  const buf = fs.readFileSync(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return buf;
}
