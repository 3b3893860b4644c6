import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Longest files first, across projects, from the seconds one run took (tests/durations.json, refreshed
 * with `npm run test:durations` after a full run): on a fresh clone vitest has no cache of its own and
 * orders by project name and file size, which left a four-minute file to start last and run alone on
 * one core. A file missing from the table (a new one) counts as a slow one, so it never ends the run
 * alone either. groupOrder still comes first (the supervisor test kills the shared server: it runs last).
 */
const root = path.resolve(import.meta.dirname, "../..");
const seconds: Record<string, number> = JSON.parse(readFileSync(path.join(root, "tests/durations.json"), "utf8"));
const UNKNOWN_SECONDS = 60;

const keyOf = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = (spec: TestSpecification) => seconds[keyOf(spec)] ?? UNKNOWN_SECONDS;
    return [...files].sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || cost(b) - cost(a));
  }
}
