"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Dialog, Field, Select, Textarea, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Audience } from "../../../../../_trpc/types";

export function NewHypothesis({ projectId, open, onClose, audiences }: { projectId: string; open: boolean; onClose: () => void; audiences: Audience[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [statement, setStatement] = useState("");
  const [audienceId, setAudienceId] = useState("");
  // The dialog stays mounted between uses: each new hypothesis starts blank, with no audience the customer did not pick.
  const close = () => { setStatement(""); setAudienceId(""); create.reset(); onClose(); };
  const create = useMutation(trpc.learning.createHypothesis.mutationOptions({
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: trpc.learning.getBrief.queryKey() });
      toast({ title: "Idea added", body: "It is untested until you record a finding." });
      close();
    },
  }));
  const { fields, other } = fieldErrors(create.error, "hypothesis");
  return (
    <Dialog open={open} onClose={close} title="New idea" description="One thing you believe about what works, which ads can prove or disprove."
      footer={<>
        <Button variant="secondary" onClick={close}>Cancel</Button>
        <Button type="submit" form="hypothesis-form" busy={create.isPending}>Add idea</Button>
      </>}>
      <form id="hypothesis-form" className="flex flex-col gap-4"
        onSubmit={(e) => { e.preventDefault(); create.mutate({ project_id: projectId, statement, audience_id: audienceId || null }); }}>
        <Field label="Statement" error={fields.statement}>
          <Textarea rows={3} value={statement} onChange={(e) => setStatement(e.target.value)} autoFocus
            placeholder="Ads that show the roast date convert better than ads that show a discount" />
        </Field>
        <Field label="Audience" hint="Fixed once created. Leave as all audiences to apply it everywhere." error={fields.audience_id}>
          <Select value={audienceId} onChange={(e) => setAudienceId(e.target.value)}>
            <option value="">All audiences</option>
            {audiences.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </Select>
        </Field>
        {other.length > 0 && <p role="alert" className="text-sm text-danger">{other.join(" ")}</p>}
      </form>
    </Dialog>
  );
}
