"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FlaskConical, Plus, X } from "lucide-react";
import { useState } from "react";
import { Badge, Button, Input, Select, SkeletonList } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { apiError } from "../../../../../_trpc/errors";
import type { Experiment } from "../../../../../_trpc/types";
import { DeleteExperiment, ExperimentDates, isoOfDate } from "./experiment-controls";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

/** Lightweight attempts under a hypothesis: open one, add the ads it tests, conclude it. */
export function Experiments({ projectId, hypothesisId, experiments, onChange }: {
  projectId: string; hypothesisId: string; experiments?: Experiment[]; onChange: () => void;
}) {
  const trpc = useTRPC();
  const [context, setContext] = useState("");
  const [start, setStart] = useState(() => new Date().toISOString().slice(0, 10));
  const create = useMutation(trpc.learning.createExperiment.mutationOptions({ onSuccess: () => { setContext(""); onChange(); } }));
  const conclude = useMutation(trpc.learning.updateExperiment.mutationOptions({ onSuccess: onChange }));
  return (
    <section aria-labelledby="experiments-title">
      <h3 id="experiments-title" className="mb-3 text-sm font-semibold">Experiments</h3>
      <form className="mb-3 flex flex-wrap gap-2" onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ project_id: projectId, hypothesis_id: hypothesisId, context, window_start: isoOfDate(start) });
      }}>
        <Input aria-label="New experiment context" className="min-w-0 flex-[2_1_12rem]" value={context} onChange={(e) => setContext(e.target.value)} placeholder="Roast date vs 20% off, Stories, 2 weeks" />
        <Input aria-label="New experiment start date" type="date" required className="w-auto flex-[1_1_9rem]" value={start} onChange={(e) => setStart(e.target.value)} />
        <Button type="submit" variant="secondary" busy={create.isPending}><Plus className="size-4" aria-hidden /> Start</Button>
      </form>
      {create.error && <p role="alert" className="mb-3 text-xs text-danger">{apiError(create.error)?.details?.join(" ") ?? apiError(create.error)?.message}</p>}
      {!experiments ? <SkeletonList rows={1} rowClassName="h-16" /> : experiments.length === 0 ? (
        <p className="text-sm text-muted">No experiments. Start one to group the ads that test this idea.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {experiments.map((e) => (
            <li key={e.id} className="rounded-xl border border-line p-3.5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="flex items-center gap-2 text-sm font-medium"><FlaskConical className="size-4 text-accent" aria-hidden /> {e.context}</p>
                <span className="flex items-center gap-2">
                  <Badge tone={e.window_end ? "neutral" : "accent"}>{e.state}</Badge>
                  <ExperimentDates ids={{ projectId, hypothesisId }} experiment={e} onChange={onChange} />
                  <DeleteExperiment ids={{ projectId, hypothesisId }} experiment={e} onChange={onChange} />
                  {!e.window_end && (
                    <Button variant="ghost" size="sm" busy={conclude.isPending && conclude.variables?.id === e.id}
                      onClick={() => conclude.mutate({ project_id: projectId, hypothesis_id: hypothesisId, experiment_id: e.id, window_end: new Date().toISOString() })}>Conclude</Button>
                  )}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted">{day(e.window_start)} – {e.window_end ? day(e.window_end) : "ongoing"}</p>
              <Subjects projectId={projectId} hypothesisId={hypothesisId} experiment={e} onChange={onChange} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Subjects({ projectId, hypothesisId, experiment, onChange }: { projectId: string; hypothesisId: string; experiment: Experiment; onChange: () => void }) {
  const trpc = useTRPC();
  const ads = useQuery(trpc.ads.listAds.queryOptions({ project_id: projectId, limit: 100 }));
  const [ref, setRef] = useState("");
  const [external, setExternal] = useState("");
  const ids = { project_id: projectId, hypothesis_id: hypothesisId, experiment_id: experiment.id };
  const add = useMutation(trpc.learning.createSubject.mutationOptions({ onSuccess: () => { setRef(""); setExternal(""); onChange(); } }));
  const remove = useMutation(trpc.learning.deleteSubject.mutationOptions({ onSuccess: onChange }));
  const submit = () => add.mutate({ ...ids, ...(ref === "external" ? { external_ref: external } : { creative_composition_id: ref }) });
  return (
    <div className="mt-3">
      {experiment.subjects.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {experiment.subjects.map((s) => (
            <li key={s.id} className="inline-flex items-center gap-1 rounded-full bg-sunken py-0.5 pl-2.5 pr-1 text-xs">
              {s.name}
              <button type="button" aria-label={`Remove ${s.name}`} className="rounded-full p-0.5 hover:bg-line" onClick={() => remove.mutate({ ...ids, subject_id: s.id })}><X className="size-3" aria-hidden /></button>
            </li>
          ))}
        </ul>
      )}
      {!experiment.window_end && (
        <form className="flex flex-wrap gap-2" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Select aria-label="Subject" className="h-8 min-w-0 flex-1 text-xs" value={ref} onChange={(e) => setRef(e.target.value)}>
            <option value="">Add a subject…</option>
            {ads.data?.ads.map((a) => <option key={a.id} value={a.id}>Ad: {a.name} ({a.style?.name ?? a.output})</option>)}
            <option value="external">Something outside adlab…</option>
          </Select>
          {ref === "external" && <Input aria-label="External reference" className="h-8 flex-1 text-xs" value={external} onChange={(e) => setExternal(e.target.value)} placeholder="Meta ad id or URL" />}
          <Button type="submit" size="sm" variant="secondary" disabled={!ref || (ref === "external" && !external.trim())} busy={add.isPending}>Add</Button>
        </form>
      )}
      {add.error && <p role="alert" className="mt-1 text-xs text-danger">{apiError(add.error)?.details?.join(" ") ?? apiError(add.error)?.message}</p>}
    </div>
  );
}
