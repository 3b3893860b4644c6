import { listAds } from "@/server/ads/service";
import { apiRoute } from "@/server/http/api-route";
import { toPage } from "@/server/http/pagination";

export const GET = apiRoute(async ({ actor, url }) => ({
  body: await listAds(actor, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));
