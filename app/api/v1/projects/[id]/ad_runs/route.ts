import { apiRoute } from "@/server/http/api-route";
import { toPage } from "@/server/http/pagination";
import { listProjectRuns } from "@/server/distribution/runs";

type Params = { id: string };

const FILTERS = ["platform", "status", "external_campaign_id", "external_ad_group_id", "external_ad_id"];

export const GET = apiRoute<Params>(async ({ actor, params, url }) => ({
  body: await listProjectRuns(
    actor,
    params.id,
    toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") }),
    Object.fromEntries(FILTERS.flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name)]] : []))),
  ),
}));
