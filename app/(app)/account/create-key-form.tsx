"use client";
import { Button, Field, Input, Select } from "../../_components";
import { createKeyAction } from "./actions";
import { SecretCreatingForm } from "./secret-shown-once";

export function CreateKeyForm() {
  return (
    <SecretCreatingForm action={createKeyAction} className="flex flex-wrap items-end gap-3" testId="new-api-key" copyLabel="Copy key"
      created={(state) => <>Key “{state.name}” created. Copy it now: it is shown only this once.</>}>
      {(state, pending) => (
        <>
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
        </>
      )}
    </SecretCreatingForm>
  );
}
