import { describe, expect, it } from "vitest";
import { draftCopy } from "@/server/generation/copy";
import { repeats } from "@/server/generation/copy/check";
import { PHRASES } from "@/server/generation/copy/phrases";
import { chooseArt } from "@/server/generation/imagery";
import { fillRefusal, pickStyle, selectableStyles } from "@/server/generation/style-choice";
import { FIRST_AD_BRIEFS, firstAdBrief } from "@/tests/helpers/first-ad-briefs";

/**
 * Issue 27's "first ad": ten businesses with nothing but a brief, three automatic ads each (style_scope
 * "any", as successive requests of one project). The mechanical parts of "an ad the business would run",
 * on the chosen styles and the copy adlab writes, without rendering (docs/first-ad-sheet.jpg shows them).
 */

// Phrases from adlab's own table may appear anywhere; everything else must be the brief's words.
const OWN = Object.values(PHRASES.en).flat().map((p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, ".+")}$`, "i"));
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
// A value read from the brief is a whole clause of it: it starts and ends at a sentence or clause boundary,
// and a comma counts only before a clause (never inside a list: "a calm, unhurried visit").
const OPENER = "(?:and|but|so|or|yet|then|which|while|because|when|where|we|you|it|they|\\w+ (?:for|in|with|by|from|to|at|on))\\b";
const wholeClause = (value: string, brief: string) => {
  const text = squash(brief);
  const at = text.indexOf(squash(value));
  if (at < 0) return false;
  const before = text.slice(0, at);
  const after = text.slice(at + value.length);
  const starts = /(^|[.;:!?]\s*|\s[–—-]\s|, (?:and|but|so|or|yet|then) )$/.test(before) || (/, $/.test(before) && new RegExp(`^${OPENER}`).test(squash(value)));
  const ends = new RegExp(`^($|[.;:!?]|\\s[–—-]\\s|, ${OPENER})`).test(after);
  return starts && ends;
};
// Or a whole item of one of the brief's lists of three or more ("check-ups, hygiene visits and whitening"): a feature (issue 41).
const listItem = (value: string, brief: string) =>
  brief.split(/(?<=[.!?])\s+/).some((sentence) => {
    const items = sentence.replace(/[.!?]$/, "").split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/i).map(squash);
    return items.length >= 3 && items.some((item) => item.endsWith(squash(value)) && item.split(" ").length - squash(value).split(" ").length <= 3);
  });
const PERSON = /face|person|people|family|man|woman|boy|girl|child|baby|hand|heart|couple|kiss/;

function firstAds(project: (typeof FIRST_AD_BRIEFS)[string]) {
  const previous: string[] = [];
  return [0, 1, 2].map((sequence) => {
    const brief = firstAdBrief(project, sequence);
    const style = pickStyle(selectableStyles({ scope: "any", output: "image" }, brief), previous, 0);
    previous.push(style.id);
    return { style, brief, copy: draftCopy(style, brief) };
  });
}

describe("the first ad of a business with nothing but a brief", () => {
  for (const [business, project] of Object.entries(FIRST_AD_BRIEFS)) {
    it(business, () => {
      const ads = firstAds(project);
      const text = `${project.tagline}. ${project.description}`;
      // Variety: three requests, three styles.
      expect(new Set(ads.map((a) => a.style.id)).size).toBe(3);
      for (const { style, brief, copy } of ads) {
        // Memes only for a playful brief (the game); never a style with an empty slot.
        if (business !== "game") expect(style.category).toBe("template");
        expect(fillRefusal(style, brief), style.id).toBeNull();
        if (style.category === "template") expect(copy.cta, style.id).toBeTruthy();
        const values = Object.values(copy);
        Object.entries(copy).forEach(([slot, value], i) => {
          // No phrase twice on one ad (the brand's name aside, which a meme may show as the product).
          for (const other of values.slice(i + 1)) if (value !== project.name && other !== project.name) expect(repeats(value, other), `${value} / ${other}`).toBe(false);
          const fromTable = OWN.some((phrase) => phrase.test(value));
          // Never cut mid-phrase: the brief's words end where its clause ends.
          // (A date or an offer is a fact the brief states, not a clause.)
          if (!fromTable && value !== project.name && slot !== "date" && slot !== "offer") expect(wholeClause(value, text) || listItem(value, text), `${style.id}: "${value}"`).toBe(true);
        });
      }
      // The picture: the product itself or nothing (a typographic mark), never a person.
      for (const art of chooseArt(project)) {
        expect(art.name).not.toMatch(PERSON);
        expect(squash(`${project.tagline} ${project.description.split(". ")[0]}`)).toContain(art.keyword);
      }
    });
  }

  it("olive oil: an olive, templates only, and the body never cut mid-sentence", () => {
    const olive = FIRST_AD_BRIEFS["olive oil"];
    expect(chooseArt(olive).map((a) => a.emoji)).toEqual(["🫒"]);
    for (const { copy } of firstAds(olive)) expect(Object.values(copy).join(" | ")).not.toMatch(/get a peppery($| \|)|family/i);
  });
});
