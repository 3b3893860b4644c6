"use client";
import { cn, Skeleton } from "../../../../../_components";
import type { ColourChoice } from "@/server/ads/edit-check";

/**
 * The colour choices of the ad's design, each drawn as its swatches (ground, lead, second, accent): the
 * palettes the design really paints, from the brand colours or, with none, from the photo and the design's
 * own, so no two choices look alike.
 */
export function ColourChoices({ value, choices, onChange }: { value: number; choices: ColourChoice[]; onChange: (palette: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Colours</legend>
      {choices.length === 0 ? <Skeleton className="mt-2 h-10" /> : (
        <div className="mt-2 flex flex-wrap gap-2">
          {choices.map((choice, i) => (
            <label key={choice.palette} className={cn("flex cursor-pointer items-center rounded-lg border p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
              choice.palette === value ? "border-accent ring-1 ring-accent" : "border-line-strong hover:border-ink/30")}>
              <input type="radio" name="colours" className="sr-only" checked={choice.palette === value} onChange={() => onChange(choice.palette)} />
              <span className="sr-only">{`Colours ${i + 1}`}</span>
              {choice.swatches.map((colour, j) => <span key={j} aria-hidden className="size-5 first:rounded-l last:rounded-r" style={{ background: colour }} />)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
