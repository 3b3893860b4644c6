"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { useToast } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import { apiError } from "../../../../../_trpc/errors";
import type { Run } from "./format";

/**
 * Imports a run's daily numbers from the CSV file an ad platform exports (Meta Ads Manager, Google Ads,
 * or columns named date, impressions, clicks, spend...), through the same service as
 * POST .../observations/import. A file with problems is refused whole; each problem names its row.
 */
export function CsvImport({ run }: { run: Run }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const upload = useMutation(trpc.distribution.importObservationsCsv.mutationOptions({
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: trpc.ads.getAd.queryKey() });
      queryClient.invalidateQueries({ queryKey: trpc.distribution.listObservations.queryKey() });
      toast({ title: `${result.imported_rows} ${result.imported_rows === 1 ? "day" : "days"} of numbers imported` });
    },
  }));
  const error = apiError(upload.error);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    upload.mutate({ project_id: run.project_id, ad_id: run.creative_composition_id, run_id: run.id, csv: await file.text(), currency: run.metrics_summary.currency ?? undefined });
    if (input.current) input.current.value = "";
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:border-line-strong focus-within:ring-2">
        <Upload className="size-3.5" aria-hidden /> {upload.isPending ? "Importing…" : "Import daily numbers (CSV)"}
        <input ref={input} id={id} type="file" accept=".csv,text/csv" className="sr-only" disabled={upload.isPending} onChange={(e) => pick(e.target.files?.[0])} />
      </label>
      <p className="mt-1 text-xs text-muted">The export of Meta Ads Manager or Google Ads with a row per day, or columns date, impressions, clicks, spend, conversions.</p>
      {error && (
        <div role="alert" className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">
          <p className="font-semibold">Nothing was imported.</p>
          {error.details?.length ? <ul className="mt-1 list-disc pl-4">{error.details.map((d) => <li key={d}>{d}</li>)}</ul> : <p>{error.message}</p>}
        </div>
      )}
    </div>
  );
}
