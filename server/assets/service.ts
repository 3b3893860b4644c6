import { randomUUID } from "node:crypto";
import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { toJson } from "../db/json";
import { errors } from "../errors";
import { changedColumns } from "../serializer";
import { pageJson, type Page } from "../http/pagination";
import { pageOfProject, requireProject } from "../projects/service";
import { storage, type ByteRange } from "../storage";
import type { StoredFile } from "../http/file-response";
import { parseInput, requireByUuid } from "../validation";
import { zodDetails } from "../../shared/validation";
import { cutOut, type CutoutFacts } from "./cutout";
import { extensionOf, inspectImage } from "./image";
import { updateAssetSchema, uploadAssetSchema, type AssetUpload, type UpdateAssetInput } from "./schema";
import { serializeAsset } from "./serializer";

/** Storage layout: one folder per asset under its organization, the upload kept as `original`. */
export const assetStorageKey = (organizationId: string, assetId: string) => `assets/${organizationId}/${assetId}/original`;
/** The product cut out of its studio ground at upload (server/assets/cutout.ts), beside the original. */
export const cutoutStorageKey = (originalKey: string) => originalKey.replace(/original$/, "cutout.png");

/** The cut-out decision adlab keeps in `metadata.cutout`; the customer's own keys sit beside it. */
export const cutoutOf = (metadata: unknown): CutoutFacts | undefined =>
  ((metadata ?? {}) as { cutout?: CutoutFacts }).cutout;

/** Product photos are analysed once, here: never per render. Logos, animations and other roles stay as uploaded. */
async function analyseUpload(assetType: string, bytes: Buffer, image: { width: number; height: number; durationSeconds: number | null }) {
  if (assetType !== "product" || image.durationSeconds) return undefined;
  return cutOut(bytes, image.width, image.height);
}

/** The asset `id` (UUID only: assets have no slug) in a project of the actor's organization, or 404. */
export async function requireAsset(tx: Tx, actor: Actor, projectRef: string, id: string) {
  const project = await requireProject(tx, actor, projectRef);
  return requireByUuid(id, "Asset", (uuid) => tx.asset.findFirst({ where: { id: uuid, organizationId: actor.organizationId, projectId: project.id } }));
}

export async function listAssets(actor: Actor, projectRef: string, page: Page) {
  return pageJson("assets", serializeAsset, await pageOfProject(actor, projectRef, page, (prisma, query) => prisma.asset.findMany(query)));
}

export async function getAsset(actor: Actor, projectRef: string, id: string) {
  return serializeAsset(await requireAsset(await db(), actor, projectRef, id));
}

/** Keeps the client's file name (without any path) or names the file after its type. */
function cleanFilename(name: string | undefined, extension: string): string {
  const base = (name ?? "").split(/[/\\]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 255);
  return base || `upload.${extension}`;
}

/**
 * Creates an asset from a multipart upload: the image type comes from the bytes (confirmed by
 * sharp), the file goes to storage, then the row is written (and the file removed if that fails).
 * Pass the reader (`() => readAssetUpload(req)`) to have the project checked before the body is read.
 */
export async function createAsset(actor: Actor, projectRef: string, input: AssetUpload | (() => Promise<AssetUpload>)) {
  const prisma = await db();
  const project = await requireProject(prisma, actor, projectRef);
  const upload = typeof input === "function" ? await input() : input;
  const problems = [...upload.problems];
  const parsed = uploadAssetSchema.safeParse(upload.fields);
  if (!parsed.success) problems.push(...zodDetails(parsed.error, "asset", uploadAssetSchema));
  let image: Awaited<ReturnType<typeof inspectImage>> | undefined;
  if (!upload.file) problems.push("asset.file: is required (one image in the asset[file] part)");
  else if (upload.file.bytes.length === 0) problems.push("asset.file: is empty");
  else {
    image = await inspectImage(upload.file.bytes);
    if ("problem" in image) problems.push(image.problem);
  }
  if (problems.length || !parsed.success || !upload.file || !image || "problem" in image) throw errors.validation(problems);

  const id = randomUUID();
  const key = assetStorageKey(actor.organizationId, id);
  const analysed = await analyseUpload(parsed.data.asset_type, upload.file.bytes, image);
  const byteSize = await storage().put(key, upload.file.bytes);
  if (analysed?.png) await storage().put(cutoutStorageKey(key), analysed.png);
  try {
    const asset = await prisma.asset.create({
      data: {
        id,
        organizationId: actor.organizationId,
        projectId: project.id,
        userId: actor.userId,
        assetType: parsed.data.asset_type,
        source: "upload",
        status: "ready",
        filename: cleanFilename(upload.file.filename, extensionOf(image.contentType)),
        contentType: image.contentType,
        byteSize,
        width: image.width,
        height: image.height,
        durationSeconds: image.durationSeconds,
        description: parsed.data.description,
        metadata: toJson(analysed ? { ...parsed.data.metadata, cutout: analysed.facts } : parsed.data.metadata),
        licenseMetadata: toJson(parsed.data.license_metadata),
        storageKey: key,
      },
    });
    return serializeAsset(asset);
  } catch (error) {
    await storage().delete(key).catch(() => {});
    await storage().delete(cutoutStorageKey(key)).catch(() => {});
    throw error;
  }
}

/**
 * The metadata after a PATCH: the customer's keys replace theirs, adlab's `cutout` record stays (it is
 * not the customer's to forge) and `cutout: false | true` switches the cut-out off or on again.
 */
function nextMetadata(current: unknown, input: UpdateAssetInput): Record<string, unknown> | undefined {
  if (input.metadata === undefined && input.cutout === undefined) return undefined;
  const cutout = cutoutOf(current);
  const rest = input.metadata ?? Object.fromEntries(Object.entries((current ?? {}) as Record<string, unknown>).filter(([k]) => k !== "cutout"));
  const { cutout: _ignored, ...own } = rest;
  return cutout ? { ...own, cutout: { ...cutout, enabled: input.cutout ?? cutout.enabled } } : own;
}

function columns(input: UpdateAssetInput, currentMetadata: unknown): Prisma.AssetUncheckedUpdateInput {
  const data: Prisma.AssetUncheckedUpdateInput = changedColumns(input, ["asset_type", "filename", "description"], { license_metadata: toJson });
  const metadata = nextMetadata(currentMetadata, input);
  if (metadata !== undefined) data.metadata = toJson(metadata);
  return data;
}

export async function updateAsset(actor: Actor, projectRef: string, id: string, input: unknown) {
  const fields = parseInput(updateAssetSchema, input, "asset");
  const prisma = await db();
  const asset = await requireAsset(prisma, actor, projectRef, id);
  return serializeAsset(await prisma.asset.update({ where: { id: asset.id }, data: columns(fields, asset.metadata) }));
}

/** Deletes the row, then the stored file (a leftover file is harmless; a row without its file is not). */
export async function deleteAsset(actor: Actor, projectRef: string, id: string): Promise<void> {
  const prisma = await db();
  const asset = await requireAsset(prisma, actor, projectRef, id);
  await prisma.asset.delete({ where: { id: asset.id } });
  await storage().delete(asset.storageKey);
  await storage().delete(cutoutStorageKey(asset.storageKey));
}

/** The stored bytes of an asset (or a range of them) as a stream, or a presigned bucket URL, for the raw-file download. */
export async function openAssetFile(actor: Actor, projectRef: string, id: string, range?: ByteRange): Promise<StoredFile> {
  const asset = await requireAsset(await db(), actor, projectRef, id);
  const facts = { contentType: asset.contentType, filename: asset.filename };
  const url = await storage().downloadUrl(asset.storageKey, facts);
  if (url) return { kind: "redirect", url };
  const file = await storage().get(asset.storageKey, range);
  if (!file) throw errors.notFound("Asset file");
  return { kind: "file", ...file, ...facts };
}

export type AssetBytes = {
  id: string;
  projectId: string;
  assetType: string;
  filename: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
};

/**
 * An uploaded asset's bytes, for server code such as the ad generation pipeline (logos, product
 * images). Scoped to the organization; 404 `not_found` when the asset or its file is missing.
 */
export async function readAssetBytes(organizationId: string, assetId: string): Promise<AssetBytes> {
  const prisma = await db();
  const asset = await requireByUuid(assetId, "Asset", (uuid) => prisma.asset.findFirst({ where: { id: uuid, organizationId } }));
  const bytes = await storage().read(asset.storageKey);
  if (!bytes) throw errors.notFound("Asset file");
  return {
    id: asset.id,
    projectId: asset.projectId,
    assetType: asset.assetType,
    filename: asset.filename,
    contentType: asset.contentType,
    width: asset.width,
    height: asset.height,
    bytes,
  };
}
