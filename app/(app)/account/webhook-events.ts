import type { WebhookEventType } from "@/server/webhooks/schema";

/** The events as the account page names them (a plain module: the server card and the client form share it). */
export const EVENT_LABELS: Record<WebhookEventType, string> = {
  "ad.ready": "Ad ready",
  "ad.failed": "Ad failed",
  "ad_file.ready": "On-demand file ready",
  "ad_run.health_changed": "Run health changed",
  "tokens.low": "Tokens low",
  "ad_batch.completed": "Catalog batch finished",
};
