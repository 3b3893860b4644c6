"use client";
import { useActionState } from "react";
import { Button, Field, Input, Select } from "../../_components";
import { createKeyAction } from "./actions";
import { SecretShownOnce } from "./secret-shown-once";

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
        <SecretShownOnce secret={state.secret} testId="new-api-key" copyLabel="Copy key">
          Key “{state.name}” created. Copy it now: it is shown only this once.
        </SecretShownOnce>
      )}
    </div>
  );
}
