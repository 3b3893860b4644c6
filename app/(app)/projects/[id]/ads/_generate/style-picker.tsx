"use client";
import { Check } from "lucide-react";
import { useState } from "react";
import { cn, StyleCategoryBadge } from "../../../../../_components";
import { inStyleCategory, StyleCategoryTabs, type StyleCategory } from "../../styles/category-tabs";
import { scopeOutputRefusal, STYLES, styleOutputRefusal, type StyleScope } from "@/shared/styles";
import type { Style } from "@/server/styles/types";

const sentence = (text: string | null) => (text ? text[0].toUpperCase() + text.slice(1) : null);

/** Why a style cannot be pinned for this output, or null when it can (the catalog says). */
export const styleBlocker = (style: Style, output: "image" | "video") => sentence(styleOutputRefusal(style, output));

/** Why adlab cannot choose from this scope for this output, or null when it can (the catalog says). */
export const scopeBlocker = (scope: StyleScope, output: "image" | "video") => sentence(scopeOutputRefusal(scope, output));

/** The visual catalog: a thumbnail per template and meme format, rendered by the same designs as the ads. */
export function StylePicker({ value, onChange, output }: { value: string | null; onChange: (id: string | null) => void; output: "image" | "video" }) {
  const [category, setCategory] = useState<StyleCategory>("all");
  const shown = STYLES.filter((s) => inStyleCategory(s, category));
  return (
    <div>
      <StyleCategoryTabs label="Catalog filter" value={category} onChange={setCategory} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Styles">
        {shown.map((style) => {
          const blocker = styleBlocker(style, output);
          const selected = value === style.id;
          return (
            <li key={style.id}>
              <button type="button" aria-pressed={selected} disabled={Boolean(blocker)} onClick={() => onChange(selected ? null : style.id)}
                title={blocker ?? style.description}
                className={cn("group flex w-full flex-col overflow-hidden rounded-xl border bg-surface text-left transition",
                  selected ? "border-accent ring-2 ring-accent" : "border-line hover:border-line-strong hover:shadow-[var(--shadow-card)]",
                  blocker && "cursor-not-allowed opacity-55")}>
                <span className="relative block aspect-square bg-sunken">
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={`/files/styles/${encodeURIComponent(style.id)}`} alt="" width={360} height={360} loading="lazy" className="size-full object-cover" />
                  {selected && <span className="absolute right-2 top-2 grid size-6 place-items-center rounded-full bg-accent text-white"><Check className="size-3.5" aria-hidden /></span>}
                </span>
                <span className="flex flex-col gap-1 p-2.5">
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm font-medium">{style.name}</span>
                    <StyleCategoryBadge category={style.category} />
                  </span>
                  <span className="line-clamp-2 text-xs text-muted">{blocker ?? style.description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
