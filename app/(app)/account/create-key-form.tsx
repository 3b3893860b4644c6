"use client";
import { useActionState } from "react";
import { Button, CopyButton, Field, Input, Select } from "../../_components";
import { createKeyAction } from "./actions";

export function CreateKeyForm() {
  const [state, action, pending] = useActionState(createKeyAction, undefined);
  return (
    <div className="flex flex-col gap-3">
      <form action={action} className="flex flex-wrap items-end gap-3">
        <Field label="New key name" error={state?.error} className="min-w-56 flex-1">
          <Input name="name" required maxLength={80} placeholder="e.g. ci-agent" />
        </Field>
        <Field label="Scope" className="min-w-44">
          <Select name="scope" defaultValue="full">
            <option value="full">Full access</option>
            <option value="generate">Generate (no key management)</option>
          </Select>
        </Field>
        <Button type="submit" disabled={pending}>{pending ? "Creating…" : "Create key"}</Button>
      </form>
      {state?.secret && (
        <div role="status" className="rounded-lg border border-line bg-sunken p-3">
          <p className="text-sm font-medium">Key “{state.name}” created. Copy it now: it is shown only this once.</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code data-testid="new-api-key" data-secret={state.secret} className="min-w-0 flex-1 break-all font-mono text-sm select-all">{state.secret}</code>
            <CopyButton value={state.secret} label="Copy key" />
          </div>
        </div>
      )}
    </div>
  );
}
