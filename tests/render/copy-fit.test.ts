import { describe, expect, it } from "vitest";
import { renderHtml, PLACEMENT_IDS } from "@/server/render";
import { STYLES } from "@/server/styles/catalog";
import type { EditableSlot } from "@/server/styles/types";

/**
 * The promise behind exact copy: text within a slot's budget fits that slot in every placement of every
 * style, whole (no ellipsis, no cut word), because the validator refuses only what exceeds the budget.
 * Filled with long words, the hardest case for line breaking.
 */
const LONG_WORDS = "Extraordinary refreshment, unforgettable craftsmanship, unbelievably smooth concentrate, available everywhere internationally";
const fill = (slot: EditableSlot) => LONG_WORDS.split(" ").reduce((text, word) => (`${text} ${word}`.trim().length <= slot.budget ? `${text} ${word}`.trim() : text), "");
const visibleText = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, "");

describe("copy within budget fits every style in every placement", () => {
  for (const style of STYLES) {
    it(style.id, () => {
      const copy = Object.fromEntries(style.editable_slots.map((slot) => [slot.name, fill(slot)]));
      for (const placement of PLACEMENT_IDS) {
        const html = renderHtml({ styleId: style.id, placement, copy, brand: { name: "Northside", colors: ["#7c2d12", "#f59e0b"] }, images: [], output: "image", seed: 0, language: "en" });
        const text = visibleText(html);
        expect(text, `${style.id} ${placement}`).not.toContain("…");
        for (const [slot, value] of Object.entries(copy)) expect(squash(text), `${style.id} ${placement} ${slot}`).toContain(squash(value));
      }
    });
  }
});
