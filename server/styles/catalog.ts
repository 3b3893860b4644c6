import type { Style } from "./types";

/**
 * The style catalog (spec 2.6). Filled by the designs-and-rendering work: one entry per design in
 * remotion/, registered once.
 */
export const STYLES: Style[] = [];

export function findStyle(id: string): Style | undefined {
  return STYLES.find((s) => s.id === id);
}
