import { z } from "zod";
import { freeObject, identifierValueSchema, saneDate, saneDateTime, stringMap } from "../validation";

/** Lifecycle events and the run status each one leads to (the projection applies them in time order). */
export const LIFECYCLE_EVENTS = {
  submitted: "in_review",
  approved: "approved",
  launched: "live",
  resumed: "live",
  paused: "paused",
  rejected: "rejected",
  ended: "ended",
} as const;
export type LifecycleEvent = keyof typeof LIFECYCLE_EVENTS;
export const RUN_STATUSES = ["draft", "in_review", "approved", "live", "paused", "rejected", "ended"] as const;

const shortText = (max: number) => z.string().trim().max(max);
// People type "Meta" or " TikTok ": the stored name is the lowercase one, so runs group and filter as one platform.
const platformSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "is required")
  .max(50, { abort: true })
  .regex(/^[a-z0-9][a-z0-9_.-]*$/, "must be one word of letters, digits, _ . or -, such as meta, google_ads or tiktok");
const externalUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2000)]);

const runFields = {
  platform: platformSchema.describe("Where the ad runs, one lowercase word: `meta`, `google_ads`, `tiktok`"),
  channel: shortText(50).min(1, "must not be empty").describe("Default `paid_social`"),
  objective: shortText(100).describe("The campaign's objective as the platform names it, e.g. `conversions`"),
  source: shortText(100).min(1, "must not be empty").describe("Who reports this run, default `api`"),
  external_account_id: shortText(200).describe("The ad account's id on the platform"),
  external_campaign_id: shortText(200).describe("The campaign's id on the platform"),
  external_ad_group_id: shortText(200).describe("The ad set or ad group's id on the platform"),
  external_ad_id: shortText(200).describe("The ad's id on the platform"),
  external_url: externalUrl.describe("A link to the ad in the platform's manager, or empty"),
  metadata: freeObject.describe("Free-form JSON kept with the run"),
};

export const createRunSchema = z.strictObject({
  ...runFields,
  channel: runFields.channel.default("paid_social"),
  objective: runFields.objective.default(""),
  source: runFields.source.default("api"),
  external_account_id: runFields.external_account_id.default(""),
  external_campaign_id: runFields.external_campaign_id.default(""),
  external_ad_group_id: runFields.external_ad_group_id.default(""),
  external_ad_id: runFields.external_ad_id.default(""),
  external_url: runFields.external_url.default(""),
  metadata: runFields.metadata.default({}),
});
export const updateRunSchema = z.strictObject(runFields).partial();
export type UpdateRunInput = z.input<typeof updateRunSchema>;

/** Non-negative money with at most 14 integer and 4 fractional digits (the column is DECIMAL(18,4)). */
export const moneySchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,14}(\.\d{1,4})?$/, 'must be a non-negative decimal string with at most 4 decimals, such as "12.50"'));
// impressions and clicks are 32-bit integer columns.
const countSchema = z.number().int("must be an integer").min(0).max(2_147_483_647);
const dateSchema = saneDate("must be a date such as 2026-01-31");
const dateTimeSchema = saneDateTime("must be an ISO 8601 date-time such as 2026-01-31T12:00:00Z");
const idempotencyKey = z.string().trim().min(1).max(200).describe("Your key for this observation: sending it again answers the stored one instead of counting twice");

export const MAX_WINDOW_DAYS = 92;
export const FUTURE_TOLERANCE_MS = 60 * 60 * 1000;

const lifecycleSchema = z.strictObject({
  kind: z.literal("lifecycle").describe("A change of the run's status"),
  event: z.enum(Object.keys(LIFECYCLE_EVENTS) as [LifecycleEvent, ...LifecycleEvent[]]).describe("What happened; the run's status follows (launched -> live, ...)"),
  occurred_at: dateTimeSchema.describe("When it happened"),
  idempotency_key: idempotencyKey.optional(),
  metadata: freeObject.default({}).describe("Free-form JSON kept with the observation"),
});

const metricsSchema = z
  .strictObject({
    kind: z.literal("metrics").describe("The figures of a window of days"),
    window_start: dateSchema.describe("First day of the window"),
    window_end: dateSchema.optional().describe(`Last day of the window, inclusive (default window_start: one day); at most ${MAX_WINDOW_DAYS} days in all`),
    occurred_at: dateTimeSchema.optional().describe("When the figures were read (default: now)"),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code such as USD").optional().describe("ISO 4217 code; required with spend or revenue"),
    spend: moneySchema.optional().describe("Money spent in the window, a decimal string"),
    impressions: countSchema.optional().describe("Times the ad was shown in the window"),
    clicks: countSchema.optional().describe("At most impressions"),
    conversions: moneySchema.optional().describe("May be fractional (attributed conversions)"),
    revenue: moneySchema.optional().describe("Revenue attributed in the window, a decimal string"),
    idempotency_key: idempotencyKey.optional(),
    metadata: freeObject.default({}).describe("Free-form JSON kept with the observation"),
  })
  .superRefine((m, ctx) => {
    const end = m.window_end ?? m.window_start;
    if (end < m.window_start) ctx.addIssue({ code: "custom", path: ["window_end"], message: "must not be before window_start" });
    const days = (Date.parse(end) - Date.parse(m.window_start)) / 86_400_000 + 1;
    if (days > MAX_WINDOW_DAYS) ctx.addIssue({ code: "custom", path: ["window_end"], message: `the window may span at most ${MAX_WINDOW_DAYS} days` });
    if ([m.spend, m.impressions, m.clicks, m.conversions, m.revenue].every((v) => v === undefined)) {
      ctx.addIssue({ code: "custom", message: "a metrics observation needs at least one of spend, impressions, clicks, conversions, revenue" });
    }
    if ((m.spend !== undefined || m.revenue !== undefined) && !m.currency) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "is required with spend or revenue" });
    }
    if (m.clicks !== undefined && m.impressions !== undefined && m.clicks > m.impressions) {
      ctx.addIssue({ code: "custom", path: ["clicks"], message: "must not exceed impressions" });
    }
  });

export const observationSchema = z.discriminatedUnion("kind", [lifecycleSchema, metricsSchema], {
  error: 'kind: must be "lifecycle" or "metrics"',
}).meta({ id: "ObservationInput" });
export type ObservationInput = z.output<typeof observationSchema>;

export const observationQuerySchema = z.object({ kind: z.enum(["lifecycle", "metrics"]).optional().describe("Only observations of this kind") });

export const externalIdentifiersSchema = stringMap;
export const externalIdentifierPatchSchema = z.record(z.string(), identifierValueSchema.nullable());
export const externalIdentifierValueSchema = z.strictObject({ value: identifierValueSchema.describe("Your id under this key") });
export const lookupQuerySchema = z.object({
  key: z.string().min(1, "is required").max(64).describe("An external identifier key, e.g. `meta.ad_id`"),
  value: z.string().min(1, "is required").max(1000).describe("Its value: the projects, ads and runs carrying this pair are answered"),
});

/** Filters of the project-wide run list. */
export const runQuerySchema = z.object({
  platform: z.string().trim().toLowerCase().max(50).optional().describe("Only runs on this platform"),
  status: z.enum(RUN_STATUSES).optional().describe("Only runs in this status"),
  external_campaign_id: z.string().max(200).optional().describe("Only runs of this campaign"),
  external_ad_group_id: z.string().max(200).optional().describe("Only runs of this ad group"),
  external_ad_id: z.string().max(200).optional().describe("Only the run of this platform ad"),
});
