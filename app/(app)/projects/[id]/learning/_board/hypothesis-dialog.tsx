"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bot, Pencil, Trash2, UserRound } from "lucide-react";
import { useState } from "react";
import { Badge, Button, ConfirmDialog, Dialog, Select, SkeletonList, Textarea, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { apiError, fieldErrors } from "../../../../../_trpc/errors";
import type { Finding } from "../../../../../_trpc/types";
import { SIGNAL_TONE } from "./columns";
import { Experiments } from "./experiments";
import { FindingForm } from "./finding-form";

const when = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** One hypothesis: its statement, findings (append-only; signal editable) and experiments. */
export function HypothesisDialog({ projectId, hypothesisId, onClose }: { projectId: string; hypothesisId: string; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const ref = { project_id: projectId, hypothesis_id: hypothesisId };
  const hypothesis = useQuery(trpc.learning.getHypothesis.queryOptions(ref, { select: (d) => d.hypothesis }));
  const findings = useQuery(trpc.learning.listFindings.queryOptions({ ...ref, limit: 100 }));
  const experiments = useQuery(trpc.learning.listExperiments.queryOptions({ ...ref, limit: 100 }));
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.learning.pathKey() });
  const update = useMutation(trpc.learning.updateHypothesis.mutationOptions({ onSuccess: () => { refresh(); setEditing(null); } }));
  const remove = useMutation(trpc.learning.deleteHypothesis.mutationOptions({
    onSuccess: () => { refresh(); toast({ title: "Idea deleted" }); onClose(); },
    onError: (e) => toast({ tone: "error", title: "Not deleted", body: apiError(e)?.message }),
  }));
  const signal = useMutation(trpc.learning.updateFinding.mutationOptions({ onSuccess: refresh }));
  const h = hypothesis.data;
  const list = findings.data?.findings ?? [];

  return (
    <Dialog open onClose={onClose} wide title={h ? "Idea" : "Loading…"} description={h ? `${h.audience_label} · by ${h.author}` : undefined}>
      {!h ? <SkeletonList rows={3} rowClassName="h-20" /> : (
        <div className="flex flex-col gap-7">
          <section>
            {editing === null ? (
              <div className="flex items-start justify-between gap-3">
                <p className="font-display text-lg font-semibold leading-snug">{h.statement}</p>
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(h.statement)} aria-label="Edit statement"><Pencil className="size-4" aria-hidden /></Button>
                  <Button variant="ghost" size="sm" aria-label="Delete idea" disabled={list.length > 0}
                    title={list.length > 0 ? "Ideas with findings are kept as part of what you learned" : undefined}
                    onClick={() => setConfirmingDelete(true)}><Trash2 className="size-4" aria-hidden /></Button>
                </div>
              </div>
            ) : (
              <form className="flex flex-col gap-2" onSubmit={(e) => { e.preventDefault(); update.mutate({ project_id: projectId, hypothesis_id: h.id, statement: editing }); }}>
                <Textarea aria-label="Statement" rows={2} value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus
                  aria-invalid={Boolean(fieldErrors(update.error, "hypothesis").fields.statement) || undefined} />
                <div className="flex gap-2">
                  <Button type="submit" size="sm" busy={update.isPending}>Save</Button>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>Cancel</Button>
                </div>
              </form>
            )}
            {list.length > 0 && <p className="mt-1 text-xs text-muted">Kept as part of the learning record because it has findings.</p>}
          </section>

          <FindingForm projectId={projectId} hypothesisId={h.id} experiments={experiments.data?.experiments ?? []} findings={list} onDone={refresh} />

          <section aria-labelledby="findings-title">
            <h3 id="findings-title" className="mb-3 text-sm font-semibold">Findings <span className="font-normal text-muted">({list.length})</span></h3>
            {findings.isPending ? <SkeletonList rows={2} rowClassName="h-16" /> : list.length === 0 ? (
              <p className="rounded-lg bg-sunken px-4 py-3 text-sm text-muted">No findings yet. Record what you saw when the ads ran, even if it was inconclusive.</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {list.map((f) => (
                  <FindingItem key={f.id} finding={f} onSignal={(value) => signal.mutate({ ...ref, finding_id: f.id, signal: value as never })} />
                ))}
              </ol>
            )}
          </section>

          <Experiments projectId={projectId} hypothesisId={h.id} experiments={experiments.data?.experiments} onChange={refresh} />
        </div>
      )}
      <ConfirmDialog open={confirmingDelete} onClose={() => setConfirmingDelete(false)} title="Delete this idea?"
        confirmLabel="Delete idea" busy={remove.isPending} onConfirm={() => h && remove.mutate({ project_id: projectId, hypothesis_id: h.id })}>
        <p>“{h?.statement}” and its experiments leave the learning board and the brief for agents. This cannot be undone.</p>
      </ConfirmDialog>
    </Dialog>
  );
}

/** A finding: its signal (changeable), body, author and date. */
function FindingItem({ finding: f, onSignal }: { finding: Finding; onSignal: (signal: string) => void }) {
  return (
    <li className={`rounded-xl border border-line p-3.5 ${f.superseded ? "opacity-60" : ""}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <Badge tone={SIGNAL_TONE[f.signal]} dot>{f.signal}</Badge>
          {f.superseded && <Badge>superseded</Badge>}
          {f.supersedes_finding_id && <Badge tone="accent">correction</Badge>}
        </span>
        <Select aria-label="Change signal" className="h-8 w-32 text-xs" value={f.signal}
          onChange={(e) => onSignal(e.target.value)}>
          <option value="positive">positive</option><option value="negative">negative</option><option value="neutral">neutral</option>
        </Select>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm">{f.body}</p>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted">
        {f.agent_authored ? <Bot className="size-3.5" aria-hidden /> : <UserRound className="size-3.5" aria-hidden />}
        {f.author} · {when(f.finding_at)}{f.experiment_id ? " · from an experiment" : ""}
      </p>
    </li>
  );
}
