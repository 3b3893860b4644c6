"use client";
import { cn } from "../../../../../_components";
import { DISPLAY_PLACEMENT_IDS, PLACEMENT_IDS, PLACEMENTS, SOCIAL_PLACEMENT_IDS, type Placement } from "@/shared/placements";

const GROUPS = [
  { title: "Social", ids: SOCIAL_PLACEMENT_IDS },
  { title: "Website banners (still, and HTML for ad networks)", ids: DISPLAY_PLACEMENT_IDS },
] as const;

/** Ad sizes as checkable cards, each with its true aspect ratio drawn: the social ones, then the standard website banners. */
export function PlacementPicker({ value, onChange, error }: { value: Placement[]; onChange: (v: Placement[]) => void; error?: string }) {
  const toggle = (p: Placement) => onChange(value.includes(p) ? value.filter((x) => x !== p) : PLACEMENT_IDS.filter((x) => x === p || value.includes(x)));
  return (
    <fieldset>
      <legend className="text-sm font-medium">Ad sizes</legend>
      <p className="mt-0.5 text-xs text-muted">Each version is laid out for every size you pick, clear of the apps&rsquo; buttons.</p>
      {GROUPS.map((g) => (
      <div key={g.title} role="group" aria-label={g.title}>
      <p className="mt-2.5 text-xs font-medium text-muted">{g.title}</p>
      <div className="mt-1.5 grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-5">
        {g.ids.map((id) => {
          const p = PLACEMENTS[id];
          const checked = value.includes(id);
          const scale = 44 / Math.max(p.width, p.height);
          return (
            <label key={id} className={cn("flex cursor-pointer flex-col items-center gap-2 rounded-xl border bg-surface p-3 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
              checked ? "border-accent ring-1 ring-accent bg-accent-soft/40" : "border-line-strong hover:border-ink/30")}>
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => toggle(id)} />
              <span className="grid h-12 place-items-center" aria-hidden>
                <span className={cn("block rounded-[3px] border-2", checked ? "border-accent bg-accent/15" : "border-line-strong")}
                  style={{ width: p.width * scale, height: p.height * scale }} />
              </span>
              <span className="text-sm font-medium leading-tight">{p.label}</span>
              <span className="text-xs text-muted tabular">{p.density === 1 ? `${p.aspect} · ${p.width}×${p.height}` : p.aspect}</span>
            </label>
          );
        })}
      </div>
      </div>
      ))}
      {error && <p role="alert" className="mt-2 text-xs font-medium text-danger">{error}</p>}
    </fieldset>
  );
}
