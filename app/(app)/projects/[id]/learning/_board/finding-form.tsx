"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, Field, RadioCards, Select, Textarea, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Experiment, Finding } from "../../../../../_trpc/types";
import { isoOfDate } from "./experiment-controls";
import { emptyNewExperiment, FindingSubjects } from "./finding-subjects";

type Signal = "positive" | "negative" | "neutral";

/** The experiment select's value for "open a new experiment with these ads". */
const NEW_EXPERIMENT = "new";

/** Record a finding; optionally concluding an ongoing experiment, opening one with its subjects, or correcting an earlier finding. */
export function FindingForm({ projectId, hypothesisId, experiments, findings, onDone }: {
  projectId: string; hypothesisId: string; experiments: Experiment[]; findings: Finding[]; onDone: () => void;
}) {
  const trpc = useTRPC();
  const toast = useToast();
  const [body, setBody] = useState("");
  const [signal, setSignal] = useState<Signal>("positive");
  const [experimentId, setExperimentId] = useState("");
  const [supersedes, setSupersedes] = useState("");
  const [opened, setOpened] = useState(emptyNewExperiment);
  const create = useMutation(trpc.learning.createFinding.mutationOptions({
    onSuccess: () => {
      toast({ title: "Finding recorded", body: experimentId === NEW_EXPERIMENT ? "The experiment with its ads is on the list." : experimentId ? "The experiment is concluded." : undefined });
      setBody(""); setExperimentId(""); setSupersedes(""); setOpened(emptyNewExperiment());
      onDone();
    },
  }));
  const { fields, other } = fieldErrors(create.error, "finding");
  const ongoing = experiments.filter((e) => !e.window_end);
  const current = findings.filter((f) => !f.superseded);
  const submit = () => create.mutate({
    project_id: projectId, hypothesis_id: hypothesisId,
    ...{
      body, signal,
      ...(experimentId === NEW_EXPERIMENT
        ? {
          subjects: opened.adIds.map((id) => ({ creative_composition_id: id })),
          window_start: isoOfDate(opened.start),
          ...(opened.end ? { window_end: isoOfDate(opened.end) } : {}),
          ...(opened.context.trim() ? { context: opened.context.trim() } : {}),
        }
        : experimentId ? { experiment_id: experimentId, window_end: new Date().toISOString() } : {}),
      ...(supersedes ? { supersedes_finding_id: supersedes } : {}),
    },
  } as never);
  return (
    <section aria-labelledby="record-title" className="rounded-xl border border-accent/25 bg-accent-soft/30 p-4">
      <h3 id="record-title" className="text-sm font-semibold">Record a finding</h3>
      <form className="mt-3 flex flex-col gap-4" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Field label="What did you see?" error={fields.body}>
          <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} placeholder="Roast-date ads had 1.8× the CTR of the discount ads over 9 days, similar spend." />
        </Field>
        <RadioCards legend="Signal" columns={3} value={signal} onChange={setSignal} options={[
          { value: "positive", label: "Positive", description: "Supports it" },
          { value: "negative", label: "Negative", description: "Contradicts it" },
          { value: "neutral", label: "Neutral", description: "No clear direction" },
        ]} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Experiment" optional error={fields.experiment_id}
            hint={experimentId === NEW_EXPERIMENT ? "Opens one with the ads below, in the same write." : ongoing.length ? "Choosing a running one ends it now." : "No experiment is running."}>
            <Select value={experimentId} onChange={(e) => setExperimentId(e.target.value)}>
              <option value="">None</option>
              {ongoing.map((e) => <option key={e.id} value={e.id}>Concludes: {e.context.slice(0, 60)}</option>)}
              <option value={NEW_EXPERIMENT}>New experiment with the ads it saw…</option>
            </Select>
          </Field>
          <Field label="Corrects an earlier finding" optional error={fields.supersedes_finding_id} hint="Findings are append-only; a correction supersedes.">
            <Select value={supersedes} onChange={(e) => setSupersedes(e.target.value)} disabled={!current.length}>
              <option value="">None</option>
              {current.map((f) => <option key={f.id} value={f.id}>{f.signal}: {f.body.slice(0, 50)}</option>)}
            </Select>
          </Field>
        </div>
        {experimentId === NEW_EXPERIMENT && <FindingSubjects projectId={projectId} value={opened} onChange={setOpened} errors={fields} />}
        {other.length > 0 && <p role="alert" className="text-sm text-danger">{other.join(" ")}</p>}
        <Button type="submit" className="self-start" busy={create.isPending}>Record finding</Button>
      </form>
    </section>
  );
}
