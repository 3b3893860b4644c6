import { Badge, Card } from "../../_components";
import { serverTrpc } from "../../_trpc/server";
import { CreateWebhookForm } from "./create-webhook-form";
import { EVENT_LABELS } from "./webhook-events";
import { RetryDelivery, WebhookControls } from "./webhook-controls";

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().replace("T", " ").slice(0, 19) + " UTC" : "—");
const tone = { succeeded: "success", failed: "danger", pending: "warning" } as const;

/** The account's webhooks with their latest deliveries (the log and Retry in a disclosure per webhook). */
export async function WebhooksCard() {
  const trpc = await serverTrpc();
  const { webhooks } = await trpc.webhooks.listWebhooks({ limit: 20 });
  const logs = await Promise.all(webhooks.map((w) => trpc.webhooks.listWebhookDeliveries({ webhook_id: w.id, limit: 20 })));
  return (
    <Card title="Webhooks" description="adlab POSTs signed events (Standard Webhooks) to your endpoints. Verify each one with its secret; see docs/webhooks.md.">
      <CreateWebhookForm />
      <ul className="mt-5 divide-y divide-line" data-testid="webhooks">
        {webhooks.map((webhook, i) => (
          <li key={webhook.id} className="py-3">
            <div className="flex flex-wrap items-center gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all">
                  {webhook.url}{" "}
                  {webhook.enabled ? <Badge tone="success" dot>Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>}
                </p>
                <p className="text-xs text-muted">
                  {webhook.events.map((e) => EVENT_LABELS[e] ?? e).join(", ")}
                  {webhook.description ? ` · ${webhook.description}` : ""}
                  {webhook.disabled_reason ? ` · ${webhook.disabled_reason}` : ""}
                </p>
              </div>
              <WebhookControls id={webhook.id} url={webhook.url} enabled={webhook.enabled} />
            </div>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm text-muted">Deliveries ({logs[i].deliveries.length}{logs[i].next_cursor ? "+" : ""})</summary>
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="border-b border-line text-left text-xs uppercase tracking-wide text-muted">
                    <tr><th className="px-2 py-1.5 font-medium">Event</th><th className="px-2 py-1.5 font-medium">Status</th><th className="px-2 py-1.5 font-medium">Attempt</th><th className="hidden px-2 py-1.5 font-medium sm:table-cell">Last attempt</th><th className="hidden px-2 py-1.5 font-medium sm:table-cell">Next attempt</th><th className="px-2 py-1.5" /></tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {logs[i].deliveries.map((d) => (
                      <tr key={d.id}>
                        <td className="px-2 py-1.5"><code className="text-xs">{d.event_type}</code></td>
                        <td className="px-2 py-1.5">
                          <Badge tone={tone[d.status]}>{d.status}</Badge>{" "}
                          <span className="text-xs text-muted tabular">{d.status_code ?? ""}{d.duration_ms !== null ? ` · ${d.duration_ms} ms` : ""}{d.error ? ` · ${d.error}` : ""}</span>
                        </td>
                        <td className="px-2 py-1.5 tabular">{d.attempt}</td>
                        <td className="hidden px-2 py-1.5 text-muted sm:table-cell">{when(d.last_attempt_at)}</td>
                        <td className="hidden px-2 py-1.5 text-muted sm:table-cell">{when(d.next_attempt_at)}</td>
                        <td className="px-2 py-1.5 text-right">{d.status !== "pending" && webhook.enabled && <RetryDelivery id={webhook.id} deliveryId={d.id} />}</td>
                      </tr>
                    ))}
                    {logs[i].deliveries.length === 0 && <tr><td colSpan={6} className="px-2 py-2 text-muted">No deliveries yet.</td></tr>}
                  </tbody>
                </table>
              </div>
            </details>
          </li>
        ))}
        {webhooks.length === 0 && <li className="py-3 text-sm text-muted">No webhooks yet. Add one to hear when an ad is ready instead of polling.</li>}
      </ul>
    </Card>
  );
}
