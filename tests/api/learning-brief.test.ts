import { describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { db } from "@/server/db/client";
import { buildBrief, generationBrief, type BriefClient } from "@/server/learning/brief";
import { api } from "../helpers/http";
import { createFinding, createHypothesis, insertAudience, learningSetup } from "../helpers/learning";

describe("hypothesis brief", () => {
  it("summarizes each hypothesis: counts, untested, contested, latest signal, ongoing experiments with subjects", async () => {
    const { token, project, base } = await learningSetup();
    const untested = await createHypothesis(base, token, { statement: "Recipes in captions drive saves" });
    const contested = await createHypothesis(base, token, { statement: "Discount codes lift conversion" });
    const settled = await createHypothesis(base, token, { statement: "Morning light photos lift CTR" });
    await createFinding(base, token, contested.id, { body: "Code ads converted better.", signal: "positive", finding_at: "2026-05-01T00:00:00Z" });
    await createFinding(base, token, contested.id, { body: "Second market: no lift, lower margin.", signal: "negative", finding_at: "2026-05-03T00:00:00Z" });
    await createFinding(base, token, contested.id, { body: "Inconclusive third run.", signal: "neutral", finding_at: "2026-05-02T00:00:00Z" });
    const wrong = await createFinding(base, token, settled.id, { body: "Morning light lost.", signal: "negative", finding_at: "2026-04-01T00:00:00Z" });
    // The correction replaces the negative finding: the hypothesis is not contested.
    await createFinding(base, token, settled.id, { body: "Correction: the test was mislabeled; morning light won.", signal: "positive", finding_at: "2026-04-02T00:00:00Z", supersedes_finding_id: wrong.id });
    const ongoing = (await api.post(`${base}/${settled.id}/experiments`, { experiment: { context: "Round two", window_start: "2026-05-10T00:00:00Z" } }, { token })).body.experiment;
    const subject = (await api.post(`${base}/${settled.id}/experiments/${ongoing.id}/subjects`, { subject: { name: "Sunrise still", external_ref: "meta:ad:42" } }, { token })).body.subject;
    await api.post(`${base}/${settled.id}/experiments`, { experiment: { context: "Done", window_start: "2026-03-01T00:00:00Z", window_end: "2026-03-10T00:00:00Z" } }, { token });

    const res = await api.get(`${base}/brief`, { token });
    expect(res.status).toBe(200);
    const brief = res.body.brief;
    expect(brief.project_id).toBe(project.id);
    expect(brief.scope).toEqual({ audience_id: null, audience: null });
    const byId = Object.fromEntries(brief.hypotheses.map((h: { id: string }) => [h.id, h]));
    expect(brief.hypotheses.map((h: { id: string }) => h.id)).toEqual([settled.id, contested.id, untested.id]);
    expect(byId[untested.id]).toEqual({
      id: untested.id,
      statement: "Recipes in captions drive saves",
      audience_id: null,
      audience_label: "All audiences",
      findings_count: 0,
      signal_counts: { positive: 0, negative: 0, neutral: 0 },
      untested: true,
      contested: false,
      latest_signal: null,
      latest_finding_at: null,
      ongoing_experiments: [],
    });
    expect(byId[contested.id]).toMatchObject({
      findings_count: 3,
      signal_counts: { positive: 1, negative: 1, neutral: 1 },
      untested: false,
      contested: true,
      latest_signal: "negative",
      latest_finding_at: "2026-05-03T00:00:00.000Z",
    });
    expect(byId[settled.id]).toMatchObject({
      findings_count: 1,
      signal_counts: { positive: 1, negative: 0, neutral: 0 },
      untested: false,
      contested: false,
      latest_signal: "positive",
      latest_finding_at: "2026-04-02T00:00:00.000Z",
      ongoing_experiments: [
        {
          id: ongoing.id,
          context: "Round two",
          window_start: "2026-05-10T00:00:00.000Z",
          window_end: null,
          subjects: [{ id: subject.id, name: "Sunrise still", kind: "external", creative_composition_id: null, ad_run_id: null, external_ref: "meta:ad:42" }],
        },
      ],
    });
  });

  it("scopes to an audience (its hypotheses and the unscoped ones) and ranks precedent by word overlap", async () => {
    const { token, project, base } = await learningSetup();
    const runners = await insertAudience(project.id, "Runners");
    const office = await insertAudience(project.id, "Office workers");
    const forRunners = await createHypothesis(base, token, { statement: "Runners respond to recovery and hydration claims", audience_id: runners.id });
    const general = await createHypothesis(base, token, { statement: "Short video beats stills" });
    const officeRelated = await createHypothesis(base, token, { statement: "Office workers respond to afternoon energy and hydration claims", audience_id: office.id });
    const officeLess = await createHypothesis(base, token, { statement: "Office workers like recovery stories", audience_id: office.id });
    const unrelated = await createHypothesis(base, token, { statement: "Gift bundles sell in December", audience_id: office.id });

    const res = await api.get(`${base}/brief?audience_id=${runners.id}`, { token });
    expect(res.status).toBe(200);
    const brief = res.body.brief;
    expect(brief.scope).toEqual({ audience_id: runners.id, audience: { id: runners.id, slug: runners.slug, name: "Runners" } });
    expect(brief.hypotheses.map((h: { id: string }) => h.id)).toEqual([general.id, forRunners.id]);
    expect(brief.hypotheses.map((h: { audience_label: string }) => h.audience_label)).toEqual(["All audiences", "Runners"]);
    // Out-of-scope hypotheses sharing content words, most shared words first; unrelated ones are left out.
    expect(brief.precedent).toEqual([
      {
        id: officeRelated.id,
        statement: "Office workers respond to afternoon energy and hydration claims",
        audience_id: office.id,
        audience_label: "Office workers",
        latest_signal: null,
        related_hypothesis_id: forRunners.id,
        shared_words: ["claim", "hydration", "respond"],
      },
      expect.objectContaining({ id: officeLess.id, related_hypothesis_id: forRunners.id, shared_words: ["recovery"] }),
    ]);
    expect(brief.precedent.map((p: { id: string }) => p.id)).not.toContain(unrelated.id);

    // By slug too; an audience of another project is refused.
    expect((await api.get(`${base}/brief?audience_id=${runners.slug}`, { token })).body.brief.scope.audience_id).toBe(runners.id);
    const unknown = await api.get(`${base}/brief?audience_id=00000000-0000-4000-8000-000000000000`, { token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details).toEqual(["audience_id: no such audience in this project"]);
  });

  it("lists concluded hypotheses related to others as precedent in the unscoped brief", async () => {
    const { token, base } = await learningSetup();
    const concluded = await createHypothesis(base, token, { statement: "Price anchoring beats percentage discounts" });
    await createFinding(base, token, concluded.id, { body: "Anchoring won.", signal: "positive" });
    const open = await createHypothesis(base, token, { statement: "Percentage discounts cheapen premium coffee" });
    const brief = (await api.get(`${base}/brief`, { token })).body.brief;
    expect(brief.precedent).toEqual([
      expect.objectContaining({ id: concluded.id, related_hypothesis_id: open.id, shared_words: ["discount", "percentage"], latest_signal: "positive" }),
    ]);
  });

  itOnce("is another account's project: 404; empty project: empty brief", async () => {
    const alice = await learningSetup();
    const bob = await learningSetup();
    expect((await api.get(`${alice.base}/brief`, { token: bob.token })).status).toBe(404);
    expect((await api.get(`${bob.base}/brief`, { token: bob.token })).body.brief).toMatchObject({ hypotheses: [], precedent: [] });
    // Another account's audience is not an audience of this project.
    const aliceAudience = await insertAudience(alice.project.id);
    expect((await api.get(`${bob.base}/brief?audience_id=${aliceAudience.id}`, { token: bob.token })).status).toBe(422);
  });

  it("runs a fixed number of queries whatever the number of hypotheses, findings and experiments", async () => {
    const prisma = await db();
    const counts: number[] = [];
    for (const size of [2, 12]) {
      const { token, project, organizationId, base } = await learningSetup();
      for (let i = 0; i < size; i++) {
        const h = await createHypothesis(base, token, { statement: `Angle number ${i} about cold brew` });
        await createFinding(base, token, h.id, { body: "b", signal: i % 2 ? "positive" : "negative", subjects: [{ external_ref: `ref-${i}` }] });
        await createFinding(base, token, h.id, { body: "c", signal: "neutral" });
      }
      let operations = 0;
      const counting = prisma.$extends({
        query: {
          // Every model operation and every raw statement.
          $allOperations({ args, query }) {
            operations++;
            return query(args);
          },
        },
      });
      const brief = await buildBrief(counting as unknown as BriefClient, organizationId, project.id, null);
      expect(brief.hypotheses).toHaveLength(size);
      expect(brief.hypotheses.every((h) => h.ongoing_experiments.length === 1 && h.findings_count === 2)).toBe(true);
      counts.push(operations);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(5);
  });
});

describe("generationBrief", () => {
  it("prefers positive hypotheses of the audience or unscoped, and avoids contested or negative ones", async () => {
    const { token, project, organizationId, base } = await learningSetup();
    const runners = await insertAudience(project.id, "Runners");
    const office = await insertAudience(project.id, "Office");
    const positive = await createHypothesis(base, token, { statement: "Hydration after runs", audience_id: runners.id });
    const general = await createHypothesis(base, token, { statement: "Cafe quality at home" });
    const contested = await createHypothesis(base, token, { statement: "Discount codes" });
    const negative = await createHypothesis(base, token, { statement: "Race-day urgency", audience_id: runners.id });
    const otherAudience = await createHypothesis(base, token, { statement: "Afternoon slump", audience_id: office.id });
    const neutral = await createHypothesis(base, token, { statement: "Pastel colors" });
    await createHypothesis(base, token, { statement: "Untested idea" });
    const corrected = await createHypothesis(base, token, { statement: "Bigger logos" });
    await createFinding(base, token, positive.id, { body: "won", signal: "positive" });
    await createFinding(base, token, positive.id, { body: "won again", signal: "positive" });
    await createFinding(base, token, general.id, { body: "won", signal: "positive" });
    await createFinding(base, token, contested.id, { body: "won", signal: "positive" });
    await createFinding(base, token, contested.id, { body: "lost", signal: "negative" });
    await createFinding(base, token, negative.id, { body: "lost", signal: "negative" });
    await createFinding(base, token, otherAudience.id, { body: "won", signal: "positive" });
    await createFinding(base, token, neutral.id, { body: "flat", signal: "neutral" });
    const lost = await createFinding(base, token, corrected.id, { body: "lost", signal: "negative" });
    await createFinding(base, token, corrected.id, { body: "actually won", signal: "positive", supersedes_finding_id: lost.id });

    const forRunners = await generationBrief(organizationId, project.id, runners.id);
    expect(forRunners.preferred).toEqual([
      { id: positive.id, statement: "Hydration after runs" },
      { id: corrected.id, statement: "Bigger logos" },
      { id: general.id, statement: "Cafe quality at home" },
    ]);
    expect(forRunners.avoided.map((a) => a.id).sort()).toEqual([contested.id, negative.id].sort());

    const noAudience = await generationBrief(organizationId, project.id, null);
    expect(noAudience.preferred.map((a) => a.id)).toEqual([corrected.id, general.id]);
    expect(noAudience.avoided.map((a) => a.id)).toEqual([contested.id]);

    // Another organization, or a bad id, reads nothing.
    const other = await learningSetup();
    expect(await generationBrief(other.organizationId, project.id, runners.id)).toEqual({ preferred: [], avoided: [] });
    expect(await generationBrief(organizationId, "nope", null)).toEqual({ preferred: [], avoided: [] });
  });
});
