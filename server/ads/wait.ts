import { clock } from "../clock";
import { db } from "../db/client";
import { onAdChange } from "../generation/changes";

/** The longest wait a caller may ask for (`Prefer: wait=N` is capped to it). */
export const MAX_WAIT_SECONDS = 60;
/**
 * How often a waiter re-reads the ads' state when nothing in this process announced a change: the
 * fallback for a pipeline that runs elsewhere (render pool, Inngest). One small indexed query per tick.
 */
export const WAIT_POLL_MS = 1000;

/**
 * The state a wait watches, for a set of ads: each ad's status and its files (placement, format, status,
 * whether checked). Progress points are left out on purpose: they change at every step and would end
 * every wait at once. Equal strings, nothing a waiter cares about changed.
 */
export async function adsState(adIds: readonly string[]): Promise<string> {
  if (!adIds.length) return "";
  const prisma = await db();
  const rows = await prisma.ad.findMany({
    where: { id: { in: [...adIds] } },
    select: { id: true, status: true, files: { select: { placement: true, format: true, status: true, byteSize: true } } },
    orderBy: { id: "asc" },
  });
  return rows
    .map((ad) => `${ad.id}:${ad.status}:${ad.files.map((f) => `${f.placement}.${f.format}=${f.status}/${f.byteSize ?? ""}`).sort().join(",")}`)
    .join(";");
}

/**
 * The ads' state with their progress: what a caller that reports each pipeline step watches (MCP
 * generate_ads), where adsState leaves progress out. Changes at every step the pipeline records.
 */
export async function adsProgressState(adIds: readonly string[]): Promise<string> {
  if (!adIds.length) return "";
  const prisma = await db();
  const rows = await prisma.ad.findMany({ where: { id: { in: [...adIds] } }, select: { id: true, progress: true }, orderBy: { id: "asc" } });
  return `${await adsState(adIds)}|${rows.map((ad) => `${ad.id}:${JSON.stringify(ad.progress)}`).join(";")}`;
}

/**
 * Waits until the watched state differs from `since`, or `seconds` pass, or `signal` aborts; answers
 * whether it changed. Reusable for anything made of ads (one ad, the variants of a batch, a catalog batch):
 *
 *   const since = await adsState(ids);          // read BEFORE the answer you may send, so no change slips between
 *   const answer = await read();
 *   if (await waitForAdsChange(ids, since, seconds)) answer = await read();
 *
 * `state` replaces the default watched state (adsState) when the caller watches something else that
 * moves with the same ads (a batch's counts, say); it must be cheap, it runs at every wake-up.
 * Wakes on this process's announcements (announceAdChange, from the pipeline's status and file writes)
 * and otherwise re-reads every WAIT_POLL_MS on the process clock (server/clock.ts), so a pipeline in
 * another process is seen within a second and a test's manual clock drives the fallback.
 */
export async function waitForAdsChange(
  adIds: readonly string[],
  since: string,
  seconds: number,
  options: { signal?: AbortSignal; state?: () => Promise<string> } = {},
): Promise<boolean> {
  const read = options.state ?? (() => adsState(adIds));
  const deadline = clock().now() + Math.min(Math.max(seconds, 0), MAX_WAIT_SECONDS) * 1000;
  let wake = () => {};
  const stop = onAdChange(adIds, () => wake());
  const onAbort = () => wake();
  options.signal?.addEventListener("abort", onAbort);
  try {
    for (;;) {
      // Armed before the read: an announcement during the read still ends the next nap.
      const woken = new Promise<void>((resolve) => (wake = resolve));
      if ((await read()) !== since) return true;
      const left = deadline - clock().now();
      if (left <= 0 || options.signal?.aborted) return false;
      await Promise.race([woken, clock().sleep(Math.min(left, WAIT_POLL_MS))]);
    }
  } finally {
    stop();
    options.signal?.removeEventListener("abort", onAbort);
  }
}

/**
 * An answer about `adIds` that waits for news: reads `read()` at once, and when `seconds` > 0 and the
 * caller has not missed anything yet (`isNews(answer)` false: say, its If-None-Match still matches),
 * waits for the ads' state to change (waitForAdsChange) and reads again. The state is taken before the
 * first read, so a change between the read and the wait ends the wait at once instead of being missed.
 */
export async function readWhenChanged<T>(
  adIds: readonly string[],
  seconds: number,
  read: () => Promise<T>,
  isNews: (answer: T) => boolean = () => false,
  options: { signal?: AbortSignal; state?: () => Promise<string> } = {},
): Promise<T> {
  const since = await (options.state ?? (() => adsState(adIds)))();
  const first = await read();
  if (seconds <= 0 || isNews(first)) return first;
  return (await waitForAdsChange(adIds, since, seconds, options)) ? read() : first;
}
