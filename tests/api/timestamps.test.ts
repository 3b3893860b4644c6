import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql } from "../helpers/fronts";
import { createHypothesis, learningSetup } from "../helpers/learning";
import { db } from "@/server/db/client";

// Issue 14.5: timestamps outside 1970-2100 are refused at the edge (422), and a row that holds one
// anyway (older data) does not brick the reads.

const FAR = ["9999-12-31T23:59:59.999-14:00", "0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2101-01-01T00:00:00Z"];

describe("timestamps", () => {
  it("refuses window_start, window_end and finding_at outside 1970-2100 with 422", async () => {
    const { token, base } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Dates are checked" });
    for (const value of FAR) {
      const start = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: value } }, { token });
      expect(start.status, value).toBe(422);
      expect(start.body.error.details).toEqual([expect.stringMatching(/^experiment\.window_start: /)]);
      const end = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z", window_end: value } }, { token });
      expect(end.status, value).toBe(422);
      const finding = await api.post(`${base}/${h.id}/findings`, { finding: { signal: "positive", statement: "s", finding_at: value } }, { token });
      expect(finding.status, value).toBe(422);
      expect(JSON.stringify(finding.body.error.details)).toContain("finding_at");
    }
    const ok = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2100-12-31T23:59:59Z" } }, { token });
    expect(ok.status).toBe(201);
  });

  it("reads an experiment stored with a far date without a 500", async () => {
    const { token, base, project } = await learningSetup();
    const h = await createHypothesis(base, token, { statement: "Old rows still read" });
    const created = await api.post(`${base}/${h.id}/experiments`, { experiment: { context: "c", window_start: "2026-05-01T00:00:00Z" } }, { token });
    const prisma = await db();
    await prisma.experiment.update({ where: { id: created.body.experiment.id }, data: { windowStart: new Date("9999-12-31T23:59:59.999-14:00") } });
    for (const path of [`${base}/${h.id}/experiments`, `${base}/${h.id}/experiments/${created.body.experiment.id}`, `${base}/brief`]) {
      const res = await api.get(path, { token });
      expect(res.status, path).toBeLessThan(500);
    }
    const gql = await graphql(token, `query($p: String!) { hypotheses(projectId: $p) { id ongoing_experiments { id window_start } } }`, { p: project.id });
    expect(JSON.stringify(gql.errors ?? [])).not.toContain("internal_error");
  });
});
