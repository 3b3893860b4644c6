import { describe, expect, it } from "vitest";
import { datedClaimsOf, offerConditionOf } from "./facts";
import { LAUNCHES, launchBrief } from "../../../tests/helpers/first-ad-briefs";

const local = (language: keyof typeof LAUNCHES) => launchBrief({ language, project: { name: "Northside Roasters", tagline: null, description: LAUNCHES[language], visualDirection: "" } });

describe("a date and an offer travel with what they belong to (issue 42)", () => {
  it("the roaster's date belongs to its tasting: the sentence without the date, then whole", () => {
    expect(datedClaimsOf(launchBrief())).toEqual(["Join our tasting at the roastery", "Join our tasting on 14 December at the roastery"]);
    // Cut before its place to fit a headline when too long for one.
    expect(datedClaimsOf(local("de"))).toEqual(["Komm zu unserer Verkostung in der Rösterei", "Komm zu unserer Verkostung", "Komm zu unserer Verkostung am 14. Dezember in der Rösterei"]);
    expect(datedClaimsOf(local("pt"))?.[0]).toBe("Venha à nossa prova na torrefação");
  });

  it("a deadline keeps its sentence whole, and a date the customer labelled is theirs", () => {
    const deadline = launchBrief({ project: { name: "Northside Roasters", tagline: null, description: "Save 20% on your first box until 31 December.", visualDirection: "" } });
    expect(datedClaimsOf(deadline)).toEqual(["Save 20% on your first box until 31 December"]);
    expect(datedClaimsOf(launchBrief({ copy: "date: 12 March" }))).toBeNull();
  });

  it("the offer's condition is the rest of its sentence", () => {
    expect(offerConditionOf(launchBrief())).toBe("On your first box until 31 December");
    expect(offerConditionOf(local("es"))).toBe("En tu primera caja hasta el 31 de diciembre");
    expect(offerConditionOf(local("nl"))).toBe("Op je eerste box tot 31 december");
    expect(offerConditionOf(launchBrief({ copy: "offer: 10% off" }))).toBeNull();
  });
});
