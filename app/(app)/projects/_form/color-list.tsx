"use client";
import { Plus, X } from "lucide-react";
import { Button, cn } from "../../../_components";

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const SUGGESTIONS = ["#1f2a44", "#f4b740", "#e2703a", "#4b3bdb", "#1f7a4d", "#f7f6f3"];

/** Brand colours: a native colour picker plus a hex field per colour, primary first. */
export function ColorList({ colors, onChange, errors }: { colors: string[]; onChange: (colors: string[]) => void; errors: Record<string, string> }) {
  const set = (i: number, value: string) => onChange(colors.map((c, j) => (j === i ? value : c)));
  return (
    <fieldset>
      <legend className="text-sm font-medium">Brand colours</legend>
      <p className="mt-0.5 text-xs text-muted">Primary first. Designs use them for backgrounds, type and buttons.</p>
      <ul className="mt-3 flex flex-col gap-2">
        {colors.map((color, i) => {
          const error = errors[`brand_kit.colors.${i}`];
          return (
            <li key={i} className="flex flex-wrap items-center gap-2">
              <label className="relative size-10 shrink-0 cursor-pointer overflow-hidden rounded-lg border border-line-strong focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent"
                style={{ background: HEX.test(color) ? color : "#fff" }}>
                <span className="sr-only">Pick colour {i + 1}</span>
                <input type="color" value={HEX.test(color) && color.length === 7 ? color : "#000000"} onChange={(e) => set(i, e.target.value)}
                  className="absolute inset-0 size-full cursor-pointer opacity-0" />
              </label>
              <input value={color} onChange={(e) => set(i, e.target.value.trim())} aria-label={`Colour ${i + 1} hex code`} aria-invalid={Boolean(error) || undefined}
                spellCheck={false} maxLength={9}
                className={cn("h-10 w-28 rounded-lg border bg-surface px-3 font-mono text-sm uppercase", error ? "border-danger" : "border-line-strong")} />
              {i === 0 && <span className="text-xs text-muted">Primary</span>}
              <Button variant="ghost" size="sm" onClick={() => onChange(colors.filter((_, j) => j !== i))} aria-label={`Remove colour ${color}`}>
                <X className="size-4" aria-hidden />
              </Button>
              {error && <p role="alert" className="basis-full text-xs font-medium text-danger">{error}</p>}
            </li>
          );
        })}
      </ul>
      {colors.length < 12 && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => onChange([...colors, SUGGESTIONS[colors.length % SUGGESTIONS.length]])}>
          <Plus className="size-4" aria-hidden /> Add colour
        </Button>
      )}
    </fieldset>
  );
}
