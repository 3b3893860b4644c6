import { Readable } from "node:stream";
import { UriTemplate } from "@modelcontextprotocol/sdk/shared/uriTemplate.js";
import { adBatchArchive } from "../ad-batches/archive";
import { adArchive } from "../ads/archive";
import { adFile } from "../ads/files";
import { getAd } from "../ads/service";
import { adsState, waitForAdsChange } from "../ads/wait";
import type { Actor } from "../auth/actor";
import { clock } from "../clock";
import { config } from "../config";
import { errors } from "../errors";
import type { StoredFile } from "../http/file-response";
import type { ByteRange } from "../storage";
import { signToken, verifyToken } from "../signed-token";

/**
 * adlab's files as MCP resources (`adlab://` URIs): each ad file, each ad's zip and each catalog batch's
 * zip, read with the caller's own key. A file up to config.mcpMaxBlobBytes (20 MB) comes back as its bytes; a larger one
 * as a signed, expiring HTTPS link (`/api/downloads/<token>`), which also serves the MCP App's previews.
 */

/** How long a signed download link works. */
const DOWNLOAD_TTL_MS = 24 * 3600 * 1000;
/** How long a read waits for a raster that is rendered on demand (a JPEG, say) before it gives up. */
const RENDER_WAIT_SECONDS = 30;

export type FileTarget =
  | { kind: "file"; project_id: string; ad_id: string; placement: string; format: string }
  | { kind: "ad_archive"; project_id: string; ad_id: string }
  | { kind: "ad_batch_archive"; project_id: string; ad_batch_id: string };

const TEMPLATES = {
  file: new UriTemplate("adlab://projects/{project_id}/ads/{ad_id}/files/{placement}.{format}"),
  ad_archive: new UriTemplate("adlab://projects/{project_id}/ads/{ad_id}/archive.zip"),
  ad_batch_archive: new UriTemplate("adlab://projects/{project_id}/ad_batches/{ad_batch_id}/archive.zip"),
};

const sizeNote = "up to 20 MB (the installation may set another size) as a blob, larger as a text/uri-list of a signed HTTPS link that works for 24 hours";
export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: TEMPLATES.file.toString(),
    name: "ad_file",
    title: "Ad file",
    description: `One rendered file of a ready ad: placement (e.g. square, instagram_story) and format (png, jpg, mp4, html); ${sizeNote}.`,
  },
  { uriTemplate: TEMPLATES.ad_archive.toString(), name: "ad_archive", title: "Ad archive (zip)", description: `Every file of a ready ad, one zip; ${sizeNote}.`, mimeType: "application/zip" },
  {
    uriTemplate: TEMPLATES.ad_batch_archive.toString(),
    name: "ad_batch_archive",
    title: "Catalog batch archive (zip)",
    description: `Every file of every ready ad of a catalog batch, \`<item_id>/<placement>.<ext>\`; ${sizeNote}.`,
    mimeType: "application/zip",
  },
];

export function uriOf(target: FileTarget): string {
  const { kind, ...variables } = target;
  return TEMPLATES[kind].expand(variables);
}

/** The target an adlab:// URI names, or null when it names none. */
export function targetOf(uri: string): FileTarget | null {
  for (const kind of ["file", "ad_archive", "ad_batch_archive"] as const) {
    const match = TEMPLATES[kind].match(uri);
    if (match && Object.values(match).every((value) => typeof value === "string" && value)) return { kind, ...(match as Record<string, string>) } as FileTarget;
  }
  return null;
}

/** A stored file (or its presigned bucket URL), or a zip written while it is read. */
export type OpenedFile = StoredFile | { kind: "zip"; stream: Readable; contentType: string; filename: string };

/** A stored file as opened, or a raster the server renders first (waited for, up to RENDER_WAIT_SECONDS). */
async function openAdFile(actor: Actor, target: Extract<FileTarget, { kind: "file" }>, range?: ByteRange): Promise<StoredFile> {
  const query = { format: target.format === "jpeg" ? "jpg" : target.format, placement: target.placement };
  const deadline = clock().now() + RENDER_WAIT_SECONDS * 1000;
  for (;;) {
    const ids = [(await getAd(actor, target.project_id, target.ad_id)).id];
    const since = await adsState(ids);
    const result = await adFile(actor, target.project_id, target.ad_id, query, range);
    if (result.kind !== "rendering") return result;
    const left = (deadline - clock().now()) / 1000;
    if (left <= 0 || !(await waitForAdsChange(ids, since, left))) throw errors.conflict("ad_not_ready", `The ${query.format} is still being rendered; read it again in a few seconds.`);
  }
}

/** The bytes a target names (or the asked range of a file), as the caller may read them: its account's, else not_found. */
export async function openTarget(actor: Actor, target: FileTarget, range?: ByteRange): Promise<OpenedFile> {
  if (target.kind === "file") return openAdFile(actor, target, range);
  const { filename, stream } = target.kind === "ad_archive" ? await adArchive(actor, target.project_id, target.ad_id) : await adBatchArchive(actor, target.project_id, target.ad_batch_id);
  return { kind: "zip", stream, contentType: "application/zip", filename };
}

type DownloadClaims = { o: string; u: string; t: FileTarget };

/** A signed link to a target that works without the API key until it expires (for people, and the MCP App's view). */
export function signedDownload(actor: Actor, target: FileTarget): { url: string; expires_at: string } {
  const { token, expiresAt } = signToken<Omit<DownloadClaims, "e">>("download", { o: actor.organizationId, u: actor.userId, t: target }, DOWNLOAD_TTL_MS);
  return { url: `${config.baseUrl.replace(/\/$/, "")}/api/downloads/${token}`, expires_at: expiresAt.toISOString() };
}

/** The target of a signed link and the account it reads as; null for a link that is forged or expired. */
export function verifyDownload(token: string): { actor: Actor; target: FileTarget } | null {
  const claims = verifyToken<DownloadClaims>("download", token);
  if (!claims?.o || !claims.t) return null;
  return { actor: { organizationId: claims.o, userId: claims.u, email: "" }, target: claims.t };
}

/** Reads a stream whole unless it is larger than `max` bytes (then null, and the stream is closed). */
export async function readUpTo(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Uint8Array).length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

export type ReadFile = { uri: string; mimeType: string; filename: string } & ({ bytes: Buffer } | { link: { url: string; expires_at: string }; size: number | null });

/** A target's bytes when they fit config.mcpMaxBlobBytes, else a signed link to them. */
export async function readTarget(actor: Actor, target: FileTarget): Promise<ReadFile> {
  const opened = await openTarget(actor, target);
  const uri = uriOf(target);
  let file: { stream: Readable; size: number | null; contentType: string; filename: string };
  if (opened.kind === "redirect") {
    // The bucket's presigned URL (S3_PRESIGN): the bytes are fetched from it, under the same cap.
    const response = await fetch(opened.url);
    if (!response.ok || !response.body) throw new Error(`the bucket answered ${response.status} for a presigned download`);
    const size = Number(response.headers.get("content-length")) || null;
    file = { stream: Readable.fromWeb(response.body as never), size, contentType: response.headers.get("content-type") ?? "application/octet-stream", filename: uri.split("/").pop()! };
  } else file = { ...opened, size: opened.kind === "file" ? opened.size : null };
  const base = { uri, mimeType: file.contentType, filename: file.filename };
  const max = config.mcpMaxBlobBytes;
  if (file.size !== null && file.size > max) file.stream.destroy();
  const bytes = file.size !== null && file.size > max ? null : await readUpTo(file.stream, max);
  return bytes ? { ...base, bytes } : { ...base, link: signedDownload(actor, target), size: file.size };
}
