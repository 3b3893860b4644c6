import { csvRecords } from "../catalogs/csv";

/**
 * Reads the daily metrics of a run from a CSV file as ad platforms export it (pure; the import service
 * stores the rows). Columns are found by name, case and spacing ignored, under the names adlab uses and
 * those of Meta Ads Manager and Google Ads exports; any other column (campaign name, reach, CPM...) is
 * ignored and reported. Lines above the header (Google's report title and date range) and total rows are
 * skipped. Every problem names its row as a spreadsheet numbers it; one problem means nothing is stored.
 */

type MetricField = "date" | "end" | "impressions" | "clicks" | "spend" | "conversions" | "revenue" | "currency";

/** Column names per field, in order of preference (Meta's "Link clicks" before its "Clicks (all)"). */
const ALIASES: Record<MetricField, string[]> = {
  date: ["date", "day", "reporting starts", "reporting start", "start date"],
  end: ["reporting ends", "reporting end", "end date"],
  impressions: ["impressions", "impr.", "impr"],
  clicks: ["clicks", "link clicks", "clicks (all)"],
  spend: ["spend", "amount spent", "cost"],
  conversions: ["conversions", "results", "purchases", "conv.", "all conv."],
  revenue: ["revenue", "conv. value", "conversion value", "total conv. value", "purchases conversion value", "purchase conversion value"],
  currency: ["currency", "currency code"],
};
const METRICS = ["impressions", "clicks", "spend", "conversions", "revenue"] as const;

const MONEY: readonly MetricField[] = ["spend", "revenue"];

/** "Amount spent (USD)" -> name "amount spent (usd)", money name "amount spent", currency "USD". */
function headerName(cell: string): { name: string; money: string; currency: string | null } {
  const name = cell.trim().toLowerCase().replace(/\s+/g, " ");
  const currency = /\(([a-z]{3})\)$/.exec(name);
  return currency ? { name, money: name.slice(0, currency.index).trim(), currency: currency[1].toUpperCase() } : { name, money: name, currency: null };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** 2026-11-20, 2026/11/20, "Nov 20, 2026", "20 November 2026" -> "2026-11-20"; anything else null (11/20/2026 is ambiguous). */
export function isoDay(cell: string): string | null {
  const text = cell.trim();
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
  };
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (m) return day(+m[1], +m[2], +m[3]);
  m = /^([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[1].toLowerCase())) return day(+m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, +m[2]);
  m = /^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i.exec(text);
  if (m && MONTHS.includes(m[2].toLowerCase())) return day(+m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]);
  return null;
}

/**
 * A number as exports write it: "1,234", "$12.50", "12,50" (a decimal comma), " 7 "; "--" and "" are
 * no value. Returns undefined for no value and NaN for text that is not a number.
 */
export function numberOf(cell: string): number | undefined {
  let text = cell.trim().replace(/[\s$€£¥\u00a0]/g, "");
  if (text === "" || /^-+$/.test(text)) return undefined;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  else if (/^\d+,\d+$/.test(text)) text = text.replace(",", ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

type MetricsRow = {
  row: number;
  window_start: string;
  window_end?: string;
  currency?: string;
  impressions?: number;
  clicks?: number;
  spend?: string;
  conversions?: string;
  revenue?: string;
};

type MetricsCsv = {
  rows: MetricsRow[];
  problems: string[];
  /** The file's column each field was read from, e.g. { date: "Day", impressions: "Impr." }. */
  columns: Partial<Record<MetricField, string>>;
  ignored_columns: string[];
};

const decimal = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** Reads the file; `currency` is the one the request names, used when the file names none. */
export function readMetricsCsv(text: string, currency?: string): MetricsCsv {
  const empty = { rows: [], columns: {}, ignored_columns: [] };
  const parsed = csvRecords(text, "file");
  if (!parsed.records) return { ...empty, problems: [parsed.problem] };
  const records = parsed.records;
  const dateNames = new Set(ALIASES.date);
  const headerIndex = records.slice(0, 10).findIndex((cells) => cells.some((cell) => dateNames.has(headerName(cell).name)));
  if (headerIndex < 0) {
    return { ...empty, problems: [`file: no date column in the first rows; the header needs one of ${ALIASES.date.join(", ")}, and a metric such as impressions, clicks or spend`] };
  }
  const header = records[headerIndex].map(headerName);
  const index: Partial<Record<MetricField, number>> = {};
  const columns: MetricsCsv["columns"] = {};
  for (const field of Object.keys(ALIASES) as MetricField[]) {
    for (const alias of ALIASES[field]) {
      // Only money columns carry a currency suffix ("Clicks (all)" is not in Albanian lek).
      const at = header.findIndex((h) => h.name === alias || (MONEY.includes(field) && h.money === alias));
      if (at >= 0 && index[field] === undefined) {
        index[field] = at;
        columns[field] = records[headerIndex][at].trim();
      }
    }
  }
  const used = new Set(Object.values(index));
  const ignored_columns = records[headerIndex].map((c) => c.trim()).filter((c, i) => c && !used.has(i));
  if (!METRICS.some((field) => index[field] !== undefined)) {
    return { rows: [], columns, ignored_columns, problems: [`row ${headerIndex + 1}: no metric column; name one of impressions, clicks, spend (or cost, amount spent), conversions (or results), revenue`] };
  }
  // "Amount spent (USD)": the header says the currency of the money columns.
  const headerCurrency = [index.spend, index.revenue].map((i) => (i === undefined ? null : header[i].currency)).find(Boolean) ?? null;

  const problems: string[] = [];
  const rows: MetricsRow[] = [];
  const seen = new Map<string, number>();
  records.slice(headerIndex + 1).forEach((cells, i) => {
    const row = headerIndex + i + 2;
    const cell = (field: MetricField) => (index[field] === undefined ? "" : (cells[index[field]!] ?? "").trim());
    if (cells.every((c) => !c.trim()) || /^total/i.test(cell("date"))) return;
    const rowProblems: string[] = [];
    const start = isoDay(cell("date"));
    if (!start) rowProblems.push(cell("date") ? `date: "${cell("date")}" is not a date such as 2026-11-20 or Nov 20, 2026` : "date: is empty");
    const end = cell("end") ? isoDay(cell("end")) : start;
    if (cell("end") && !end) rowProblems.push(`${columns.end}: "${cell("end")}" is not a date such as 2026-11-20`);
    const out: MetricsRow = { row, window_start: start ?? "", ...(end && end !== start ? { window_end: end } : {}) };
    for (const field of METRICS) {
      const value = numberOf(cell(field));
      if (value === undefined) continue;
      if (Number.isNaN(value)) rowProblems.push(`${field}: "${cell(field)}" is not a number`);
      else if ((field === "impressions" || field === "clicks") && !Number.isInteger(value)) rowProblems.push(`${field}: ${value} is not a whole number`);
      else if (field === "impressions" || field === "clicks") out[field] = value;
      else out[field] = decimal(value);
    }
    const rowCurrency = cell("currency").toUpperCase() || headerCurrency || currency;
    if (rowCurrency) out.currency = rowCurrency;
    if (start && seen.has(start)) rowProblems.push(`date: ${start} is also on row ${seen.get(start)}`);
    if (start) seen.set(start, row);
    if (!METRICS.some((field) => out[field] !== undefined) && !rowProblems.length) return; // a row of dashes: nothing to record
    problems.push(...rowProblems.map((p) => `row ${row}, ${p}`));
    rows.push(out);
  });
  if (!rows.length && !problems.length) problems.push("file: has no rows of metrics under its header");
  return { rows, problems, columns, ignored_columns };
}
