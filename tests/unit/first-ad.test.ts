import { describe, expect, it } from "vitest";
import { draftCopy } from "@/server/generation/copy";
import { repeats } from "@/server/generation/copy/check";
import { PHRASES } from "@/server/generation/copy/phrases";
import { chooseArt } from "@/server/generation/imagery";
import { fillRefusal, pickStyle, selectableStyles } from "@/server/generation/style-choice";
import { FIRST_AD_BRIEFS, firstAdBrief } from "@/tests/helpers/first-ad-briefs";
import { firstAdPlans, SHEET_BRIEFS } from "@/tests/helpers/first-ad-plans";
import { primarySlot } from "@/shared/copy/slots";
import { normalized } from "@/shared/copy/material";
import { findStyle } from "@/shared/styles";

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
// A claim too long for a headline may be cut before a qualifier ("Our mechanics service any bike | in 48
// hours"), and "<brand> is" / "Every piece is" may be dropped before it (read-brief.ts shorterClaim): it says
// less than the sentence, never something else.
const QUALIFIER = "(?:with|before|after|instead|who|that|which|because|so|in|from|and|for)\\b";
const wholeClause = (value: string, brief: string) => {
  const text = squash(brief);
  const at = text.indexOf(squash(value));
  if (at < 0) return false;
  const before = text.slice(0, at);
  const after = text.slice(at + value.length);
  const starts =
    /(^|[.;:!?]\s*|\s[–—-]\s|, (?:and|but|so|or|yet|then|with) )((?:every|each) \S+ (?:is|are) |[^.]{1,40} (?:is|are|builds|launches|introduces|makes|sells|bakes|roasts|brews|crafts|designs) )?$/.test(before) || (/, $/.test(before) && new RegExp(`^${OPENER}`).test(squash(value)));
  const ends = new RegExp(`^($|[.;:!?]|\\s[–—-]\\s|, ${OPENER}| ${QUALIFIER})`).test(after);
  return starts && ends;
};
// Or a whole item of one of the brief's lists of three or more ("check-ups, hygiene visits and whitening"): a feature (issue 41).
const listItem = (value: string, brief: string) =>
  brief.split(/(?<=[.!?])\s+/).some((sentence) => {
    const items = sentence.replace(/[.!?]$/, "").split(/\s*,\s*(?:and\s+)?|\s+(?:and|or)\s+/i).map(squash);
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
          // Beside its date, a sentence may say the rest without it ("Live classes start" over "12 January", issue 42).
          const undated = copy.date ? text.replace(new RegExp(`\\s+\\S+\\s+${copy.date}`), "") : text;
          if (!fromTable && value !== project.name && slot !== "date" && slot !== "offer") expect(wholeClause(value, text) || listItem(value, text) || wholeClause(value, undated), `${style.id}: "${value}"`).toBe(true);
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
    for (const { copy } of firstAds(olive)) expect(Object.values(copy).join(" | ")).not.toMatch(/get a peppery($| \|)/i);
  });
});

/**
 * One request of three variants (variant_count: 3) per brief, planned as validateAdRequest plans it (issue
 * 41): three different leading claims and three different headlines, and the brand's name only as the logo
 * or signature (or as the whole of a slot), never again in the words of the ad.
 */
describe("three variants of one request", () => {
  // A template draws the logo: its words never say the brand again (a note is left unsigned); a meme may show it as the product.
  const SIGNATURE_SLOTS = new Set(["author", "attribution"]);
  for (const [business, project] of Object.entries(SHEET_BRIEFS)) {
    it(business, async () => {
      const { plans } = await firstAdPlans(project);
      const headlines = plans.map((plan) => plan.copy[primarySlot(findStyle(plan.style.id)!).name]);
      // A variant may repeat an earlier lead only when the brief has no other selling claim a headline holds
      // (who the brand is never leads), and then it says so in its warnings.
      const repeats = plans.filter((plan) => plan.warnings.some((w) => /^variant \d+ repeats variant \d+'s lead/.test(w))).length;
      expect(new Set(headlines.map(normalized)).size + repeats, headlines.join(" / ")).toBe(3);
      expect(new Set(plans.map((plan) => plan.angle?.claim)).size + repeats, JSON.stringify(plans.map((p) => p.angle))).toBe(3);
      expect(plans.map((plan) => plan.angle?.role), headlines.join(" / ")).not.toContain("identity");
      // A repeat says other lines under the lead than the variant it repeats, whatever their styles (the bakery's
      // third variant said its first's "Flour from a local mill" under "Sourdough baked before sunrise").
      for (const [i, plan] of plans.entries()) {
        const earlier = plans.slice(0, i).find((e) => e.angle?.claim === plan.angle?.claim);
        if (!earlier) continue;
        const said = new Set(Object.values(earlier.copy));
        const lines = Object.entries(plan.copy).filter(([slot]) => slot !== "cta").map(([, value]) => value);
        expect(lines.some((line) => !said.has(line)), `${business} #${i + 1}: ${lines.join(" | ")}`).toBe(true);
      }
      for (const plan of plans) {
        // The angle is what the headline says.
        expect(headlines).toContain(plan.angle!.claim);
        for (const [slot, value] of Object.entries(plan.copy)) {
          if (SIGNATURE_SLOTS.has(slot) || (plan.style.category === "meme" && value === project.name)) continue;
          expect(normalized(` ${value} `), `${plan.style.id} ${slot}: ${value}`).not.toContain(` ${normalized(project.name)} `);
        }
      }
    });
  }
});
