import { apiRoute } from "@/server/http/api-route";
import { lookupIdentifiers } from "@/server/distribution/identifiers";

export const GET = apiRoute(async ({ actor, url }) => ({
  body: await lookupIdentifiers(actor, { key: url.searchParams.get("key") ?? "", value: url.searchParams.get("value") ?? "" }),
}));
