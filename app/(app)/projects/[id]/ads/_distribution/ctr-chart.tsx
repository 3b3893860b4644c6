"use client";
import { useQuery } from "@tanstack/react-query";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Skeleton } from "../../../../../_components";
import { useTRPC } from "../../../../../_trpc/client";
import type { Run } from "./format";

/**
 * The run's click-through rate per reported window, oldest first. The points come from its metrics
 * observations (the API pages them newest first; the latest 100 windows are enough for a trend).
 */
export function CtrChart({ run }: { run: Run }) {
  const trpc = useTRPC();
  const observations = useQuery(trpc.distribution.listObservations.queryOptions({
    project_id: run.project_id, ad_id: run.creative_composition_id, run_id: run.id, kind: "metrics", limit: 100,
  }));
  if (observations.isPending) return <Skeleton className="h-48 rounded-lg" />;
  const points = (observations.data?.observations ?? [])
    .filter((o) => o.impressions && o.clicks != null)
    .map((o) => ({ day: o.window_start!, ctr: Math.round((o.clicks! / o.impressions!) * 10_000) / 100 }))
    .sort((a, b) => a.day.localeCompare(b.day));
  if (points.length < 2) {
    return <p className="rounded-lg bg-sunken px-3 py-2 text-sm text-muted">The chart of clicks per 100 views (CTR) appears once two days with views and clicks are recorded.</p>;
  }
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-muted">
        Clicks per 100 views (CTR) per day, {first.day} to {last.day}: {first.ctr} at the start, {last.ctr} at the end
      </figcaption>
      <div className="h-48 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--color-line)" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} tick={{ fontSize: 11, fill: "var(--color-ink-soft)" }} minTickGap={16} />
            <YAxis tickFormatter={(v: number) => `${Number(v.toFixed(2))}%`} tick={{ fontSize: 11, fill: "var(--color-ink-soft)" }} width={48} domain={[0, "auto"]} />
            <Tooltip formatter={(v) => [`${v}`, "Clicks per 100 views"]} />
            <Line type="monotone" dataKey="ctr" stroke="var(--color-accent)" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
