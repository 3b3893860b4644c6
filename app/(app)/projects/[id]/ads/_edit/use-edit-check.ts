"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../../../_trpc/client";
import type { Ad } from "../../../../../_trpc/types";
import type { AdEdit } from "@/server/ads/edit-draft";

/** Waits until `value` has not changed for `ms` (typing does not send a check per keystroke). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One size's cut of one part: what shows, and the words that would not. */
export type Cut = { placement: string; label: string; slot: string; shown: string; cut: string[] };

/**
 * The pipeline's own fit check of the edit (server ads.checkEdit: each ad size laid out as it renders), and
 * the colour choices its design paints. `current` is false while the shown answer is for an older edit:
 * Save waits for the answer about the words it would send.
 */
export function useEditCheck(ad: Ad, edit: Pick<AdEdit, "copy" | "cta" | "design" | "placements">) {
  const trpc = useTRPC();
  const typed = JSON.stringify({ copy: edit.copy, cta: edit.cta, design: edit.design, placements: edit.placements });
  const settledText = useSettled(typed, 400);
  const settled = JSON.parse(settledText) as typeof edit;
  const check = useQuery({
    ...trpc.ads.checkEdit.queryOptions({ projectId: ad.project_id, id: ad.id, ...settled }),
    enabled: settled.placements.length > 0,
    placeholderData: keepPreviousData,
  });
  const cuts: Cut[] = (check.data?.fit ?? []).flatMap((f) => f.cuts.map((c) => ({ placement: f.placement, label: f.label, ...c })));
  const current = typed === settledText && check.isSuccess && !check.isFetching && !check.isPlaceholderData;
  return { cuts, colours: check.data?.colours ?? [], current, error: check.error };
}

/** "headline" in the customer's words (the part's name without underscores; the CTA by its name). */
export const partName = (slot: string) => (slot === "cta" ? "call to action" : slot.replace(/_/g, " "));

/** A part's cuts in one sentence: where it would stop and which words to shorten. */
export function cutWords(cuts: Cut[]): string {
  const places = [...new Set(cuts.map((c) => c.label))].join(", ");
  const words = [...new Set(cuts.flatMap((c) => c.cut))].map((w) => `“${w}”`).join(" ");
  const shown = cuts.find((c) => c.shown)?.shown;
  return `Does not fit whole in ${places}${shown ? ` (it would stop at “${shown}…”)` : ""}: shorten ${words}.`;
}
