"use client";
import { useQuery } from "@tanstack/react-query";
import { Field, Input } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";

/** The experiment a finding opens with its subjects (the finding-with-subjects shortcut): which ads it saw, and when. */
export type NewExperiment = { adIds: string[]; context: string; start: string; end: string };

export const emptyNewExperiment = (): NewExperiment => ({ adIds: [], context: "", start: new Date().toISOString().slice(0, 10), end: "" });

export function FindingSubjects({ projectId, value, onChange, errors }: {
  projectId: string; value: NewExperiment; onChange: (value: NewExperiment) => void; errors: Record<string, string>;
}) {
  const trpc = useTRPC();
  const ads = useQuery(trpc.ads.listAds.queryOptions({ project_id: projectId, limit: 100 }));
  const toggle = (id: string, on: boolean) => onChange({ ...value, adIds: on ? [...value.adIds, id] : value.adIds.filter((a) => a !== id) });
  const subjectsError = errors.subjects ?? Object.entries(errors).find(([k]) => k.startsWith("subjects."))?.[1];
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-3">
      <fieldset aria-describedby={subjectsError ? "finding-subjects-error" : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Ads this finding saw</legend>
        {ads.data && ads.data.ads.length === 0 && <p className="text-sm text-muted">This project has no ads yet.</p>}
        <ul className="flex max-h-48 flex-col gap-1.5 overflow-y-auto">
          {ads.data?.ads.map((ad) => (
            <li key={ad.id}>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={value.adIds.includes(ad.id)} onChange={(e) => toggle(ad.id, e.target.checked)} />
                <span className="min-w-0 truncate">{ad.name} <span className="text-muted">({ad.style?.name ?? ad.output})</span></span>
              </label>
            </li>
          ))}
        </ul>
        {subjectsError && <p id="finding-subjects-error" role="alert" className="mt-1 text-xs font-medium text-danger">{subjectsError}</p>}
      </fieldset>
      <Field label="Experiment context" optional error={errors.context} hint="Defaults to the start of the finding.">
        <Input value={value.context} maxLength={2000} onChange={(e) => onChange({ ...value, context: e.target.value })} placeholder="Roast date vs 20% off, Stories" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Started" error={errors.window_start}>
          <Input type="date" required value={value.start} onChange={(e) => onChange({ ...value, start: e.target.value })} />
        </Field>
        <Field label="Ended" optional error={errors.window_end} hint="Leave empty while it runs.">
          <Input type="date" value={value.end} min={value.start} onChange={(e) => onChange({ ...value, end: e.target.value })} />
        </Field>
      </div>
    </div>
  );
}
