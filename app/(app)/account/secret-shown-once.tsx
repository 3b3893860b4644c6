import type { ReactNode } from "react";
import { CopyButton } from "../../_components";

/**
 * A secret the server shows only this once (a new API key, a webhook's signing secret) with its Copy button;
 * `data-secret` is how the button selects it for a manual copy where the clipboard is refused.
 */
export function SecretShownOnce({ secret, testId, copyLabel, children }: { secret: string; testId: string; copyLabel: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-line bg-sunken p-3">
      <p className="text-sm font-medium">{children}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid={testId} data-secret={secret} className="min-w-0 flex-1 break-all font-mono text-sm select-all">{secret}</code>
        <CopyButton value={secret} label={copyLabel} />
      </div>
    </div>
  );
}
