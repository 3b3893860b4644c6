import { revokeKeyAction } from "./actions";
import { ConfirmedAction } from "./confirmed-action";

/** Revoking stops a working key at once, so it is confirmed first, naming the key. */
export function RevokeKey({ id, name, prefix }: { id: string; name: string; prefix: string }) {
  return (
    <ConfirmedAction id={id} action={revokeKeyAction} label="Revoke" name={name} title={`Revoke the key “${name}”?`} confirmLabel="Revoke key">
      <p>Every agent or script using <code className="font-mono">{prefix}…</code> gets “401 unauthorized” from its next request. This cannot be undone: a revoked key never works again, and you would create a new one.</p>
    </ConfirmedAction>
  );
}
