import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import { errors } from "../errors";
import { requireProject } from "../projects/service";
import { MAX_IDENTIFIERS, identifierKeySchema, parseInput } from "../validation";
import { requireAdOf } from "./access";
import { identifierMap, replaceIdentifiers } from "../external-identifiers";
import { externalIdentifierPatchSchema, externalIdentifierValueSchema, externalIdentifiersSchema, lookupQuerySchema } from "./schema";

/** Whose identifiers: a project (`adRef` absent) or an ad of that project. */
export type OwnerRef = { projectRef: string; adRef?: string };
type Owner = { organizationId: string; projectId?: string; adId?: string };

async function resolveOwner(tx: Tx, actor: Actor, ref: OwnerRef): Promise<Owner> {
  if (ref.adRef !== undefined) {
    const ad = await requireAdOf(tx, actor, ref.projectRef, ref.adRef);
    return { organizationId: actor.organizationId, adId: ad.id };
  }
  const project = await requireProject(tx, actor, ref.projectRef);
  return { organizationId: actor.organizationId, projectId: project.id };
}

const ownerWhere = (owner: Owner) => (owner.adId ? { adId: owner.adId } : { projectId: owner.projectId! });

async function mapOf(tx: Tx, owner: Owner) {
  return identifierMap(await tx.externalIdentifier.findMany({ where: ownerWhere(owner), select: { key: true, value: true } }));
}

function parseKey(key: string) {
  return parseInput(identifierKeySchema, key, "key");
}

export async function getIdentifiers(actor: Actor, ref: OwnerRef) {
  const prisma = await db();
  return mapOf(prisma, await resolveOwner(prisma, actor, ref));
}

/** PUT: the object given becomes the whole set (an empty object clears it). */
export async function replaceIdentifierSet(actor: Actor, ref: OwnerRef, input: unknown) {
  const map = parseInput(externalIdentifiersSchema, input, "external_identifiers");
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const owner = await resolveOwner(tx, actor, ref);
    await replaceIdentifiers(tx, owner, map);
    return mapOf(tx, owner);
  });
}

/** PATCH: sets the keys given with a string and removes the keys given with null; others stay. */
export async function mergeIdentifiers(actor: Actor, ref: OwnerRef, input: unknown) {
  const patch = parseInput(externalIdentifierPatchSchema, input, "external_identifiers");
  const keyProblems = Object.keys(patch).flatMap((key) => {
    const r = identifierKeySchema.safeParse(key);
    return r.success ? [] : [`external_identifiers.${key}: key ${r.error.issues[0].message}`];
  });
  if (keyProblems.length) throw errors.validation(keyProblems);
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const owner = await resolveOwner(tx, actor, ref);
    const current = await mapOf(tx, owner);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete current[key];
      else current[key] = value;
    }
    if (Object.keys(current).length > MAX_IDENTIFIERS) {
      throw errors.validation([`external_identifiers: must have at most ${MAX_IDENTIFIERS} keys`]);
    }
    await replaceIdentifiers(tx, owner, current);
    return mapOf(tx, owner);
  });
}

export async function getIdentifier(actor: Actor, ref: OwnerRef, key: string) {
  const prisma = await db();
  const owner = await resolveOwner(prisma, actor, ref);
  const row = await prisma.externalIdentifier.findFirst({ where: { ...ownerWhere(owner), key }, select: { key: true, value: true } });
  if (!row) throw errors.notFound("External identifier");
  return row;
}

/** PUT one key: creates or replaces its value. */
export async function setIdentifier(actor: Actor, ref: OwnerRef, key: string, input: unknown) {
  const validKey = parseKey(key);
  const { value } = parseInput(externalIdentifierValueSchema, input, "external_identifier");
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const owner = await resolveOwner(tx, actor, ref);
    const existing = await tx.externalIdentifier.findFirst({ where: { ...ownerWhere(owner), key: validKey }, select: { id: true } });
    if (existing) {
      await tx.externalIdentifier.update({ where: { id: existing.id }, data: { value } });
    } else {
      const count = await tx.externalIdentifier.count({ where: ownerWhere(owner) });
      if (count >= MAX_IDENTIFIERS) throw errors.validation([`external_identifiers: must have at most ${MAX_IDENTIFIERS} keys`]);
      await tx.externalIdentifier.create({ data: { organizationId: owner.organizationId, ...ownerWhere(owner), key: validKey, value } });
    }
    return { key: validKey, value };
  });
}

export async function removeIdentifier(actor: Actor, ref: OwnerRef, key: string): Promise<void> {
  const prisma = await db();
  const owner = await resolveOwner(prisma, actor, ref);
  const { count } = await prisma.externalIdentifier.deleteMany({ where: { ...ownerWhere(owner), key } });
  if (count === 0) throw errors.notFound("External identifier");
}

/**
 * Finds the projects and ads of the account that declare `key` = `value` (exact match), through the
 * (organization, key, value) index. Also matches ad runs by their external ids when the key is one of
 * external_account_id, external_campaign_id, external_ad_group_id, external_ad_id.
 */
export async function lookupIdentifiers(actor: Actor, query: unknown) {
  const { key, value } = parseInput(lookupQuerySchema, query);
  const prisma = await db();
  const rows = await prisma.externalIdentifier.findMany({
    where: { organizationId: actor.organizationId, key, value },
    select: { projectId: true, adId: true, key: true, value: true, ad: { select: { projectId: true } } },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  const runColumn = RUN_KEYS[key as keyof typeof RUN_KEYS];
  const runs = runColumn
    ? await prisma.adRun.findMany({
        where: { organizationId: actor.organizationId, [runColumn]: value },
        select: { id: true, adId: true, projectId: true },
        orderBy: { createdAt: "asc" },
        take: 100,
      })
    : [];
  return {
    matches: [
      ...rows.map((r) => ({
        type: r.adId ? ("ad" as const) : ("project" as const),
        project_id: (r.adId ? r.ad?.projectId : r.projectId) ?? null,
        ad_id: r.adId,
        ad_run_id: null as string | null,
        key: r.key,
        value: r.value,
      })),
      ...runs.map((r) => ({ type: "ad_run" as const, project_id: r.projectId, ad_id: r.adId, ad_run_id: r.id, key, value })),
    ],
  };
}

const RUN_KEYS = {
  external_account_id: "externalAccountId",
  external_campaign_id: "externalCampaignId",
  external_ad_group_id: "externalAdGroupId",
  external_ad_id: "externalAdId",
} as const;
