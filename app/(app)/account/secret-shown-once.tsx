import { useActionState, type ReactNode } from "react";
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

/**
 * A form whose action creates something with a secret (an API key, a webhook): `children` draws its fields
 * and submit button from the action's last answer and whether it is running; the secret of a success is
 * shown once under the form, `created` saying what was made.
 */
export function SecretCreatingForm<S extends { secret?: string; error?: string }>({ action, className, testId, copyLabel, created, children }: {
  action: (state: S | undefined, form: FormData) => Promise<S | undefined>;
  className: string;
  testId: string;
  copyLabel: string;
  created: (state: S) => ReactNode;
  children: (state: S | undefined, pending: boolean) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, undefined);
  return (
    <div className="flex flex-col gap-3">
      <form action={formAction} className={className}>
        {children(state, pending)}
      </form>
      {state?.secret && (
        <SecretShownOnce secret={state.secret} testId={testId} copyLabel={copyLabel}>
          {created(state)}
        </SecretShownOnce>
      )}
    </div>
  );
}
