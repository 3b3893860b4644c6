/**
 * `npm run bench:render` (first section), or `npx tsx scripts/bench/quality-gate.ts`: what the quality
 * gate costs one still placement, as renderPlacementStep runs it without the database: checkPlacement
 * (the render checks) -> renderFile png -> renderFile html. CPU time of this process (its libvips
 * threads included), not wall time: the machine is shared, and CPU time does not count the waiting.
 * Also the satori layouts and resvg rasterisations per placement, and what one of each costs.
 * BENCH_GATE_STRIDE=n takes every n-th style (default 4: 5 styles x 5 placements).
 */
import { pathToFileURL } from "node:url";
import { STYLES } from "../../shared/styles";
import { PLACEMENT_IDS } from "../../shared/placements";
import { designSvg, drawCounts, svgToRgba } from "../../server/render/still";
import { checkPlacement, renderFile } from "../../server/generation/renderer";
import type { DesignProps } from "../../server/render/types";
import { sampleProps } from "../render-samples";

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];

/** The still path of one placement, stage by stage: CPU ms, and the layouts and rasters it drew. */
async function gateOnce(props: DesignProps) {
  const counts0 = { ...drawCounts };
  const t0 = cpuMs();
  const checked = await checkPlacement(props);
  const t1 = cpuMs();
  await renderFile(checked.props, "png", "bench", checked.still);
  const t2 = cpuMs();
  await renderFile(checked.props, "html", "bench", checked.still);
  const t3 = cpuMs();
  return { checks: t1 - t0, png: t2 - t1, html: t3 - t2, total: t3 - t0, layouts: drawCounts.layouts - counts0.layouts, rasters: drawCounts.rasters - counts0.rasters };
}

/** CPU ms of one satori layout and one resvg rasterisation of the ad as it ships. */
async function drawOnce(props: DesignProps) {
  const t0 = cpuMs();
  const svg = await designSvg({ ...props, t: undefined });
  const t1 = cpuMs();
  svgToRgba(svg);
  return { satori: t1 - t0, resvg: cpuMs() - t1 };
}

export async function benchQualityGate(log: (line: string) => void = console.log) {
  const stride = Number(process.env.BENCH_GATE_STRIDE ?? 4);
  const styles = STYLES.filter((_, i) => i % stride === 0);
  const samples: DesignProps[] = [];
  for (const style of styles) for (const placement of PLACEMENT_IDS) samples.push(await sampleProps(style.id, placement, { withLogo: true }));

  // The first placement of a fresh process pays for fonts, HarfBuzz, design modules and the JIT.
  const cold = await gateOnce(samples[0]);
  const runs = [];
  const draws = [];
  for (const props of samples) {
    runs.push(await gateOnce(props));
    draws.push(await drawOnce(props));
  }
  const line = (name: string, xs: number[]) => log(`  ${name.padEnd(30)} median ${median(xs).toFixed(0).padStart(4)} ms  p90 ${p90(xs).toFixed(0).padStart(4)} ms`);
  log(`quality gate, still path of one placement (CPU ms; ${styles.length} styles x ${PLACEMENT_IDS.length} placements = ${samples.length}):`);
  line("checks (checkPlacement)", runs.map((r) => r.checks));
  line("png (renderFile)", runs.map((r) => r.png));
  line("html (renderFile)", runs.map((r) => r.html));
  line("total", runs.map((r) => r.total));
  line("one satori layout", draws.map((d) => d.satori));
  line("one resvg raster, full scale", draws.map((d) => d.resvg));
  const per = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
  log(`  per placement: ${per(runs.map((r) => r.layouts))} satori layouts, ${per(runs.map((r) => r.rasters))} resvg rasters (mean); max ${Math.max(...runs.map((r) => r.layouts))} layouts`);
  log(`  first placement of the process (cold): ${cold.total.toFixed(0)} ms, ${cold.layouts} layouts, ${cold.rasters} rasters`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchQualityGate();
