import { describe, expect, it } from "vitest";
import { primarySlot } from "@/shared/copy/slots";
import { normalized } from "@/shared/copy/material";
import { findStyle } from "@/shared/styles";
import { firstAdPlans } from "@/tests/helpers/first-ad-plans";

/**
 * Roles are read from each language's cue words (copy/cues.ts; docs/generation.md "The material"). A brief
 * in any language gets ads that say its own sentences whole: three variants planned, the brand only
 * as logo or signature, quotes with both their marks, a date with an ordinal dot not cut from its month.
 */
const BAKERY: Record<string, { name: string; tagline: string; description: string; whole: string[] }> = {
  de: {
    name: "Krume",
    tagline: "Sauerteig vor Sonnenaufgang gebacken",
    description: "Krume ist eine Sauerteigbäckerei in der Mühlenstraße. Wir backen jeden Morgen vor sieben Brot, Croissants und Zimtschnecken. Sparen Sie 20% bis zum 31. Dezember.",
    whole: ["31. Dezember"],
  },
  fr: {
    name: "Mie",
    tagline: "Le levain cuit avant l'aube",
    description: "Mie est une boulangerie au levain rue du Moulin. Nous cuisons chaque matin avant sept heures, avec une farine d'un moulin local. Les clients disent : « Le meilleur pain du quartier. »",
    whole: [],
  },
  ja: {
    name: "クラム",
    tagline: "夜明け前に焼くサワードウ",
    description: "クラムは水車通りのサワードウ専門のパン屋です。毎朝7時前にパン、クロワッサン、シナモンロールを焼いています。地元の製粉所の小麦粉を使っています。「街で一番のパン」とお客様に言われます。",
    whole: [],
  },
  ar: {
    name: "كرمب",
    tagline: "خبز العجين المخمر قبل الفجر",
    description: "كرمب مخبز للعجين المخمر في شارع الطاحونة. نخبز الخبز والكرواسون ولفائف القرفة كل صباح قبل السابعة. نستخدم دقيقا من مطحنة محلية. خصم 20% حتى 31 ديسمبر.",
    whole: [],
  },
};
const MARKS: [string, string][] = [["「", "」"], ["«", "»"], ["“", "”"]];
const SIGNATURE_SLOTS = new Set(["signoff", "author", "attribution"]);

describe("briefs in other languages", () => {
  for (const [language, { whole, ...brief }] of Object.entries(BAKERY)) {
    it(language, async () => {
      const { plans } = await firstAdPlans({ ...brief, visualDirection: "" }, 3, ["square"], language);
      expect(plans).toHaveLength(3);
      for (const plan of plans) {
        expect(plan.copy[primarySlot(findStyle(plan.style.id)!).name], plan.style.id).toBeTruthy();
        for (const [slot, value] of Object.entries(plan.copy)) {
          if (!SIGNATURE_SLOTS.has(slot) && value !== brief.name) expect(normalized(value), `${slot}: ${value}`).not.toContain(normalized(brief.name));
          for (const [open, close] of MARKS) expect(value.split(open).length, `${slot}: ${value}`).toBe(value.split(close).length);
          // A date's ordinal dot is not a sentence's end.
          expect(value, `${slot}: ${value}`).not.toMatch(/\b\d{1,2}$/);
        }
      }
      const said = plans.flatMap((plan) => Object.values(plan.copy)).join(" | ");
      for (const text of whole) expect(said).toContain(text);
    });
  }
});
