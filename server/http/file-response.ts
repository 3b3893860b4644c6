/**
 * The one way adlab answers with a stored or rendered file (assets, ad files, music previews, on REST and
 * in the web app): every file response carries
 * - `X-Content-Type-Options: nosniff`: the browser keeps to the Content-Type we chose;
 * - `Content-Security-Policy: sandbox; ...`: a file opened directly (an HTML ad, an SVG) runs no script
 *   and has no access to adlab's origin; inline styles and data: images and fonts still render;
 * - an RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name.
 */
export const FILE_CSP = "sandbox; default-src 'none'; img-src data:; font-src data:; media-src 'self' data:; style-src 'unsafe-inline'";

export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export type FileFacts = { contentType: string; filename: string; size?: number; disposition?: "inline" | "attachment"; cacheControl?: string };

export function fileHeaders(file: FileFacts): Record<string, string> {
  return {
    "Content-Type": file.contentType,
    ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
    "Content-Disposition": contentDisposition(file.disposition ?? "inline", file.filename),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_CSP,
    "Cache-Control": file.cacheControl ?? "private, max-age=300",
  };
}

export function fileResponse(body: BodyInit, file: FileFacts, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { ...fileHeaders(file), ...extra } });
}
