import { z } from "zod";
import type { Actor } from "../auth/actor";
import { AppError, errors } from "../errors";
import { parseInput } from "../validation";
import { zodDetails } from "../../shared/validation";
import { readMetricsCsv } from "./metrics-csv";
import { MAX_BATCH, recordObservations } from "./observations";
import { observationSchema } from "./schema";

export const metricsImportSchema = z.strictObject({
  csv: z
    .string()
    .min(1, "is empty; send the text of the CSV file")
    .max(5_000_000, "must be at most 5 MB; import fewer days at once")
    .describe("The text of the export, one row per day (adlab, Meta or Google Ads column names)"),
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter currency code such as USD").optional().describe("ISO 4217 code of the money columns when the file does not say it"),
});

/**
 * Imports a run's daily metrics from an ad platform's CSV export (./metrics-csv.ts reads it): every row
 * becomes a metrics observation of its day, stored through the batch path (all or nothing, health
 * recomputed once). Any problem, in the file or against the run's earlier metrics, names its row and
 * nothing is stored. A day imported again restates that day (the latest numbers count), so a corrected
 * export can be imported over the first one.
 */
export async function importMetricsCsv(actor: Actor, projectRef: string, adRef: string, runId: string, input: unknown) {
  const { csv, currency } = parseInput(metricsImportSchema, input, "import");
  const read = readMetricsCsv(csv, currency);
  const problems = [...read.problems];
  if (read.rows.length > MAX_BATCH) problems.push(`file: has ${read.rows.length} days of metrics; import at most ${MAX_BATCH} at once`);
  const items = read.rows.map(({ row, ...metrics }) => {
    const item = { kind: "metrics" as const, ...metrics, metadata: { source: "csv_import" } };
    const checked = observationSchema.safeParse(item);
    if (!checked.success) problems.push(...zodDetails(checked.error).map((detail) => `row ${row}, ${detail}`));
    return item;
  });
  if (problems.length) throw errors.validation(unique(problems), "The file was not imported.");
  try {
    const result = await recordObservations(actor, projectRef, adRef, runId, items);
    return { ...result, imported_rows: items.length, columns: read.columns, ignored_columns: read.ignored_columns };
  } catch (error) {
    // The batch names items by index (observations.3.window_start): the customer knows rows.
    if (!(error instanceof AppError) || !error.details) throw error;
    const byRow = error.details.map((detail) => detail.replace(/^observations\.(\d+)\.?/, (_, i: string) => `row ${read.rows[Number(i)].row}, `));
    throw new AppError(error.code, `The file was not imported. ${byRow.join("; ")}`, byRow);
  }
}

const unique = (items: string[]) => [...new Set(items)];
