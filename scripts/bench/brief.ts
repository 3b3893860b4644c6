/**
 * `npm run bench:brief`: times the hypothesis brief of one project with 500 hypotheses x 10 findings
 * (plus an ongoing experiment with two subjects on every fifth hypothesis and some corrections), on an
 * in-memory PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set (a scratch database: rows are added).
 * Options: BENCH_HYPOTHESES, BENCH_FINDINGS, BENCH_RUNS.
 */
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { connectDb, disconnectDb } from "../../server/db/client";
import { getBrief } from "../../server/learning/brief";
import type { Actor } from "../../server/auth/actor";

const HYPOTHESES = Number(process.env.BENCH_HYPOTHESES ?? 500);
const FINDINGS = Number(process.env.BENCH_FINDINGS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WORDS = "price anchor discount bundle morning routine hydration recovery commuter office student parent premium cafe quality ice summer winter gift video still testimonial ugc founder story color logo headline urgency".split(" ");

const url = process.env.BENCH_DATABASE_URL;
const { prisma } = await connectDb(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });

const organization = await prisma.organization.create({ data: { name: "bench" } });
const user = await prisma.user.create({ data: { organizationId: organization.id, email: `bench-${randomUUID()}@example.com` } });
const project = await prisma.project.create({ data: { organizationId: organization.id, slug: `bench-${randomUUID().slice(0, 8)}`, name: "Bench", description: "bench" } });
const audiences = await Promise.all(
  ["Runners", "Office workers", "Students"].map((name, i) =>
    prisma.audience.create({ data: { organizationId: organization.id, projectId: project.id, name, slug: `aud-${i}` } }),
  ),
);

const seedStart = performance.now();
const pick = (i: number, k: number) => WORDS[(i * 7 + k * 13) % WORDS.length];
const hypotheses = Array.from({ length: HYPOTHESES }, (_, i) => ({
  id: randomUUID(),
  organizationId: organization.id,
  projectId: project.id,
  audienceId: i % 4 === 3 ? null : audiences[i % 3].id,
  statement: `${pick(i, 0)} ${pick(i, 1)} ads beat ${pick(i, 2)} ${pick(i, 3)} for ${pick(i, 4)} buyers (#${i})`,
  author: "bench",
  createdAt: new Date(Date.now() - (HYPOTHESES - i) * 1000),
}));
await prisma.hypothesis.createMany({ data: hypotheses });
const signals = ["positive", "negative", "neutral"];
const findings = hypotheses.flatMap((h, i) =>
  Array.from({ length: FINDINGS }, (_, j) => ({
    id: randomUUID(),
    hypothesisId: h.id,
    body: `Observation ${j} on hypothesis ${i}.`,
    signal: signals[(i + j * (i % 3 === 0 ? 0 : 1)) % 3],
    findingAt: new Date(Date.now() - (FINDINGS - j) * 60_000),
    author: "bench",
  })),
);
for (let i = 0; i < findings.length; i += 1000) await prisma.finding.createMany({ data: findings.slice(i, i + 1000) });
// Every tenth hypothesis: its last finding corrects the one before.
for (let i = 0; i < HYPOTHESES; i += 10) {
  const last = findings[i * FINDINGS + FINDINGS - 1];
  const previous = findings[i * FINDINGS + FINDINGS - 2];
  if (last && previous) await prisma.finding.update({ where: { id: last.id }, data: { supersedesFindingId: previous.id } });
}
const experiments = hypotheses.filter((_, i) => i % 5 === 0).map((h) => ({ id: randomUUID(), hypothesisId: h.id, context: "bench", windowStart: new Date(), author: "bench" }));
await prisma.experiment.createMany({ data: experiments });
await prisma.subject.createMany({
  data: experiments.flatMap((e) => [0, 1].map((k) => ({ experimentId: e.id, name: `subject ${k}`, kind: "external", externalRef: `ref-${e.id}-${k}` }))),
});
const seedMs = performance.now() - seedStart;

const actor: Actor = { organizationId: organization.id, userId: user.id, email: user.email };
const time = async (query: Record<string, string | undefined>) => {
  const start = performance.now();
  const brief = await getBrief(actor, project.id, query);
  return { ms: performance.now() - start, brief };
};

await time({}); // warm-up (query plans, JIT)
const unscoped: number[] = [];
const scoped: number[] = [];
let sample;
for (let r = 0; r < RUNS; r++) {
  const a = await time({});
  unscoped.push(a.ms);
  sample = a.brief;
  scoped.push((await time({ audience_id: audiences[0].id })).ms);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`database: ${url ? "PostgreSQL" : "PGlite (in memory)"}; seeded ${HYPOTHESES} hypotheses x ${FINDINGS} findings, ${experiments.length} ongoing experiments in ${fmt(seedMs)}`);
console.log(`brief, all audiences:  median ${fmt(median(unscoped))}, min ${fmt(Math.min(...unscoped))}, max ${fmt(Math.max(...unscoped))} over ${RUNS} runs (${sample!.hypotheses.length} hypotheses, ${sample!.precedent.length} precedent)`);
console.log(`brief, one audience:   median ${fmt(median(scoped))}, min ${fmt(Math.min(...scoped))}, max ${fmt(Math.max(...scoped))} over ${RUNS} runs`);
console.log(`machine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} (figures scale with other load)`);
await disconnectDb();
