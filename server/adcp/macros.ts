/**
 * Catalog-item macro substitution (AdCP universal macros, "substitution safety"): a value is
 * percent-encoded so that only RFC 3986 unreserved characters (A-Z a-z 0-9 - . _ ~) stay as they are,
 * byte by byte of its UTF-8, and substituted in one pass. Reserved characters cannot break out of their
 * query parameter, CR/LF cannot start a header, bidi overrides cannot reorder what a reviewer reads, and a
 * `{MACRO}` inside a value is never expanded again (its braces are encoded).
 */
export function encodeMacroValue(value: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(value)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Replaces each `{NAME}` of `template` whose NAME is in `values` with its encoded value, in one pass (no re-expansion). */
export function substituteMacros(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Z][A-Z0-9_]*)\}/g, (whole, name: string) => (name in values ? encodeMacroValue(values[name]) : whole));
}

/**
 * Text for HTML content and double-quoted attributes: markup characters escaped, and bidi and line
 * controls shown as their escape (`\\u202E`) instead of acting (an entity would still act once parsed).
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\r\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
}
