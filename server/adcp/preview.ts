import type { Actor } from "../auth/actor";
import { adFile } from "../ads/files";
import { getAd } from "../ads/service";
import { errors } from "../errors";
import type { ByteRange } from "../storage";
import { previewHtml } from "./preview-html";
import { formatSpecs } from "./formats";
import { previewUrl, verifyPreview } from "./preview-token";

/**
 * The public side of a signed preview link (server/adcp/preview-token.ts): the page and the file it shows.
 * A forged, altered or expired token is a 404, as a missing ad is.
 */
function claimsOf(token: string) {
  const claims = verifyPreview(token);
  if (!claims) throw errors.notFound("Preview");
  // The link stands for the organization that built the ad; reads are scoped to it as any other.
  const actor: Actor = { organizationId: claims.o, userId: "", email: "" };
  return { claims, actor };
}

export async function previewPage(token: string): Promise<string> {
  const { claims, actor } = claimsOf(token);
  const ad = await getAd(actor, claims.p, claims.a);
  const spec = formatSpecs().find((f) => f.placement === claims.pl && f.output === ad.output);
  if (!spec || !ad.ready) throw errors.notFound("Preview");
  return previewHtml(previewUrl(token), spec, { trackers: claims.t, skus: claims.s });
}

export async function previewFile(token: string, range?: ByteRange) {
  const { claims, actor } = claimsOf(token);
  const ad = await getAd(actor, claims.p, claims.a);
  return adFile(actor, claims.p, claims.a, { placement: claims.pl, format: ad.output === "video" ? "mp4" : "png" }, range);
}
