"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button, Card, ConfirmDialog, Field, Input, Skeleton, useFocusFirstError } from "../../../_components";
import { useTRPC } from "../../../_trpc/client";
import { fieldErrors } from "../../../_trpc/errors";

/**
 * The user-declared keys that tie a project (or one of its ads, with `adId`) to outside platforms,
 * such as `meta_campaign_id`; edited through the same service as .../external_identifiers.
 */
export function ExternalIdentifiers({ projectId, adId }: { projectId: string; adId?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  // A project's and an ad's identifiers are separate operations (their own paths); the hooks run for both.
  const ids = trpc.distribution;
  const identifiers = useQuery(adId
    ? ids.getAdExternalIdentifiers.queryOptions({ project_id: projectId, ad_id: adId }, { select: (d) => d.external_identifiers })
    : ids.getProjectExternalIdentifiers.queryOptions({ project_id: projectId }, { select: (d) => d.external_identifiers }));
  const [draft, setDraft] = useState({ key: "", value: "" });
  const [removing, setRemoving] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: (adId ? ids.getAdExternalIdentifiers : ids.getProjectExternalIdentifiers).queryKey() });
  const afterSet = { onSuccess: () => { setDraft({ key: "", value: "" }); refresh(); } };
  const afterRemove = { onSuccess: () => { setRemoving(null); refresh(); } };
  const setOfAd = useMutation(ids.setAdExternalIdentifier.mutationOptions(afterSet));
  const setOfProject = useMutation(ids.setProjectExternalIdentifier.mutationOptions(afterSet));
  const removeOfAd = useMutation(ids.deleteAdExternalIdentifier.mutationOptions(afterRemove));
  const removeOfProject = useMutation(ids.deleteProjectExternalIdentifier.mutationOptions(afterRemove));
  const set = adId ? setOfAd : setOfProject;
  const remove = adId ? removeOfAd : removeOfProject;
  const setIdentifier = (key: string, value: string) =>
    adId ? setOfAd.mutate({ project_id: projectId, ad_id: adId, key, value }) : setOfProject.mutate({ project_id: projectId, key, value });
  const removeIdentifier = (key: string) => (adId ? removeOfAd.mutate({ project_id: projectId, ad_id: adId, key }) : removeOfProject.mutate({ project_id: projectId, key }));
  useFocusFirstError(form, set.error);
  const { fields, other } = fieldErrors(set.error, "external_identifier", ["key", "value"]);
  const keyError = fields.key ?? other.find((o) => o.startsWith("External identifiers"));
  const entries = Object.entries(identifiers.data ?? {});

  return (
    <Card aria-label="External identifiers" data-audience="developer" title="For developers: IDs on ad platforms" description={`Ids of this ${adId ? "ad" : "project"} on ad platforms, so tools can find it by them.`}>
      {identifiers.isPending ? <Skeleton className="h-10" /> : entries.length === 0 ? (
        <p className="text-sm text-muted">None yet.</p>
      ) : (
        <dl className="flex flex-col divide-y divide-line text-sm">
          {entries.map(([key, value]) => (
            <div key={key} className="flex items-center gap-3 py-2">
              <dt className="min-w-0 shrink-0 font-mono text-xs text-ink-soft">{key}</dt>
              <dd className="min-w-0 flex-1 truncate font-mono text-xs" title={value}>{value}</dd>
              <Button variant="ghost" size="icon-sm" aria-label={`Remove ${key}`} onClick={() => setRemoving(key)}>
                <X className="size-3.5" aria-hidden />
              </Button>
            </div>
          ))}
        </dl>
      )}
      <form ref={form} className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate
        onSubmit={(e) => { e.preventDefault(); setIdentifier(draft.key.trim(), draft.value.trim()); }}>
        <Field label="Key" error={keyError}>
          <Input value={draft.key} placeholder="meta_campaign_id" onChange={(e) => setDraft({ ...draft, key: e.target.value })} autoComplete="off" />
        </Field>
        <Field label="Value" error={fields.value}>
          <Input value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })} autoComplete="off" />
        </Field>
        <Button type="submit" variant="secondary" busy={set.isPending}><Plus className="size-4" aria-hidden /> Add</Button>
        {set.error && !keyError && !fields.value && <p role="alert" className="text-sm text-danger sm:col-span-3">{other.join(" ")}</p>}
      </form>
      <ConfirmDialog open={removing !== null} onClose={() => setRemoving(null)} title={`Remove the identifier ${removing ?? ""}?`}
        confirmLabel="Remove identifier" busy={remove.isPending} onConfirm={() => removing && removeIdentifier(removing)}>
        <p>Tools that look this {adId ? "ad" : "project"} up by <code className="font-mono">{removing}</code> no longer find it. You can add it again later.</p>
      </ConfirmDialog>
    </Card>
  );
}
