import { apiRoute } from "@/server/http/api-route";
import { readWrapped } from "@/server/http/body";
import { toPage } from "@/server/http/pagination";
import { createWebhook, listWebhooks } from "@/server/webhooks/service";

export const GET = apiRoute(async ({ actor, url }) => ({
  body: await listWebhooks(actor, toPage({ limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") })),
}));

export const POST = apiRoute(async ({ req, actor }) => ({
  status: 201,
  body: { webhook: await createWebhook(actor, await readWrapped(req, "webhook")) },
}));
