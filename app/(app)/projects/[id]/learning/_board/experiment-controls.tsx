"use client";
import { useMutation } from "@tanstack/react-query";
import { CalendarDays, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, ConfirmDialog, Dialog, Field, Input } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { apiError, detailInWords, fieldErrors } from "../../../../../_trpc/errors";
import type { Experiment } from "../../../../../_trpc/types";

type Ids = { projectId: string; hypothesisId: string };

/** A date field's value (YYYY-MM-DD) for an ISO time, and back (midday UTC, so no time zone moves the day). */
export const dateValue = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
export const isoOfDate = (value: string) => `${value}T12:00:00.000Z`;

/** Start and end dates of one experiment; setting an end concludes it (it cannot be reopened). */
export function ExperimentDates({ ids, experiment, onChange }: { ids: Ids; experiment: Experiment; onChange: () => void }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(dateValue(experiment.window_start));
  const [end, setEnd] = useState(dateValue(experiment.window_end));
  const save = useMutation(trpc.learning.updateExperiment.mutationOptions({ onSuccess: () => { setOpen(false); onChange(); } }));
  const { fields, other } = fieldErrors(save.error, "experiment", ["window_start", "window_end"]);
  const formId = `experiment-dates-${experiment.id}`;
  const openDialog = () => { setStart(dateValue(experiment.window_start)); setEnd(dateValue(experiment.window_end)); save.reset(); setOpen(true); };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={openDialog} aria-label={`Dates of ${experiment.context}`}><CalendarDays className="size-4" aria-hidden /> Dates</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Experiment dates" description={experiment.context}
        footer={<>
          <Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" form={formId} busy={save.isPending}>Save dates</Button>
        </>}>
        <form id={formId} className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ project_id: ids.projectId, hypothesis_id: ids.hypothesisId, experiment_id: experiment.id, window_start: isoOfDate(start), ...(end ? { window_end: isoOfDate(end) } : {}) });
        }}>
          <Field label="Started" error={fields.window_start}>
            <Input type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label="Ended" optional error={fields.window_end} hint={experiment.window_end ? undefined : "Setting an end concludes the experiment."}>
            <Input type="date" value={end} min={start} required={Boolean(experiment.window_end)} onChange={(e) => setEnd(e.target.value)} />
          </Field>
          {other.length > 0 && <p role="alert" className="text-sm text-danger sm:col-span-2">{other.map(detailInWords).join(" ")}</p>}
        </form>
      </Dialog>
    </>
  );
}

/** Deletes an experiment and its subjects after a confirmation; one a finding refers to is kept (409 shown in the dialog). */
export function DeleteExperiment({ ids, experiment, onChange }: { ids: Ids; experiment: Experiment; onChange: () => void }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.learning.deleteExperiment.mutationOptions({ onSuccess: () => { setOpen(false); onChange(); } }));
  const subjects = experiment.subjects.length;
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Delete experiment ${experiment.context}`} onClick={() => { remove.reset(); setOpen(true); }}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title={`Delete the experiment “${experiment.context.slice(0, 60)}”?`}
        confirmLabel="Delete experiment" busy={remove.isPending} error={remove.error ? apiError(remove.error)?.message : null}
        onConfirm={() => remove.mutate({ project_id: ids.projectId, hypothesis_id: ids.hypothesisId, experiment_id: experiment.id })}>
        <p>
          {subjects === 0 ? "The experiment is removed from this idea." : `The experiment and its ${subjects} ${subjects === 1 ? "subject" : "subjects"} are removed from this idea; the ads themselves stay.`}
          An experiment a finding refers to is kept as part of the learning record. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
