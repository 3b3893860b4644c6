"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button, Dialog, Field, Input, RadioCards, Select, useFocusFirstError, useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { fieldErrors } from "../../../../../_trpc/errors";
import type { Run } from "./format";

const EVENTS = ["launched", "paused", "resumed", "ended", "submitted", "approved", "rejected"] as const;
const today = () => new Date().toISOString().slice(0, 10);
/** datetime-local wants local time without zone; the API wants ISO 8601 with one. */
const localNow = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

type MetricsForm = { window_start: string; window_end: string; currency: string; spend: string; impressions: string; clicks: string; conversions: string; revenue: string };

/** The metrics as the observation takes them: blanks left out, counts as numbers, money as decimal strings. */
function metricsOf(m: MetricsForm) {
  const int = (v: string) => (v.trim() === "" ? undefined : Number(v));
  const dec = (v: string) => (v.trim() === "" ? undefined : v.trim());
  return {
    window_start: m.window_start, window_end: m.window_end || undefined,
    currency: m.spend || m.revenue ? m.currency.trim().toUpperCase() : undefined,
    spend: dec(m.spend), impressions: int(m.impressions), clicks: int(m.clicks), conversions: dec(m.conversions), revenue: dec(m.revenue),
  };
}

/** Adds a lifecycle event or a day of metrics to a run, through the same service as POST .../observations. */
export function ObservationDialog({ run, onClose }: { run: Run | null; onClose: () => void }) {
  return <ObservationForm key={run?.id ?? "closed"} run={run} onClose={onClose} />;
}

function ObservationForm({ run, onClose }: { run: Run | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<"metrics" | "lifecycle">(run?.current_status === "draft" ? "lifecycle" : "metrics");
  const [event, setEvent] = useState<(typeof EVENTS)[number]>("launched");
  const [occurredAt, setOccurredAt] = useState(localNow);
  const [m, setM] = useState<MetricsForm>({ window_start: today(), window_end: "", currency: run?.metrics_summary.currency ?? "EUR", spend: "", impressions: "", clicks: "", conversions: "", revenue: "" });
  const record = useMutation(trpc.distribution.recordObservation.mutationOptions({
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: trpc.ads.getAd.queryKey() });
      queryClient.invalidateQueries({ queryKey: trpc.distribution.listObservations.queryKey() });
      toast({ title: kind === "metrics" ? "Metrics recorded" : `Run ${event}` });
      onClose();
    },
  }));
  useFocusFirstError(form, record.error);
  const shown = ["event", "occurred_at", "window_start", "window_end", "currency", "spend", "impressions", "clicks", "conversions", "revenue"];
  const { fields, other } = fieldErrors(record.error, "observation", shown);
  if (!run) return <Dialog open={false} onClose={onClose} title="" />;

  const submit = () => record.mutate({
    project_id: run.project_id, ad_id: run.creative_composition_id, run_id: run.id,
    ...(kind === "lifecycle" ? { kind, event, occurred_at: new Date(occurredAt).toISOString() } : { kind, ...metricsOf(m) }),
  });
  const set = (key: keyof typeof m) => (e: { target: { value: string } }) => setM({ ...m, [key]: e.target.value });
  const number = (key: keyof typeof m, label: string, step = "1") => (
    <Field label={label} optional error={fields[key]}>
      <Input type="number" inputMode={step === "1" ? "numeric" : "decimal"} min="0" step={step} value={m[key]} onChange={set(key)} />
    </Field>
  );

  return (
    <Dialog open onClose={onClose} title={`Add an observation to the ${run.platform} run`} wide
      description="A status change, or the numbers the platform reported for a day or a date range."
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" form="observation-form" busy={record.isPending}>Add observation</Button>
      </>}>
      <form id="observation-form" ref={form} className="flex flex-col gap-4" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <RadioCards name="observation-kind" legend="Kind of observation" value={kind} onChange={setKind}
          options={[
            { value: "metrics", label: "Metrics", description: "Spend, impressions, clicks, conversions" },
            { value: "lifecycle", label: "Status change", description: "Launched, paused, ended…" },
          ]} />
        {kind === "lifecycle" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="What happened" error={fields.event}>
              <Select value={event} onChange={(e) => setEvent(e.target.value as typeof event)}>
                {EVENTS.map((ev) => <option key={ev} value={ev}>{ev}</option>)}
              </Select>
            </Field>
            <Field label="When" error={fields.occurred_at}>
              <Input type="datetime-local" value={occurredAt} onChange={(e) => setOccurredAt(e.target.value)} />
            </Field>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Day (or first day)" error={fields.window_start}><Input type="date" value={m.window_start} onChange={set("window_start")} /></Field>
            <Field label="Last day" optional error={fields.window_end} hint="For a date range"><Input type="date" value={m.window_end} onChange={set("window_end")} /></Field>
            <Field label="Currency" error={fields.currency}><Input value={m.currency} onChange={set("currency")} maxLength={3} className="uppercase" /></Field>
            {number("spend", "Spend", "0.01")}
            {number("impressions", "Impressions")}
            {number("clicks", "Clicks")}
            {number("conversions", "Conversions", "0.01")}
            {number("revenue", "Revenue", "0.01")}
          </div>
        )}
        {other.length > 0 && <p role="alert" className="text-sm text-danger">{other.join(" ")}</p>}
      </form>
    </Dialog>
  );
}
