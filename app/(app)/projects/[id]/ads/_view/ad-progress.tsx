"use client";
import { Check, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../../../../_components";
import type { Ad } from "../../../../../_trpc/types";

type Progress = NonNullable<Ad["progress"]>;

/** Seconds left as the server last estimated them, counted down between polls. */
function useSecondsLeft(progress: Progress | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (progress?.estimated_seconds_left == null) return null;
  const since = Math.max(0, (now - Date.parse(progress.updated_at)) / 1000);
  return Math.max(1, Math.round(progress.estimated_seconds_left - since));
}

const inWords = (seconds: number) => (seconds < 60 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`);

/** The bar and the step being worked on; `steps` lists every step with its state (the ad page). */
export function AdProgress({ ad, steps, className }: { ad: Pick<Ad, "progress" | "output">; steps?: boolean; className?: string }) {
  const progress = ad.progress;
  const secondsLeft = useSecondsLeft(progress);
  const running = progress?.steps.find((s) => s.status === "running");
  const percent = progress?.percent ?? 0;
  // A step's own percentage shows once its encoding has begun (drawing the layers comes first).
  const current = running ? `${running.label}${running.percent ? ` — ${running.percent}%` : ""}` : progress ? "Finishing" : "Queued";
  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid="ad-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-xs">
        <span className="min-w-0 max-w-full truncate font-medium text-accent-ink">{current}…</span>
        <span className="shrink-0 text-muted tabular">{percent}%{secondsLeft != null ? ` · ${inWords(secondsLeft)}` : ""}</span>
      </div>
      <div role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${current}${secondsLeft != null ? `, ${inWords(secondsLeft)}` : ""}`}
        className="h-1.5 overflow-hidden rounded-full bg-sunken">
        <div className="h-full rounded-full bg-accent transition-[width] duration-700" style={{ width: `${percent}%` }} />
      </div>
      {steps && progress && (
        <ol aria-label="Generation steps" className="mt-1 flex flex-col gap-1.5 text-sm">
          {progress.steps.map((step) => (
            <li key={step.name} className={cn("flex items-center gap-2", step.status === "pending" && "text-muted")}>
              {step.status === "done" ? <Check className="size-4 shrink-0 text-success" aria-hidden />
                : step.status === "running" ? <Loader2 className="size-4 shrink-0 animate-spin text-accent" aria-hidden />
                : <span aria-hidden className="mx-1 size-2 shrink-0 rounded-full border border-line-strong" />}
              <span className="min-w-0 flex-1">{step.label}</span>
              <span className="shrink-0 text-xs text-muted tabular">
                {step.status === "done" ? "Done" : step.status === "running" ? (step.percent != null ? `${step.percent}%` : "Working") : "Waiting"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
