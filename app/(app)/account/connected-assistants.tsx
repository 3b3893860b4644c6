import { headers } from "next/headers";
import { requestOrigin } from "@/server/http/origin";
import { listConnections } from "@/server/oauth/connections";
import { Card, CopyButton } from "../../_components";
import { currentActor } from "../../_trpc/server";
import { DisconnectAssistant } from "./disconnect-assistant";

const day = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : "never");

/**
 * The assistants a person allowed on /connect (OAuth, server/oauth): what each is, where it sends people
 * back, when it last called, and a Disconnect that stops its tokens at once.
 */
export async function ConnectedAssistants() {
  const actor = await currentActor();
  const connections = actor ? await listConnections(actor) : [];
  const mcpUrl = `${requestOrigin(await headers())}/api/mcp`;
  return (
    <Card id="connected-assistants" title="Connected assistants" className="scroll-mt-24"
      description="Assistants you allowed to make ads with your tokens. Disconnect one and its next request is refused.">
      <ul className="divide-y divide-line" data-testid="connected-assistants">
        {connections.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{c.client_name} <span className="text-sm font-normal text-muted break-all">({c.redirect_host})</span></p>
              <p className="text-xs text-muted">Connected {day(c.created_at)} · last used {day(c.last_used_at)}</p>
            </div>
            <DisconnectAssistant id={c.id} name={c.client_name} />
          </li>
        ))}
        {connections.length === 0 && (
          <li className="py-3 text-sm text-muted">
            None yet. An assistant you add adlab to sends you here to sign in and allow it.
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-muted">To connect an assistant, add a connector with this address:</p>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 rounded-lg bg-sunken/70 px-3 py-2 text-sm">
        <code className="min-w-0 flex-1 break-all" data-secret={mcpUrl}>{mcpUrl}</code>
        <CopyButton value={mcpUrl} label="Copy address" />
      </div>
    </Card>
  );
}
