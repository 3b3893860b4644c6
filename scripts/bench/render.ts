/**
 * `npm run bench:render`: rendering speed on this machine.
 *  - the quality gate's CPU cost per still placement, and its satori layouts and resvg rasters (./quality-gate.ts)
 *  - time per still per placement (satori + resvg + libvips), every style
 *  - a 5-placement still set for one ad
 *  - a 6 s 1080x1920 video per video style: time / duration and the peak RSS while it renders
 *    (`-- --video`: only videos, for three templates; `-- --video --style moving_background`: one video style)
 *  - peak RSS of the whole process tree (this process + ffmpeg children)
 * Load from other processes skews wall times; the load average is printed alongside.
 */
import fs from "node:fs";
import os from "node:os";
import { renderStill, renderVideo, PLACEMENT_IDS, type Placement } from "../../server/render";
import { TRACKS } from "../../shared/music";
import { STYLES } from "../../shared/styles";
import { sampleProps } from "../render-samples";

// ---- peak RSS of the process tree, sampled every 50 ms ----
function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}
function children(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const txt = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim();
      if (txt) out.push(...txt.split(/\s+/).map(Number));
    }
  } catch {
    /* gone */
  }
  return out;
}
function treeRssKb(pid: number): number {
  return rssKb(pid) + children(pid).reduce((a, c) => a + treeRssKb(c), 0);
}
let peakKb = 0;
const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(process.pid))), 50);

/** CPU seconds of waited-for child processes (ffmpeg), from /proc/self/stat (cutime + cstime). */
function childCpuS(): number {
  try {
    const f = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(f[13]) + Number(f[14])) / 100;
  } catch {
    return NaN;
  }
}

const ms = (t: number) => `${t.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];

console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
// `npm run bench:render -- --video`: only the videos (three templates x three styles); `--style <id>`: one style.
const videoOnly = process.argv.includes("--video");
const styleArg = process.argv.indexOf("--style");
const videoStyles = (["live_scene", "moving_background", "moving_elements"] as const).filter((s) => styleArg < 0 || s === process.argv[styleArg + 1]);

// First, while the process is cold: the gate's first placement pays for loading fonts and designs.
if (!videoOnly) {
  console.log("");
  await (await import("./quality-gate")).benchQualityGate();
}

// Warm-up: fonts, JIT, images.
await renderStill(await sampleProps("template:bold-statement", "square"), "png");

if (!videoOnly) {
console.log("\nstill per placement (every style, PNG):");
for (const placement of PLACEMENT_IDS) {
  const times: number[] = [];
  for (const s of STYLES) {
    const props = await sampleProps(s.id, placement, { withLogo: true });
    const t0 = performance.now();
    await renderStill(props, "png");
    times.push(performance.now() - t0);
  }
  console.log(`  ${placement.padEnd(16)} median ${ms(median(times))}  p90 ${ms(p90(times))}  (n=${times.length})`);
}
{
  const props = await sampleProps("template:product-hero", "square", { withLogo: true });
  const t0 = performance.now();
  await renderStill(props, "jpg");
  console.log(`  jpeg square       ${ms(performance.now() - t0)}`);
}

console.log("\n5-placement still set (one ad, every placement, PNG):");
for (const id of ["template:product-hero", "meme:two-buttons"]) {
  const t0 = performance.now();
  for (const placement of PLACEMENT_IDS as readonly Placement[]) await renderStill(await sampleProps(id, placement, { withLogo: true }), "png");
  console.log(`  ${id.padEnd(26)} ${ms(performance.now() - t0)}`);
}
}

console.log("\nvideo, 6 s at 30 fps, 1080x1920 (instagram_story), H.264 yuv420p + AAC soundtrack, fast path (issue 25 target: time / duration <= 0.5 on this 2-core machine; compare CPU seconds under load):");
const videoPeaks: number[] = [];
const storyProps = async (id: string, videoStyle: (typeof videoStyles)[number]) =>
  // With a soundtrack, as ads have.
  ({ ...(await sampleProps(id, "instagram_story", { withLogo: true, output: "video" })), videoStyle, durationSeconds: 6, soundtrack: { trackId: TRACKS[0].id, bpm: TRACKS[0].bpm } });
{
  // A server's first video also starts the segment thread, compiles the compositor and encodes the
  // soundtrack's AAC once: printed apart, the table below is of a warm process.
  const t0 = performance.now();
  await renderVideo(await storyProps("template:bold-statement", "live_scene"));
  console.log(`  first video of this process (cold): ${((performance.now() - t0) / 1000).toFixed(2)} s / 6 s`);
}
for (const id of videoOnly ? ["template:product-hero", "template:split-panel", "template:bold-statement"] : ["template:product-hero"]) {
  for (const videoStyle of videoStyles) {
    const props = await storyProps(id, videoStyle);
    const timings: Record<string, number> = {};
    // Peak RSS of the process tree (Node + ffmpeg) during this video alone.
    peakKb = treeRssKb(process.pid);
    const c0 = process.cpuUsage();
    const k0 = childCpuS();
    const t0 = performance.now();
    const mp4 = await renderVideo(props, timings);
    const ffCpu = childCpuS() - k0;
    const wall = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(c0);
    const peak = Math.max(peakKb, treeRssKb(process.pid)) / 1024;
    videoPeaks.push(peak);
    console.log(`  ${id.split(":")[1].padEnd(15)} ${videoStyle.padEnd(18)} ${wall.toFixed(2)} s / 6 s = ${(wall / 6).toFixed(2)}x  peak ${peak.toFixed(0)} MB  (layers ${ms(timings.layersMs)}, ${timings.layers} layers; cpu: node ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s + ffmpeg ${ffCpu.toFixed(1)} s; ${(mp4.length / 1e6).toFixed(2)} MB; load ${os.loadavg()[0].toFixed(1)})`);
  }
}
console.log(`  peak RSS while rendering videos: ${Math.max(...videoPeaks).toFixed(0)} MB`);
if (videoOnly) {
  clearInterval(sampler);
  process.exit(0);
}

// POST -> ready through the generation pipeline (scripts/bench/generation.ts, also `npm run bench:generation`).
console.log("");
await (await import("./generation")).benchGeneration({ runs: Number(process.env.BENCH_RUNS ?? 5) });

clearInterval(sampler);
peakKb = Math.max(peakKb, treeRssKb(process.pid));
console.log(`\npeak RSS of the process tree: ${(peakKb / 1024).toFixed(0)} MB`);
console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
