/** The spec's `{ code, message, details }` that server/trpc/init.ts puts under `data.error`. */
export type ApiErrorBody = { code: string; message: string; details?: string[] };

export function apiError(error: unknown): ApiErrorBody | null {
  if (!error) return null;
  const body = (error as { data?: { error?: ApiErrorBody } }).data?.error;
  if (body) return body;
  return { code: "network_error", message: (error as Error).message || "Something went wrong. Check your connection and try again." };
}

const DETAIL = /^([\w.\[\]]+):\s*(.*)$/;

/** "asset.file: must be a PNG" reads "File must be a PNG": the last named part of the path, in words. */
export function detailInWords(detail: string): string {
  const match = detail.match(DETAIL);
  if (!match) return detail;
  const name = (match[1].split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? match[1]).replace(/_/g, " ");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${match[2]}`;
}

/**
 * Splits `validation_failed` details (`project.description: must ...`) into per-field messages keyed
 * by the path without the wrapper (`description`, `brand_kit.colors.0`), plus the rest. With `shown`
 * (the fields the form displays), details about any other field join `other`, in words.
 */
export function fieldErrors(error: unknown, wrapper?: string, shown?: string[]): { fields: Record<string, string>; other: string[] } {
  const body = apiError(error);
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const detail of body?.details ?? []) {
    const match = detail.match(DETAIL);
    if (!match) { other.push(detail); continue; }
    let path = match[1];
    if (wrapper && path.startsWith(wrapper + ".")) path = path.slice(wrapper.length + 1);
    fields[path] ??= match[2];
    if (shown && !shown.includes(path)) other.push(detailInWords(detail));
  }
  if (body && !body.details?.length) other.push(body.message);
  return { fields, other };
}
