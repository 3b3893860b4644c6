/**
 * Roll-up benchmark: one ad with 20 runs x 365 days of daily metric observations (7,300 rows), all
 * runs in one outside ad group. Prints the time of distributionForAds([ad]) (what every ad JSON embeds).
 *
 *   npm run bench:rollup                      # embedded in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:rollup   # a scratch PostgreSQL database (rows are left there)
 */
import { randomUUID } from "node:crypto";
import { connectDb, disconnectDb } from "../../server/db/client";
import { distributionForAds } from "../../server/distribution/ad-summary";
import { rollupRuns } from "../../server/distribution/rollups";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 10);

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const { prisma } = await connectDb(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
  const org = await prisma.organization.create({ data: { name: "bench" } });
  const project = await prisma.project.create({
    data: { organizationId: org.id, slug: `bench-${randomUUID().slice(0, 8)}`, name: "Bench", description: "bench", adHealthMonitored: true, targetCpa: "5", targetCpaCurrency: "USD" },
  });
  const ad = await prisma.ad.create({
    data: { organizationId: org.id, projectId: project.id, batchId: randomUUID(), slug: `bench-ad-${randomUUID().slice(0, 8)}`, name: "Bench ad", output: "image", status: "ready" },
  });
  const start = Date.UTC(2025, 0, 1);
  const seedStarted = performance.now();
  for (let r = 0; r < RUNS; r++) {
    const run = await prisma.adRun.create({
      data: { organizationId: org.id, projectId: project.id, adId: ad.id, platform: "meta", externalAdGroupId: "bench-group", externalAdId: `bench-${r}` },
    });
    await prisma.observation.create({ data: { adRunId: run.id, kind: "lifecycle", event: "launched", occurredAt: new Date(start) } });
    const rows = Array.from({ length: DAYS }, (_, d) => {
      const day = new Date(start + d * 86_400_000);
      const impressions = 1000 + ((r * 37 + d * 11) % 500);
      return {
        adRunId: run.id,
        kind: "metrics",
        occurredAt: new Date(day.getTime() + 86_400_000),
        windowStart: day,
        windowEnd: day,
        currency: "USD",
        spend: `${(impressions / 100).toFixed(2)}`,
        impressions,
        clicks: Math.floor(impressions / (40 + r)),
        conversions: `${(d % 3) * 0.5}`,
        revenue: `${((d % 5) * 3.3).toFixed(2)}`,
        idempotencyKey: `bench-${r}-${d}`,
      };
    });
    await prisma.observation.createMany({ data: rows });
    await prisma.adRun.update({ where: { id: run.id }, data: { currentStatus: "live", firstLiveAt: new Date(start), lastLiveAt: new Date(start) } });
  }
  const seedMs = performance.now() - seedStarted;

  const times: number[] = [];
  let summary: unknown;
  for (let i = 0; i < ITERATIONS + 1; i++) {
    const t0 = performance.now();
    const map = await distributionForAds([ad.id]);
    const ms = performance.now() - t0;
    if (i > 0) times.push(ms); // the first call warms up the query plan cache
    summary = map.get(ad.id)!.distribution.metrics_summary;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const runs = await prisma.adRun.findMany({ where: { adId: ad.id } });
  const sqlTimes: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await rollupRuns(prisma, runs);
    sqlTimes.push(performance.now() - t0);
  }
  sqlTimes.sort((a, b) => a - b);
  console.log(`database: ${url ? "PostgreSQL" : "PGlite (in memory)"}`);
  console.log(`seeded ${RUNS} runs x ${DAYS} days = ${RUNS * DAYS} metric observations in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`roll-up of the ad (distributionForAds, ${RUNS} runs with health, rank, delivery): median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms over ${ITERATIONS} runs`);
  console.log(`of which the run roll-ups (group mates + one aggregate statement): median ${sqlTimes[Math.floor(sqlTimes.length / 2)].toFixed(1)} ms`);
  console.log(`load average: ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")} (timings are wall clock on a shared machine)`);
  console.log(`summary: ${JSON.stringify(summary)}`);
  if (url) await prisma.organization.delete({ where: { id: org.id } });
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
