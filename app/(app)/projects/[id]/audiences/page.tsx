"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, Users } from "lucide-react";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge, Button, Card, ConfirmDialog, EmptyState, ErrorState, SkeletonList, useToast } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { apiError } from "../../../../_trpc/errors";
import type { Audience } from "../../../../_trpc/types";
import { AudienceDialog } from "./audience-dialog";

export default function AudiencesPage() {
  const { id: projectId } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<Audience | "new" | null>(null);
  const [deleting, setDeleting] = useState<Audience | null>(null);
  const audiences = useQuery(trpc.audiences.listAudiences.queryOptions({ project_id: projectId, limit: 100 }));
  const remove = useMutation(trpc.audiences.deleteAudience.mutationOptions({
    onSuccess: () => { queryClient.invalidateQueries({ queryKey: trpc.audiences.listAudiences.queryKey() }); setDeleting(null); toast({ title: "Audience deleted" }); },
  }));
  const add = <Button onClick={() => setEditing("new")}><Plus className="size-4" aria-hidden /> New audience</Button>;

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-muted">Audiences carry creative rules. Pick one when you generate and its rules steer copy and design.</p>
        {audiences.data?.audiences.length ? add : null}
      </div>
      {audiences.isPending ? <SkeletonList rows={2} rowClassName="h-32" /> :
        audiences.isError ? <ErrorState error={audiences.error} retry={() => audiences.refetch()} what="audiences" /> :
        audiences.data.audiences.length === 0 ? (
          <EmptyState icon={Users} title="No audiences yet" action={add}>
            Add the people you sell to, like &ldquo;new parents&rdquo; or &ldquo;IT buyers&rdquo;, with rules such as tone or words to avoid.
          </EmptyState>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {audiences.data.audiences.map((a) => (
              <li key={a.id}>
                <Card className="h-full">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-semibold">{a.name}</h3>
                      <p className="text-xs text-muted">{a.slug}</p>
                    </div>
                    {a.used_by_ads && <Badge tone="accent">Used by ads</Badge>}
                  </div>
                  {a.description && <p className="mt-3 text-sm text-ink-soft">{a.description}</p>}
                  {a.rules && (
                    <div className="mt-3 rounded-lg bg-sunken px-3 py-2 text-sm">
                      <span className="text-xs font-medium uppercase tracking-wide text-muted">Rules</span>
                      <p className="mt-0.5 whitespace-pre-line text-ink-soft">{a.rules}</p>
                    </div>
                  )}
                  <div className="mt-4 flex flex-wrap items-center gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(a)}><Pencil className="size-3.5" aria-hidden /> Edit</Button>
                    <Button variant="ghost" size="sm" disabled={a.used_by_ads}
                      onClick={() => { remove.reset(); setDeleting(a); }} aria-describedby={a.used_by_ads ? `used-${a.id}` : undefined}>
                      <Trash2 className="size-3.5" aria-hidden /> Delete
                    </Button>
                    {a.used_by_ads && <span id={`used-${a.id}`} className="text-xs text-muted">Ads use it, so it is kept.</span>}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      <AudienceDialog projectId={projectId} audience={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={deleting !== null} onClose={() => setDeleting(null)} title={`Delete the audience “${deleting?.name ?? ""}”?`}
        confirmLabel="Delete audience" busy={remove.isPending} error={remove.error ? apiError(remove.error)?.message : null}
        onConfirm={() => deleting && remove.mutate({ project_id: projectId, audience_id: deleting.id })}>
        <p>Its creative rules are gone for good, and it can no longer be picked when generating. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
