import { renderDesign } from "../../remotion/designs/registry";
import { cleanCopy } from "../../remotion/lib/script";
import type { Style } from "../styles/types";
import type { Placement } from "./placements";
import type { DesignProps } from "./types";

/**
 * The slots whose text the design would have to cut in this placement: the design is laid out (no
 * raster, a few milliseconds) and every fitted text that did not fit whole at the smallest legible size
 * is matched back to its slot. Exact copy is refused, or its ad failed and refunded, rather than shipped cut.
 */
export function cutSlots(props: DesignProps, slots: string[] = Object.keys(props.copy)): string[] {
  const fits: { text: string; truncated: boolean }[] = [];
  renderDesign({ ...props, t: undefined, fits });
  // A design may try a text several ways (a CTA gives up padding, then takes a second line): the last try is the one drawn.
  const last = new Map(fits.map((f) => [f.text, f.truncated]));
  const cut = [...last].filter(([, truncated]) => truncated).map(([text]) => text.toLocaleLowerCase());
  return slots.filter((slot) => {
    const text = cleanCopy(props.copy[slot] ?? "").toLocaleLowerCase();
    return text !== "" && cut.some((fitted) => fitted.includes(text));
  });
}

/** Where a style would cut the given slot texts: one "<slot> in <placement>" per cut. */
export function layoutCuts(style: Style, copy: Record<string, string>, base: Pick<DesignProps, "brand" | "output" | "language">, placements: Placement[]): string[] {
  return placements.flatMap((placement) =>
    cutSlots({ ...base, styleId: style.id, placement, copy, images: [], seed: 0 }).map((slot) => `${slot} in ${placement}`),
  );
}
