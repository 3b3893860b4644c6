import type { Prisma } from "../db/generated/client";
import { identifierMap } from "../external-identifiers";
import { languageOf } from "../language/detect";
import { assetFileUrl } from "../api-urls";
import { brandKitSchema } from "./schema";
import { projectJson, type ProjectJson } from "./shapes";
import { serializerOf } from "../serializer";

export const projectInclude = {
  externalIdentifiers: { select: { key: true, value: true } },
  _count: { select: { assets: true, ads: true } },
  // brand_kit.logos lists these: the project's uploaded logos, oldest first.
  assets: { where: { assetType: "logo" }, select: { id: true, projectId: true, width: true, height: true }, orderBy: { createdAt: "asc" }, take: 10 },
} satisfies Prisma.ProjectInclude;

export type ProjectRecord = Prisma.ProjectGetPayload<{ include: typeof projectInclude }>;

/**
 * The kit as stored, its `logos` completed with the project's logo assets (spec 2.2: the brand's logos):
 * an entry the customer or the from_url import wrote with an `asset_id` gets the asset's file_url and size,
 * and every logo asset not listed yet is added. A project with no kit and no logo keeps `brand_kit: null`.
 */
function brandKit(project: ProjectRecord): ProjectJson["brand_kit"] {
  // Stored only after brandKitSchema validated it; parsing again gives the column its type.
  const kit = project.brandKit === null ? null : brandKitSchema.parse(project.brandKit);
  if (!project.assets.length) return kit;
  const facts = (a: ProjectRecord["assets"][number]) => ({ asset_id: a.id, file_url: assetFileUrl(a), width: a.width, height: a.height });
  const stored = kit?.logos ?? [];
  const byId = new Map(project.assets.map((a) => [a.id, a]));
  const logos = stored.map((l) => (typeof l.asset_id === "string" && byId.has(l.asset_id) ? { ...l, ...facts(byId.get(l.asset_id)!) } : l));
  for (const a of project.assets) if (!stored.some((l) => l.asset_id === a.id)) logos.push(facts(a));
  return { ...(kit ?? brandKitSchema.parse({})), logos };
}

export const serializeProject = serializerOf(projectJson, (project: ProjectRecord) => ({
  copy_language: languageOf(project),
  external_identifiers: identifierMap(project.externalIdentifiers),
  brand_kit: brandKit(project),
  assets_count: project._count.assets,
  creatives_count: project._count.ads,
}));

export type { ProjectJson };
