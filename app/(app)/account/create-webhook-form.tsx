"use client";
import { Button, Field, Input } from "../../_components";
import { SecretCreatingForm } from "./secret-shown-once";
import { createWebhookAction } from "./webhook-actions";
import { EVENT_LABELS } from "./webhook-events";

/** Registers a webhook; the signing secret is shown once, here, with a Copy button. */
export function CreateWebhookForm() {
  return (
    <SecretCreatingForm action={createWebhookAction} className="flex flex-col gap-3" testId="new-webhook-secret" copyLabel="Copy secret"
      created={(state) => <>Webhook for {state.url} added. Copy its signing secret now: it is shown only this once.</>}>
      {(state, pending) => (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Endpoint URL" error={state?.error} className="min-w-64 flex-[2]">
              <Input name="url" type="url" required maxLength={2000} placeholder="https://example.com/hooks/adlab" />
            </Field>
            <Field label="Description (optional)" className="min-w-44 flex-1">
              <Input name="description" maxLength={500} placeholder="e.g. production" />
            </Field>
          </div>
          <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {Object.entries(EVENT_LABELS).map(([type, label]) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="events" value={type} defaultChecked={type.startsWith("ad.")} className="size-4 accent-[var(--color-accent)]" />
                {label} <code className="text-xs text-muted">{type}</code>
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={pending}>{pending ? "Adding…" : "Add webhook"}</Button>
          </div>
        </>
      )}
    </SecretCreatingForm>
  );
}
