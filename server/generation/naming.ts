import type { Tx } from "../db/client";
import type { Style } from "../styles/types";

/**
 * Ad names people can tell apart. Until its words are written an ad carries a provisional name
 * ("Brewly Cold Brew still ad #2"); once they are, an ad the customer did not name is named by its
 * headline ("Cafe cold brew at home"), unique in its project ("… (2)"); the design's name is not the
 * customer's word for it. Only the name changes: the slug (and so every URL of the ad) stays what it was at creation.
 */

const HEADLINE_CHARS = 60;

/** The name an unnamed ad has while it is generating. */
export function provisionalAdName(projectName: string, output: string, variantCount: number, index: number): string {
  const base = `${projectName} ${output === "video" ? "video" : "still"} ad`;
  return variantCount > 1 ? `${base} #${index + 1}` : base;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `name` is one provisionalAdName gives for this project (a name the customer chose is kept). */
export function isProvisionalAdName(name: string, projectName: string): boolean {
  return new RegExp(`^${escapeRegExp(projectName)} (still|video) ad( #\\d+)?$`).test(name);
}

/** The words people know the ad by: the headline slot, else the first written slot that is not a kicker or CTA. */
function headlineOf(style: Pick<Style, "editable_slots">, copy: Record<string, string>): string {
  const text = (name: string) => (copy[name] ?? "").replace(/\s+/g, " ").trim();
  if (text("headline")) return text("headline");
  const slot = style.editable_slots.find((s) => !["cta", "eyebrow"].includes(s.role) && text(s.name));
  return slot ? text(slot.name) : "";
}

/** The headline, cut at a word boundary past HEADLINE_CHARS; "" when the ad has no words. */
export function adNameFrom(style: Pick<Style, "editable_slots">, copy: Record<string, string>): string {
  const headline = headlineOf(style, copy);
  if (headline.length <= HEADLINE_CHARS) return headline;
  const cut = headline.slice(0, HEADLINE_CHARS + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > HEADLINE_CHARS / 2 ? cut.slice(0, space) : cut.slice(0, HEADLINE_CHARS)).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * Whether `name` was given from these words rather than by the customer: the headline as adNameFrom gives
 * it (with a "(2)" or "(edited)" after it), or the older "<style name>: <headline>".
 */
export function isNameFromCopy(name: string, style: Pick<Style, "name" | "editable_slots">, copy: Record<string, string>): boolean {
  const base = adNameFrom(style, copy);
  if (!base) return false;
  return new RegExp(`^(${escapeRegExp(style.name)}: )?${escapeRegExp(base)}( \\(\\d+\\))?( \\(edited\\))?$`).test(name);
}

/** `base`, or `base (n)` with the smallest n from 2 that no other ad of the project is named. */
export function firstFreeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/**
 * Names an ad from its written copy when it still has its provisional name. Runs in the caller's
 * transaction; variants of one batch are named one after another, so they do not take the same name.
 */
export async function nameAdFromCopy(tx: Tx, adId: string, style: Pick<Style, "name" | "editable_slots">, copy: Record<string, string>): Promise<void> {
  const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId }, select: { name: true, projectId: true, project: { select: { name: true } } } });
  if (!isProvisionalAdName(ad.name, ad.project.name)) return;
  // Serialises the naming of one project's ads (the row lock is held until the transaction ends).
  await tx.$queryRaw`SELECT id FROM projects WHERE id = ${ad.projectId}::uuid FOR UPDATE`;
  const base = adNameFrom(style, copy);
  if (!base) return;
  const others = await tx.ad.findMany({ where: { projectId: ad.projectId, id: { not: adId }, name: { startsWith: base } }, select: { name: true } });
  await tx.ad.update({ where: { id: adId }, data: { name: firstFreeName(base, new Set(others.map((o) => o.name))) } });
}
