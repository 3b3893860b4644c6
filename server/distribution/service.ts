import type { Actor } from "../auth/actor";
import { db } from "../db/client";
import { requireAdOf } from "./access";
import { distributionForAdsIn } from "./ad-summary";

/** `GET .../ads/{id}/distribution`: the ad's distribution summary (the same object the ad JSON embeds). */
export async function getAdDistribution(actor: Actor, projectRef: string, adRef: string) {
  const prisma = await db();
  const ad = await requireAdOf(prisma, actor, projectRef, adRef);
  return (await distributionForAdsIn(prisma, [ad.id])).get(ad.id)!.distribution;
}
