import { parse } from "csv-parse/sync";
import { unknownFieldProblem } from "../../shared/validation";

/** The columns a CSV feed may have, named in its first row (any order, case and surrounding spaces ignored). */
const CSV_COLUMNS = ["item_id", "title", "description", "price", "currency", "image_url", "asset_id", "landing_url", "tags"] as const;

const firstLine = (text: string) => text.slice(0, text.search(/\r?\n|$/));

/**
 * The separator the header row uses: a comma, or the semicolon or tab that spreadsheets in many locales
 * save CSV with (the one that occurs most in the first line).
 */
function delimiterOf(text: string): string {
  const header = firstLine(text);
  const count = (d: string) => header.split(d).length - 1;
  return [",", ";", "\t"].reduce((best, d) => (count(d) > count(best) ? d : best));
}

/** Columns per row of any CSV adlab reads (a feed has 9, an ad platform's report a few dozen). */
export const MAX_CSV_COLUMNS = 200;

/**
 * The cells of a CSV text as the conventions above read it (a BOM, CRLF or LF, quoted fields, the
 * delimiter of the first line), or the problem named under `path`. Shared by the metrics import.
 */
export function csvRecords(text: string, path: string): { records: string[][]; problem?: undefined } | { records?: undefined; problem: string } {
  const delimiter = delimiterOf(text);
  // The header is counted before parsing: a megabyte on one line is refused without reading every cell.
  if (firstLine(text).split(delimiter).length > MAX_CSV_COLUMNS) return { problem: `${path}: row 1 has more than ${MAX_CSV_COLUMNS} columns; at most ${MAX_CSV_COLUMNS} are read` };
  try {
    const records: string[][] = parse(text, { bom: true, relax_column_count: true, delimiter });
    // Reading the header compares columns with each other: a megabyte of commas (35,000 columns) took seconds.
    const wide = records.findIndex((cells) => cells.length > MAX_CSV_COLUMNS);
    if (wide >= 0) return { problem: `${path}: row ${wide + 1} has ${records[wide].length} columns; at most ${MAX_CSV_COLUMNS} are read` };
    return { records };
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    return { problem: `${path}: is not a well-formed CSV file${where ? ` (line ${where})` : ""}` };
  }
}

/** One data row of a feed: its row number in the file (the header is row 1) and its cells by column. */
export type FeedRow = { row: number; fields: Record<string, unknown> };

/**
 * Reads a CSV feed (RFC 4180: quoted fields with commas, quotes and newlines inside, a BOM, CRLF or LF;
 * fields separated by commas, or by semicolons or tabs when the header row is).
 * An unknown column is refused like an unknown JSON field, with the closest known column: a misspelt
 * `titel` would otherwise lose every title. An empty cell is an absent field; `tags` are split on `|`.
 */
export function readCsvFeed(text: string): { rows: FeedRow[]; problems: string[] } {
  const { records, problem } = csvRecords(text, "catalog.file");
  if (!records) return { rows: [], problems: [problem] };
  const [header, ...data] = records;
  if (!header) return { rows: [], problems: ["catalog.file: is empty; the first row names the columns"] };
  const columns = header.map((name) => name.trim().toLowerCase());
  const known: readonly string[] = CSV_COLUMNS;
  const problems: string[] = [];
  columns.forEach((name, i) => {
    if (!known.includes(name)) problems.push(`row 1, column ${i + 1}: ${unknownFieldProblem(name || "(empty)", CSV_COLUMNS)} (the columns are ${CSV_COLUMNS.join(", ")})`);
    else if (columns.indexOf(name) !== i) problems.push(`row 1, column ${i + 1}: ${name} appears twice`);
  });
  if (!columns.includes("item_id") || !columns.includes("title")) problems.push("row 1: the columns item_id and title are required");
  if (problems.length) return { rows: [], problems };

  // Rows are numbered as a spreadsheet shows them (a quoted newline stays in its row); a blank row is skipped but counted.
  const rows = data.flatMap((cells, i) => {
    if (cells.every((cell) => !cell.trim())) return [];
    const fields: Record<string, unknown> = {};
    cells.forEach((cell, c) => {
      const value = cell.trim();
      if (c >= columns.length) {
        if (value) fields[`column ${c + 1}`] = value; // a cell beyond the header: refused as an unknown field
        return;
      }
      if (!value) return;
      fields[columns[c]] = columns[c] === "tags" ? value.split("|").map((tag) => tag.trim()).filter(Boolean) : value;
    });
    return [{ row: i + 2, fields }];
  });
  return { rows, problems };
}

const FORM_PARTS = ["catalog[name]", "catalog[file]"];

/**
 * The CSV upload of a multipart form: `catalog[file]` as UTF-8 text and `catalog[name]`. Any other part
 * is refused like an unknown field (a lone `name` would otherwise be lost).
 */
export async function csvUploadFromForm(form: FormData): Promise<{ name: unknown; text: string | undefined; problems: string[] }> {
  const problems: string[] = [];
  for (const key of new Set(form.keys())) {
    if (!FORM_PARTS.includes(key)) problems.push(`${key}: unknown field; the parts are ${FORM_PARTS.join(" and ")}`);
    else if (form.getAll(key).length > 1) problems.push(`${key}: is sent more than once`);
  }
  const name = form.get("catalog[name]");
  const file = form.get("catalog[file]");
  if (name !== null && typeof name !== "string") problems.push("catalog.name: must be a text field, not a file");
  if (typeof file === "string") problems.push("catalog.file: must be a file part (with a filename), not a text field");
  let text: string | undefined;
  if (file && typeof file !== "string") {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      problems.push("catalog.file: is not UTF-8 text (save the CSV as UTF-8)");
    }
  }
  return { name: typeof name === "string" ? name : undefined, text, problems };
}
