import { disconnectAssistantAction } from "./actions";
import { ConfirmedAction } from "./confirmed-action";

/** Disconnecting stops an assistant at once, so it is confirmed first, naming it. */
export function DisconnectAssistant({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmedAction id={id} action={disconnectAssistantAction} label="Disconnect" name={name} title={`Disconnect “${name}”?`} confirmLabel="Disconnect">
      <p>Its next request to adlab is refused, and it can no longer spend your tokens. To use it with adlab again, connect it again from the assistant.</p>
    </ConfirmedAction>
  );
}
