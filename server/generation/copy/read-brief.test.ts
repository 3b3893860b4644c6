import { describe, expect, it } from "vitest";
import { readBrief } from "./read-brief";
import { FIRST_AD_BRIEFS, firstAdBrief, launchBrief } from "../../../tests/helpers/first-ad-briefs";

const brief = launchBrief;

describe("the brief read whole (issue 41)", () => {
  it("reads a line that only names what the brand is as identity, as the sentence saying it", () => {
    // Before, the bike shop's first variant led with its tagline "Your neighbourhood bike shop", read as a benefit.
    const roles = Object.fromEntries(readBrief(firstAdBrief(FIRST_AD_BRIEFS["bike shop"], 0)).claims.map((c) => [c.text, c.role]));
    expect(roles["Your neighbourhood bike shop"]).toBe("identity");
    expect(roles["Free safety check with every service"]).toBe("benefit");
    // A line about the product that shares words with what the brand is stays a selling claim.
    expect(readBrief(firstAdBrief(FIRST_AD_BRIEFS["olive oil"], 0)).claims.find((c) => c.text === "Cold-pressed in Crete")?.role).toBe("benefit");
  });

  it("gives every sentence a role, and ranks the launched product first, identity and logistics last", () => {
    const { claims } = readBrief(brief());
    const roleOf = (text: RegExp) => claims.find((c) => text.test(c.text))?.role;
    expect(roleOf(/^Ethiopia Guji/)).toBe("product");
    expect(roleOf(/resealable/)).toBe("logistics");
    expect(roleOf(/small-batch coffee roaster/)).toBe("identity");
    expect(roleOf(/^Save 20%/)).toBe("offer");
    expect(roleOf(/smoothest cold brew/)).toBe("proof");
    expect(roleOf(/14 December/)).toBe("event");
    expect(claims[0]).toMatchObject({ role: "product", rank: 0 });
    expect(claims[0].text).toMatch(/^Ethiopia Guji, a single-origin coffee/);
    expect(claims.slice(-3).every((c) => c.role === "logistics" || c.role === "identity")).toBe(true);
  });

  it("moves the prompt's claim to the lead, and warns when the brief lacks what it asks for", () => {
    const steered = readBrief(brief({ prompt: "lead with the tasting notes: blueberry and jasmine" }));
    expect(steered.claims[0].text).toMatch(/blueberry and jasmine/);
    expect(steered.steeredBy).toContain("prompt");
    const lacking = readBrief(brief({ prompt: "lead with the price per kilo" }));
    expect(lacking.claims[0].role).toBe("product");
    expect(lacking.warnings).toEqual([expect.stringMatching(/the prompt asks for "lead with the price per kilo", and the brief says nothing about it/)]);
  });

  it("a positive finding's claim moves up, a negative one's down, and informed_by names them", () => {
    const reading = readBrief(
      brief({ hypotheses: { preferred: [{ id: "h-fresh", statement: "Roasted to order freshness wins" }], avoided: [{ id: "h-guji", statement: "Single-origin talk bores buyers" }] } }),
    );
    expect(reading.claims[0].text).toMatch(/roasted to order/i);
    expect(reading.claims.at(-1)!.text).toMatch(/single-origin/);
    expect(reading.informedBy).toEqual(["h-fresh", "h-guji"]);
  });

  it("a list's items are features when each says what the product is, not when they are one verb's objects (issue 42)", () => {
    // Before: "Grassy finish that lifts salads / Bread / Roasted vegetables", "Here in sand / Olive / Chalk", "We offer check-ups / Hygiene visits / Whitening".
    const features = (business: string) => readBrief(firstAdBrief(FIRST_AD_BRIEFS[business], 0)).features;
    expect(features("olive oil")).not.toEqual(expect.arrayContaining(["Bread"]));
    expect(features("olive oil")).not.toEqual(expect.arrayContaining(["Grassy finish that lifts salads"]));
    expect(features("fashion label")).not.toEqual(expect.arrayContaining(["Olive"]));
    expect(features("dentist")).not.toEqual(expect.arrayContaining(["Whitening"]));
    const coffee = readBrief(brief({ project: { name: "Chill Co", tagline: null, description: "Our cold brew is single origin, steeped twenty hours, bottled fresh every week, smooth, low in acid and ready in seconds.", visualDirection: "" } }));
    expect(coffee.features.slice(0, 3)).toEqual(["Single origin", "Steeped twenty hours", "Bottled fresh every week"]);
  });

  it("offers one lead per role for the variants: product, benefit, offer, proof", () => {
    const { leads } = readBrief(brief());
    expect(leads.slice(0, 4).map((l) => l.role)).toEqual(["product", "benefit", "offer", "proof"]);
  });

  it("a named audience picks the benefits that speak to it", () => {
    const plain = readBrief(brief({ project: { name: "Chill Co", tagline: null, description: "Cold brew concentrate. Ready in seconds before a commute. Low in acid and gentle on the stomach.", visualDirection: "" } }));
    const audience = { name: "People with sensitive stomachs", description: "They avoid acidic coffee", rules: null };
    const forThem = readBrief(brief({ audience, project: { name: "Chill Co", tagline: null, description: "Cold brew concentrate. Ready in seconds before a commute. Low in acid and gentle on the stomach.", visualDirection: "" } }));
    const firstBenefit = (r: ReturnType<typeof readBrief>) => r.claims.find((c) => c.role === "benefit")!.text;
    expect(plain.claims[0]).toMatchObject({ text: "Cold brew concentrate", role: "product" });
    expect(firstBenefit(plain)).toMatch(/Ready in seconds/);
    expect(firstBenefit(forThem)).toMatch(/Low in acid/);
    expect(forThem.steeredBy).toContain("audience");
  });
});
