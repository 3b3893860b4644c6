"use client";
import { Copy } from "lucide-react";
import { Badge, Button, Card, useToast } from "../../../../../_components";
import type { Brief } from "../../../../../_trpc/types";
import { COLUMNS, columnOf } from "./columns";

/** The brief exactly as GET .../hypotheses/brief returns it to agents, with a readable summary beside it. */
export function BriefView({ brief, projectId }: { brief: Brief; projectId: string }) {
  const toast = useToast();
  const json = JSON.stringify({ brief }, null, 2);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Card title="In short" description="What adlab and any assistant read before making the next ads.">
        {brief.hypotheses.length === 0 ? (
          <p className="text-sm text-muted">Nothing yet: write down what you believe works, and the next ads start from it.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {brief.hypotheses.map((h) => {
              const col = COLUMNS.find((c) => c.key === columnOf(h))!;
              return (
                <li key={h.id} className="flex flex-col gap-1 border-b border-line pb-3 last:border-0 last:pb-0">
                  <span className="flex flex-wrap items-center gap-1.5"><Badge tone={col.tone}>{col.title}</Badge><span className="text-xs text-muted">{h.audience_label}</span></span>
                  <span className="text-sm">{h.statement}</span>
                  {h.ongoing_experiments.map((e) => (
                    <span key={e.id} className="text-xs text-accent">Running: {e.context} ({e.subjects.length} subjects)</span>
                  ))}
                </li>
              );
            })}
          </ul>
        )}
        {brief.precedent.length > 0 && (
          <div className="mt-5 border-t border-line pt-4">
            <h3 className="text-xs font-medium uppercase tracking-wide text-muted">Precedent</h3>
            <ul className="mt-2 flex flex-col gap-1.5 text-sm">{brief.precedent.map((p) => <li key={p.id}>{p.statement} <span className="text-xs text-muted">· {p.audience_label}</span></li>)}</ul>
          </div>
        )}
      </Card>
      {/* The raw JSON is for developers: folded, under the summary a customer reads. */}
      <details className="rounded-[var(--radius-card)] border border-line bg-surface" data-audience="developer">
        <summary className="cursor-pointer px-5 py-3 text-sm font-medium">For developers: the brief as an agent reads it (JSON)</summary>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-5 py-3">
          <code className="text-xs break-all">GET /api/v1/projects/{projectId}/hypotheses/brief</code>
          <Button variant="secondary" size="sm" onClick={() => navigator.clipboard?.writeText(json).then(() => toast({ title: "Brief copied" }))}><Copy className="size-3.5" aria-hidden /> Copy</Button>
        </div>
        <pre className="max-h-[560px] overflow-auto rounded-b-[var(--radius-card)] bg-ink p-5 font-mono text-xs leading-relaxed text-white/90" tabIndex={0} aria-label="Brief JSON">{json}</pre>
      </details>
    </div>
  );
}
