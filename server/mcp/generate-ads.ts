import { z } from "zod";
import { recommendedAdId } from "../ads/qa-verdict";
import { getAd } from "../ads/service";
import { adJson, type AdJson } from "../ads/shapes";
import { adsProgressState, waitForAdsChange } from "../ads/wait";
import { clock } from "../clock";
import { errors } from "../errors";
import { callOperation } from "../operations/flat-args";
import type { Operation } from "../operations/operation";
import { describeTool, idempotencyProperty, outputSchemaFrom, toJson } from "./tools";
import { jsonResult, type TaskTool } from "./answer";

/** generate_ads may wait this long (its progress notifications keep a client that resets its timeout on progress waiting). */
export const MAX_GENERATE_WAIT_SECONDS = 120;
/** Its default wait: within the 60 s after which MCP clients commonly give a request up. */
const DEFAULT_GENERATE_WAIT_SECONDS = 50;

const generatedJson = z.object({
  ad: adJson,
  ads: z.array(adJson),
  recommended_ad_id: z.uuid().nullable().describe("the ready variant with the best `qa_score` (ties to the earliest); null while none is ready"),
});

/** generate_ads: the create-ads operation, then a wait of up to `wait_seconds` while it reports the pipeline's steps. */
export function generateAds(create: Operation): TaskTool {
  const base = describeTool(create);
  const properties = (base.inputSchema.properties ?? {}) as Record<string, unknown>;
  return {
    ...base,
    name: "generate_ads",
    title: "Generate ads",
    description:
      `${create.summary}. ${create.description} ` +
      `Then waits up to \`wait_seconds\` (0-${MAX_GENERATE_WAIT_SECONDS}, default ${DEFAULT_GENERATE_WAIT_SECONDS}) and answers as soon as every variant is ready or failed, ` +
      "or with their current state when the wait is over (get_ad or list_ads with `wait_seconds` follow them on). Sends MCP progress notifications from the pipeline's steps while it waits. " +
      "Returns `ad` (the first variant), `ads` (every variant) and `recommended_ad_id`, the ready variant to run.",
    inputSchema: {
      ...base.inputSchema,
      properties: {
        ...properties,
        wait_seconds: {
          type: "integer",
          minimum: 0,
          maximum: MAX_GENERATE_WAIT_SECONDS,
          default: DEFAULT_GENERATE_WAIT_SECONDS,
          description: "How long to wait for the ads, in seconds (0: answer at once with the generating ads)",
        },
        idempotency_key: idempotencyProperty,
      },
    },
    outputSchema: outputSchemaFrom(toJson(generatedJson, "output")),
    run: async ({ wait_seconds, idempotency_key, ...args }, { actor, progress, signal }) => {
      const problems: string[] = [];
      const wait = z.number().int().min(0).max(MAX_GENERATE_WAIT_SECONDS).default(DEFAULT_GENERATE_WAIT_SECONDS).safeParse(wait_seconds);
      if (!wait.success) problems.push(`wait_seconds: must be a whole number from 0 to ${MAX_GENERATE_WAIT_SECONDS}`);
      const key = z.string().min(1).max(255).optional().safeParse(idempotency_key);
      if (!key.success) problems.push("idempotency_key: must be a string of 1 to 255 characters");
      if (!wait.success || !key.success) throw errors.validation(problems);
      const created = (await callOperation(create, actor, args, key.data ?? null)).body as { ad: AdJson; ads: AdJson[] };
      let ads = created.ads;
      const ids = ads.map((ad) => ad.id);
      // The REST `Prefer: wait`'s mechanism (server/ads/wait.ts), watching progress too, so each step is reported.
      const watched = () => adsProgressState(ids);
      const read = () => Promise.all(ids.map((id) => getAd(actor, created.ad.project_id, id)));
      const deadline = clock().now() + wait.data * 1000;
      // The state, then the ads: a change after either read ends the next wait at once, none is missed.
      let since = await watched();
      ads = await read();
      await progress(0, 100, "Queued");
      while (ads.some((ad) => ad.generating) && clock().now() < deadline && !signal.aborted) {
        if (!(await waitForAdsChange(ids, since, (deadline - clock().now()) / 1000, { signal, state: watched }))) continue;
        since = await watched();
        ads = await read();
        const percent = Math.round(ads.reduce((sum, ad) => sum + (ad.ready || ad.failed ? 100 : (ad.progress?.percent ?? 0)), 0) / ads.length);
        const running = ads.flatMap((ad) => ad.progress?.steps.filter((step) => step.status === "running").map((step) => step.label) ?? []);
        await progress(percent, 100, running.length ? [...new Set(running)].join(", ") : ads.every((ad) => !ad.generating) ? "Done" : "Waiting");
      }
      return jsonResult({ ad: ads[0], ads, recommended_ad_id: recommendedAdId(ads) });
    },
  };
}
