"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, Field, Input, useToast } from "../../_components";
import { useTRPC } from "../../_trpc/client";
import { apiError, detailInWords } from "../../_trpc/errors";

/** Grants tokens to one account through the same ledger as `adlab tokens grant`, then reloads the list. */
export function GrantTokensForm({ organizationId, who }: { organizationId: string; who: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const toast = useToast();
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const grant = useMutation(trpc.operator.grantTokens.mutationOptions({
    onSuccess: (result) => {
      toast({ title: `Granted ${result.granted.toLocaleString("en-US")} tokens to ${who}.` });
      setAmount("");
      setNote("");
      router.refresh();
    },
  }));
  const body = apiError(grant.error);
  const error = body ? (body.details ?? []).map(detailInWords).join(" ") || body.message : null;
  return (
    <form aria-label={`Grant tokens to ${who}`} className="flex flex-wrap items-end gap-2 lg:w-[26rem] lg:flex-nowrap"
      onSubmit={(e) => { e.preventDefault(); grant.mutate({ organization_id: organizationId, amount: Number(amount), note: note || undefined }); }}>
      <Field label="Tokens" error={error} className="w-28">
        <Input type="number" inputMode="numeric" min={1} step={1} required value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field label="Note" optional className="min-w-0 flex-1">
        <Input value={note} maxLength={200} placeholder="e.g. pilot" onChange={(e) => setNote(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" disabled={grant.isPending}>{grant.isPending ? "Granting…" : "Grant"}</Button>
    </form>
  );
}
