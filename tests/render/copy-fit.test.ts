import { describe, expect, it } from "vitest";
import { renderHtml } from "@/server/render";
// The social placements: the display banners carry logo, headline and CTA only (tests/render/display-banners.test.ts).
import { SOCIAL_PLACEMENT_IDS as PLACEMENT_IDS } from "@/shared/placements";
import { cutSlots } from "@/server/render/layout-check";
import { STYLES } from "@/shared/styles";
import type { EditableSlot } from "@/server/styles/types";

/**
 * The promise behind exact copy: text within a slot's budget fits that slot in every placement of every
 * style, whole (no ellipsis, no cut word), because the validator refuses only what exceeds the budget.
 * Filled with long words, the hardest case for line breaking, in mixed case and in capitals.
 */
const LONG_WORDS = "Extraordinary refreshment, unforgettable craftsmanship, unbelievably smooth concentrate, available everywhere internationally";
const fill = (slot: EditableSlot, words: string) => words.split(" ").reduce((text, word) => (`${text} ${word}`.trim().length <= slot.budget ? `${text} ${word}`.trim() : text), "");
const visibleText = (html: string) => html.replace(/<(style|title)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");

describe("copy within budget fits every style in every placement", () => {
  for (const style of STYLES) {
    it(style.id, () => {
      for (const words of [LONG_WORDS, LONG_WORDS.toUpperCase()]) {
        const copy = Object.fromEntries(style.editable_slots.map((slot) => [slot.name, fill(slot, words)]));
        for (const placement of PLACEMENT_IDS) {
          const props = { styleId: style.id, placement, copy, brand: { name: "Northside", colors: ["#7c2d12", "#f59e0b"] }, images: [], output: "image" as const, seed: 0, language: "en" };
          const text = visibleText(renderHtml(props));
          expect(text, `${style.id} ${placement}`).not.toContain("…");
          for (const [slot, value] of Object.entries(copy)) expect(squash(text), `${style.id} ${placement} ${slot}`).toContain(squash(value));
          // The layout check that guards exact copy agrees: nothing is cut.
          expect(cutSlots(props)).toEqual([]);
        }
      }
    });
  }
});
