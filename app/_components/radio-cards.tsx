"use client";
import { useId, type ReactNode } from "react";
import { cn } from "./cn";

export type RadioOption<V extends string> = {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Why this option cannot be picked now; shown under it and makes it unselectable. */
  disabledReason?: string;
  aside?: ReactNode;
};

/** A radio group drawn as cards; native radios underneath, so arrow keys and screen readers work. */
export function RadioCards<V extends string>({ legend, name, value, onChange, options, columns = 2, hint }: {
  legend: ReactNode;
  name?: string;
  value: V;
  onChange: (value: V) => void;
  options: RadioOption<V>[];
  columns?: 1 | 2 | 3 | 4;
  hint?: ReactNode;
}) {
  const auto = useId();
  const group = name ?? auto;
  const cols = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="mt-0.5 text-xs text-muted">{hint}</p>}
      <div className={cn("mt-2.5 grid gap-2.5", cols)}>
        {options.map((o) => {
          const disabled = Boolean(o.disabledReason);
          const checked = o.value === value;
          return (
            <label key={o.value}
              className={cn("relative flex cursor-pointer gap-3 rounded-xl border bg-surface p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
                checked ? "border-accent ring-1 ring-accent bg-accent-soft/40" : "border-line-strong hover:border-ink/30",
                disabled && "cursor-not-allowed bg-sunken/60 opacity-70 hover:border-line-strong")}>
              <input type="radio" name={group} value={o.value} checked={checked} disabled={disabled}
                onChange={() => onChange(o.value)} className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]" />
              <span className="min-w-0 flex-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="text-sm font-medium">{o.label}</span>
                  {o.aside && <span className="shrink-0 text-xs text-muted">{o.aside}</span>}
                </span>
                {o.description && <span className="mt-0.5 block text-xs text-muted">{o.description}</span>}
                {o.disabledReason && <span className="mt-1 block text-xs font-medium text-warning">{o.disabledReason}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
