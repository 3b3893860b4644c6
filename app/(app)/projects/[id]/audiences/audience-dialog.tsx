"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Dialog, Field, Input, Textarea, useToast } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { fieldErrors } from "../../../../_trpc/errors";
import type { Audience } from "../../../../_trpc/types";

type Props = { projectId: string; audience: Audience | "new" | null; onClose: () => void };

/** Create (audience = "new") or edit an audience; closed when audience is null. */
export function AudienceDialog(props: Props) {
  // A fresh form per opened audience, so its fields start from that audience.
  const key = props.audience === null ? "closed" : props.audience === "new" ? "new" : props.audience.id;
  return <AudienceForm key={key} {...props} />;
}

function AudienceForm({ projectId, audience, onClose }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const existing = audience && audience !== "new" ? audience : null;
  const [form, setForm] = useState({ name: existing?.name ?? "", description: existing?.description ?? "", rules: existing?.rules ?? "" });
  const done = (verb: string) => () => {
    queryClient.invalidateQueries({ queryKey: trpc.audiences.listAudiences.queryKey() });
    toast({ title: `Audience ${verb}` });
    onClose();
  };
  const create = useMutation(trpc.audiences.createAudience.mutationOptions({ onSuccess: done("created") }));
  const update = useMutation(trpc.audiences.updateAudience.mutationOptions({ onSuccess: done("saved") }));
  const mutation = existing ? update : create;
  const { fields, other } = fieldErrors(mutation.error, "audience");
  const body = { name: form.name, description: form.description.trim() || null, rules: form.rules.trim() || null };
  const submit = () => (existing ? update.mutate({ project_id: projectId, audience_id: existing.id, ...body }) : create.mutate({ project_id: projectId, ...body }));

  return (
    <Dialog open={audience !== null} onClose={() => { create.reset(); update.reset(); onClose(); }} title={existing ? `Edit ${existing.name}` : "New audience"}
      description="Rules are read by generation for every ad made for this audience."
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" form="audience-form" busy={mutation.isPending}>{existing ? "Save" : "Create audience"}</Button>
      </>}>
      <form id="audience-form" className="flex flex-col gap-4" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Field label="Name" error={fields.name}>
          <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} placeholder="First-time home bakers" autoFocus />
        </Field>
        <Field label="Who they are" optional error={fields.description}>
          <Textarea rows={3} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} />
        </Field>
        <Field label="Creative rules" optional error={fields.rules} hint="Tone, claims to make or avoid, words to use.">
          <Textarea rows={4} value={form.rules} onChange={(e) => setForm({ ...form, rules: e.target.value })} placeholder="Friendly, no jargon. Never mention price." />
        </Field>
        {other.length > 0 && <p role="alert" className="text-sm text-danger">{other.join(" ")}</p>}
      </form>
    </Dialog>
  );
}
