import type { Actor } from "../auth/actor";
import { createAsset, deleteAsset } from "../assets/service";
import { MAX_ASSET_BYTES } from "../assets/schema";
import { db } from "../db/client";
import { AppError } from "../errors";
import { readUpTo } from "../http/body";
import { assertHttpUrl, assertPublicHost, pinnedRequest } from "../http/outbound";

const FETCH_TIMEOUT_MS = 8_000;
const MAX_REDIRECTS = 3;
// Photos are fetched a few at a time: a feed of many URLs must not open them all at once.
const CONCURRENCY = 4;

/** Why a photo could not be used, said as the row's `image_url` problem. */
class PhotoProblem extends Error {}

/** The bytes at `start` through the outbound guard (public addresses or ADLAB_FETCH_ALLOW_HOSTS), following a few redirects, each checked. */
async function download(start: string): Promise<{ bytes: Buffer; filename: string }> {
  let url = new URL(start);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      assertHttpUrl(url, "image_url");
      const address = await assertPublicHost(url, "image_url");
      response = await pinnedRequest(url, address, { headers: { "user-agent": "adlab/1.0 (+catalog)", accept: "image/*" }, timeoutMs: FETCH_TIMEOUT_MS });
    } catch (error) {
      // The guard's own words (a private address, a host that does not resolve), else a network failure.
      const detail = error instanceof AppError ? error.details?.[0]?.replace(/^image_url: /, "") : undefined;
      throw new PhotoProblem(detail ?? "could not be fetched (timed out or refused)");
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => {});
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new PhotoProblem(`could not be fetched (HTTP ${response.status})`);
    }
    const bytes = await readCapped(response);
    return { bytes, filename: decodeURIComponent(url.pathname.split("/").pop() || "") || "photo" };
  }
  throw new PhotoProblem("could not be fetched (too many redirects)");
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > MAX_ASSET_BYTES) throw new PhotoProblem("is larger than 10 MB");
  if (!response.body) return Buffer.alloc(0);
  let read: Awaited<ReturnType<typeof readUpTo>>;
  try {
    read = await readUpTo(response.body, MAX_ASSET_BYTES);
  } catch {
    throw new PhotoProblem("could not be read to the end (timed out or cut off)");
  }
  if (read.over) throw new PhotoProblem("is larger than 10 MB");
  return read.bytes;
}

/** The asset this project already holds for `url` (a photo fetched by an earlier import), if any. */
async function knownPhoto(actor: Actor, projectId: string, url: string): Promise<string | undefined> {
  const prisma = await db();
  const asset = await prisma.asset.findFirst({
    where: { organizationId: actor.organizationId, projectId, metadata: { path: ["source_url"], equals: url } },
    select: { id: true },
  });
  return asset?.id;
}

export type Photos = { assets: Map<string, string>; problems: Map<string, string>; created: string[] };

/**
 * Each distinct URL once: an asset of the project already fetched from it is reused, any other is
 * fetched and stored as a `product` asset (type and pixel checks, cut-out, as an upload) with
 * `metadata.source_url`. Returns the asset per URL, the problem per URL that failed, and the assets made
 * here (removed again by `discardPhotos` when the import is refused).
 */
export async function fetchPhotos(actor: Actor, projectId: string, urls: string[]): Promise<Photos> {
  const result: Photos = { assets: new Map(), problems: new Map(), created: [] };
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const known = await knownPhoto(actor, projectId, url);
        if (known) {
          result.assets.set(url, known);
          continue;
        }
        const { bytes, filename } = await download(url);
        const asset = await createAsset(actor, projectId, {
          fields: { asset_type: "product", description: `Photo from ${new URL(url).host}`, metadata: { source_url: url } },
          file: { bytes, filename },
          problems: [],
        });
        result.created.push(asset.id);
        result.assets.set(url, asset.id);
      } catch (error) {
        if (error instanceof PhotoProblem) result.problems.set(url, error.message);
        // The upload checks (not an image, too many pixels) in their own words, without the asset.file prefix.
        else if (error instanceof AppError && error.code === "validation_failed") result.problems.set(url, (error.details ?? []).map((d) => d.replace(/^asset\.file: /, "")).join("; "));
        else throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } catch (error) {
    await discardPhotos(actor, projectId, result.created);
    throw error;
  }
  return result;
}

/** Removes the assets an import made when the import is refused: a refused feed stores nothing. */
export async function discardPhotos(actor: Actor, projectId: string, assetIds: string[]): Promise<void> {
  for (const id of assetIds) await deleteAsset(actor, projectId, id).catch(() => {});
}
