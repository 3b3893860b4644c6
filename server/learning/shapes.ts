import { z } from "zod";
import { projectAndOrganization, timestamps } from "../serializer";
import { EXPERIMENT_STATES, SIGNAL_VALUES, SUBJECT_KINDS } from "./schema";

/**
 * Hypotheses, findings, experiments, subjects and the brief as every front returns them: they type the
 * serializers (z.infer), generate the OpenAPI responses and the GraphQL object types.
 */
const signal = z.enum(SIGNAL_VALUES);
const dateTime = z.iso.datetime();
/** Who wrote a record (the credential says it, never the input): the API key's name or the user's e-mail, and whether an agent did. */
const authorship = (author = z.string()) => ({ author, agent_authored: z.boolean() });

export const hypothesisJson = z.object({
  id: z.uuid(),
  ...projectAndOrganization,
  statement: z.string(),
  audience_id: z.uuid().nullable(),
  audience_label: z.string().describe('The audience name, or "All audiences" when unscoped'),
  ...authorship(z.string().describe("The API key's name (agent) or the user's e-mail (web session)")),
  ...timestamps,
}).meta({ id: "Hypothesis" });

export const findingJson = z.object({
  id: z.uuid(),
  hypothesis_id: z.uuid(),
  experiment_id: z.uuid().nullable(),
  body: z.string(),
  signal,
  finding_at: dateTime,
  supersedes_finding_id: z.uuid().nullable(),
  superseded: z.boolean(),
  ...authorship(),
  ...timestamps,
}).meta({ id: "Finding" });

export const subjectRefJson = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(SUBJECT_KINDS).describe("`internal` for an ad or ad run of this account, `external` for external_ref"),
  creative_composition_id: z.uuid().nullable(),
  ad_run_id: z.uuid().nullable(),
  external_ref: z.string().nullable(),
}).meta({ id: "SubjectRef" });

export const subjectJson = subjectRefJson.extend({ experiment_id: z.uuid(), ...timestamps }).meta({ id: "Subject" });

export const experimentJson = z.object({
  id: z.uuid(),
  hypothesis_id: z.uuid(),
  context: z.string(),
  state: z.enum(EXPERIMENT_STATES).describe("`ongoing` while window_end is null; `concluded` once it is set"),
  window_start: dateTime,
  window_end: dateTime.nullable(),
  ...authorship(),
  subjects: z.array(subjectJson),
  ...timestamps,
}).meta({ id: "Experiment" });

export const briefJson = z.object({
  project_id: z.uuid(),
  scope: z.object({ audience_id: z.uuid().nullable(), audience: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable() }),
  hypotheses: z.array(
    z.object({
      id: z.uuid(),
      statement: z.string(),
      audience_id: z.uuid().nullable(),
      audience_label: z.string(),
      findings_count: z.number().int().describe("Current (non-superseded) findings"),
      signal_counts: z.object({ positive: z.number().int(), negative: z.number().int(), neutral: z.number().int() }),
      untested: z.boolean().describe("No findings"),
      contested: z.boolean().describe("At least one current positive and one current negative finding"),
      latest_signal: signal.nullable(),
      latest_finding_at: dateTime.nullable(),
      ongoing_experiments: z.array(
        z.object({ id: z.uuid(), context: z.string(), window_start: dateTime, window_end: dateTime.nullable(), subjects: z.array(subjectRefJson) }),
      ),
    }),
  ),
  precedent: z.array(
    z.object({
      id: z.uuid(),
      statement: z.string(),
      audience_id: z.uuid().nullable(),
      audience_label: z.string(),
      latest_signal: signal.nullable(),
      related_hypothesis_id: z.uuid().describe("The scoped hypothesis it shares most words with"),
      shared_words: z.array(z.string()),
    }),
  ),
  material: z
    .array(z.object({ text: z.string(), role: z.string(), rank: z.number().int() }))
    .describe("The project's brief read whole (issue 41): every claim adlab understood, its role (product, benefit, offer, proof, event, logistics, identity) and rank, best first"),
  next_ad: z
    .object({ role: z.string(), claim: z.string(), by: z.string() })
    .nullable()
    .describe("What the project's next ad (for this audience) will lead with, and why: rank, finding or audience"),
});

export type BriefJson = z.infer<typeof briefJson>;
