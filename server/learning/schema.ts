import { z } from "zod";
import { EVEN_AFTER_FIELD_PROBLEMS, isUuid, saneDateTime } from "../validation";
import { idOrSlugRef } from "../../shared/validation";

export const SIGNAL_VALUES = ["positive", "negative", "neutral"] as const;
export const SUBJECT_KINDS = ["internal", "external"] as const;
export const EXPERIMENT_STATES = ["ongoing", "concluded"] as const;

/** Experiment states: `ongoing` while `window_end` is null, `concluded` once it is set. */
export const EXPERIMENT_ONGOING = "ongoing";
export const EXPERIMENT_CONCLUDED = "concluded";

/** Subject kinds, following from the reference: an ad or an ad run of this account is `internal`. */
export const SUBJECT_INTERNAL = "internal";
export const SUBJECT_EXTERNAL = "external";

const uuid = z.string().max(36, { abort: true, error: "must be a UUID" }).refine(isUuid, "must be a UUID");
const dateTime = saneDateTime("must be an ISO 8601 date-time such as 2026-05-01T00:00:00Z").transform((v) => new Date(v));
const statement = z.string().trim().min(1, "is required").max(2000).describe("The belief to test, in a sentence: `Price-led headlines beat benefit-led ones`");
const signal = z.enum(SIGNAL_VALUES, { error: "must be one of positive, negative, neutral" }).describe("Which way the evidence points for the statement");
const context = z.string().trim().min(1, "is required").max(5000).describe("What is tried and how it is measured");

/**
 * An update body that accepts only `shape`'s keys: any other key is reported (422) with `explain(key)`,
 * never silently ignored, because the learning record must not look changed when it was not.
 */
function onlyKeys<S extends z.ZodRawShape>(shape: S, explain: (key: string) => string) {
  return z
    .looseObject(shape)
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) if (!(key in shape)) ctx.addIssue({ code: "custom", path: [key], message: explain(key) });
    })
    .transform((value) => Object.fromEntries(Object.keys(shape).filter((k) => k in value).map((k) => [k, (value as Record<string, unknown>)[k]])) as z.output<z.ZodObject<S>>);
}

// Hypotheses ---------------------------------------------------------------

export const createHypothesisSchema = z.strictObject({
  statement,
  audience_id: idOrSlugRef.nullable().optional().describe("An audience of the project (UUID or slug) the belief is about, fixed at creation; null: every audience"),
});

export const updateHypothesisSchema = onlyKeys({ statement: statement.optional() }, (key) =>
  key === "audience_id"
    ? "cannot be changed: the audience scope is fixed at creation (create a new hypothesis for another audience)"
    : "cannot be changed: only statement can be updated",
);

export const briefQuerySchema = z.object({ audience_id: idOrSlugRef.optional().describe("The brief for this audience (UUID or slug): its hypotheses and the unscoped ones") });

// Subjects -----------------------------------------------------------------

const REFERENCES = ["creative_composition_id", "ad_run_id", "external_ref"] as const;

/**
 * A subject: `name` plus exactly one reference. Also the shape of each item of a finding's `subjects`.
 * `name` may be omitted; it then defaults to the ad's name, "<the run's ad> on <platform> (<external ad id>)" or the external reference.
 */
export const subjectInputSchema = z
  .strictObject({
    name: z.string().trim().min(1, "must not be empty").max(200).optional().describe("Default: the ad's name, `<its ad> on <platform>` for a run, or the external reference"),
    creative_composition_id: idOrSlugRef.nullable().optional().describe("An ad of this account (UUID or slug)"),
    ad_run_id: uuid.nullable().optional().describe("An ad run of this account"),
    external_ref: z.string().trim().min(1, "must not be empty").max(2000).nullable().optional().describe("Anything else tested, e.g. a URL or a competitor's ad"),
  })
  .superRefine((value, ctx) => {
    const present = REFERENCES.filter((key) => value[key] !== undefined && value[key] !== null);
    if (present.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: [],
        message:
          present.length === 0
            ? "must carry exactly one of creative_composition_id, ad_run_id or external_ref (none given)"
            : `must carry exactly one of creative_composition_id, ad_run_id or external_ref (got ${present.join(" and ")})`,
      });
    }
  }, EVEN_AFTER_FIELD_PROBLEMS)
  .meta({ id: "SubjectInput", description: "What an experiment tries: exactly one of creative_composition_id, ad_run_id or external_ref" });
export type SubjectInput = z.output<typeof subjectInputSchema>;

// Findings -----------------------------------------------------------------

export const createFindingSchema = z
  .strictObject({
    body: z.string().trim().min(1, "is required").max(20_000).describe("What was observed and what it suggests, in prose; adlab computes no verdict"),
    signal,
    finding_at: dateTime.optional().describe("When it was learned (default: now)"),
    supersedes_finding_id: uuid.nullable().optional().describe("The finding this one corrects (findings are append-only)"),
    experiment_id: uuid.nullable().optional().describe("An experiment of this hypothesis the finding reports on (window_end concludes it)"),
    window_end: dateTime.nullable().optional().describe("When the experiment ended (an instant): it concludes the experiment of experiment_id or subjects; omitted, that experiment stays ongoing"),
    subjects: z.array(subjectInputSchema).min(1, "must list at least one subject").max(50).optional().describe("Instead of experiment_id: what was tried, recorded as a new experiment of this hypothesis"),
    /** Only with `subjects`: the implied experiment's context and start (defaults: from the body, and finding_at). */
    context: context.optional().describe("Only with subjects: the new experiment's context (default: from the body)"),
    window_start: dateTime.optional().describe("Only with subjects: when the new experiment started (default: finding_at)"),
  })
  .superRefine((value, ctx) => {
    const hasExperiment = value.experiment_id != null;
    if (hasExperiment && value.subjects) {
      ctx.addIssue({ code: "custom", path: ["subjects"], message: "cannot be sent together with experiment_id: add subjects to an existing experiment through its subjects endpoint" });
    }
    if (!hasExperiment && !value.subjects && value.window_end != null) {
      ctx.addIssue({ code: "custom", path: ["window_end"], message: "needs experiment_id (to conclude that experiment) or subjects (to record a new one)" });
    }
    for (const key of ["context", "window_start"] as const) {
      if (value[key] !== undefined && !value.subjects) {
        ctx.addIssue({ code: "custom", path: [key], message: "only describes the experiment implied by subjects; send subjects, or set it on the experiment itself" });
      }
    }
  }, EVEN_AFTER_FIELD_PROBLEMS);

export const updateFindingSchema = onlyKeys({ signal }, (key) =>
  `cannot be changed: findings are append-only and only signal can change; post a new finding with supersedes_finding_id to correct ${key === "body" ? "the prose" : "it"}`,
);

// Experiments --------------------------------------------------------------

const windowStart = dateTime.describe("When the attempt started");
const windowEnd = dateTime.nullable().optional().describe("When it ended (an instant, not a day); setting it concludes the experiment, which cannot be reopened");

export const createExperimentSchema = z.strictObject({
  context,
  window_start: windowStart,
  window_end: windowEnd,
});

export const updateExperimentSchema = onlyKeys(
  { context: context.optional(), window_start: windowStart.optional(), window_end: windowEnd },
  () => "cannot be changed: only context, window_start and window_end can be updated",
);
