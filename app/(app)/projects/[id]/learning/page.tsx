"use client";
import { useQuery } from "@tanstack/react-query";
import { FlaskConical, Lightbulb, Plus } from "lucide-react";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge, Button, EmptyState, ErrorState, Select, SkeletonList, Tabs } from "../../../../_components";
import { useTRPC } from "../../../../_trpc/client";
import { BriefView } from "./_board/brief-view";
import type { BriefHypothesis } from "../../../../_trpc/types";
import { COLUMNS, columnOf, type Column } from "./_board/columns";
import { HypothesisDialog } from "./_board/hypothesis-dialog";
import { NewHypothesis } from "./_board/new-hypothesis";

export default function LearningPage() {
  const { id: projectId } = useParams<{ id: string }>();
  const trpc = useTRPC();
  const [view, setView] = useState("board");
  const [audienceId, setAudienceId] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Phones show one column at a time (or all stacked); wide screens always show the five side by side.
  const [column, setColumn] = useState("all");
  const brief = useQuery(trpc.learning.getBrief.queryOptions({ project_id: projectId, audience_id: audienceId || undefined }, { select: (d) => d.brief }));
  const audiences = useQuery(trpc.audiences.listAudiences.queryOptions({ project_id: projectId, limit: 100 }));
  const add = <Button onClick={() => setCreating(true)}><Plus className="size-4" aria-hidden /> New idea</Button>;

  return (
    <>
      <Tabs label="Learning view" value={view} onChange={setView} className="mb-4"
        items={[{ value: "board", label: "Ideas and results" }, { value: "brief", label: "In short" }]} />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor="scope" className="text-sm text-muted">Audience</label>
          <Select id="scope" className="h-9 w-52" value={audienceId} onChange={(e) => setAudienceId(e.target.value)}>
            <option value="">All audiences</option>
            {audiences.data?.audiences.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </Select>
        </div>
        {add}
      </div>

      {brief.isPending ? <SkeletonList rows={2} rowClassName="h-40" /> :
        brief.isError ? <ErrorState error={brief.error} retry={() => brief.refetch()} what="the learning record" /> :
        view === "brief" ? <BriefView brief={brief.data} projectId={projectId} /> :
        brief.data.hypotheses.length === 0 ? (
          <EmptyState icon={Lightbulb} title="Write your first idea to test" action={add}>
            An idea is a belief about what works, like &ldquo;Showing the roast date beats showing a discount&rdquo;. Record findings as ads run,
            and the summary tells you (and any assistant) what to try next.
          </EmptyState>
        ) : (
          <div>
            <div className="mb-3 flex items-center gap-2 lg:hidden">
              <label htmlFor="board-column" className="text-sm text-muted">Show</label>
              <Select id="board-column" className="h-9 w-52" value={column} onChange={(e) => setColumn(e.target.value)}>
                <option value="all">All columns</option>
                {COLUMNS.map((c) => <option key={c.key} value={c.key}>{c.title} ({brief.data.hypotheses.filter((h) => columnOf(h) === c.key).length})</option>)}
              </Select>
            </div>
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-5">
              {COLUMNS.map((col) => (
                <BoardColumn key={col.key} col={col} items={brief.data.hypotheses.filter((h) => columnOf(h) === col.key)}
                  shown={column === "all" || column === col.key} onOpen={setOpen} />
              ))}
            </div>
          </div>
        )}
      <NewHypothesis projectId={projectId} open={creating} onClose={() => setCreating(false)} audiences={audiences.data?.audiences ?? []} />
      {open && <HypothesisDialog projectId={projectId} hypothesisId={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** One column of the board: its title, count and hint, and a card per hypothesis. */
function BoardColumn({ col, items, shown, onOpen }: { col: Column; items: BriefHypothesis[]; shown: boolean; onOpen: (id: string) => void }) {
  return (
    <section aria-label={col.title} className={`${shown ? "flex" : "hidden lg:flex"} min-w-0 flex-col gap-2 rounded-[var(--radius-card)] bg-sunken/70 p-2.5`}>
      <header className="px-1.5 pb-1 pt-0.5">
        <div className="flex items-center justify-between">
          <h3 className="text-sm font-semibold">{col.title}</h3>
          <Badge tone={col.tone}>{items.length}</Badge>
        </div>
        <p className="mt-0.5 text-xs text-muted">{col.hint}</p>
      </header>
      {items.map((h) => (
        <button key={h.id} type="button" onClick={() => onOpen(h.id)}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 text-left shadow-[var(--shadow-card)] transition hover:border-line-strong hover:shadow-[var(--shadow-pop)]">
          <span className="text-sm font-medium leading-snug">{h.statement}</span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <Badge>{h.audience_label}</Badge>
            {h.findings_count > 0 && <span>{h.findings_count} {h.findings_count === 1 ? "finding" : "findings"}</span>}
            {h.ongoing_experiments.length > 0 && (
              <span className="inline-flex items-center gap-1 text-accent"><FlaskConical className="size-3" aria-hidden /> {h.ongoing_experiments.length} running</span>
            )}
          </span>
        </button>
      ))}
    </section>
  );
}
