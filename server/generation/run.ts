import { db } from "../db/client";
import { PermanentGenerationError } from "./permanent-error";
import { sharedInputsOf, type SharedInputs } from "./compose";

export async function loadAd(adId: string) {
  const prisma = await db();
  const ad = await prisma.ad.findUnique({ where: { id: adId }, include: { project: true, audience: true } });
  if (!ad) throw new PermanentGenerationError(`ad ${adId} no longer exists`);
  return ad;
}
export type LoadedAd = Awaited<ReturnType<typeof loadAd>>;

/** The first call's promise, shared by every later call. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= fn());
}

/**
 * What the steps of one run of generateAd read alike, read once for the run instead of once per step and
 * per placement (each read cost a query or more on the main thread, the one PGlite runs on). Held in
 * memory for this run only: a run resumed after a crash starts a new one and reads everything again.
 * - `ad`: for the style, copy and music steps; they write only what the steps after them do not read
 *   from it (the style fields and plan: copy reads the plan again; the copy: music reads none of it);
 * - `render`: the ad with its style and copy, the brand kit with its images, and the art, read once the
 *   copy is written, for every placement;
 * - `results`: what each step answered (its memoized result on a resumed run), for the steps after it.
 */
export type GenerationRun = {
  adId: string;
  ad(): Promise<LoadedAd>;
  render(): Promise<{ ad: LoadedAd; shared: SharedInputs }>;
  results: Map<string, unknown>;
};

export function generationRun(adId: string): GenerationRun {
  const ad = once(() => loadAd(adId));
  return {
    adId,
    ad,
    render: once(async () => {
      const ad = await loadAd(adId);
      return { ad, shared: await sharedInputsOf(ad) };
    }),
    results: new Map(),
  };
}
