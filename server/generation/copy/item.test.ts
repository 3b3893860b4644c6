import { describe, expect, it } from "vitest";
import { templateStyle } from "../../../shared/styles";
import { customerCopy } from "../../../shared/copy/customer";
import { itemCopy } from "./item";

const fig: Parameters<typeof itemCopy>[1] = { title: "Fig jam", description: "Figs from Braga, no added pectin.", price_text: "4,90\u00a0€" };
const slotsOn = (key: string, item = fig) => {
  const style = templateStyle(key)!;
  return customerCopy(style, itemCopy(style, item), null).slots;
};

describe("itemCopy: a catalog item's words on a style's slots", () => {
  it("puts the title on the headline and the price on the kicker or badge when the style has one", () => {
    expect(slotsOn("product-hero")).toEqual({ headline: "Fig jam", kicker: "4,90\u00a0€", body: "Figs from Braga, no added pectin." });
    expect(slotsOn("offer-badge")).toMatchObject({ headline: "Fig jam", offer: "4,90\u00a0€" });
  });

  it("puts the price on the supporting slot otherwise, before the description when both fit", () => {
    expect(slotsOn("bold-statement")).toEqual({ headline: "Fig jam", body: "4,90\u00a0€ · Figs from Braga, no added pectin." });
    const long = { ...fig, description: "Figs ".repeat(40).trim() };
    expect(slotsOn("bold-statement", long)).toEqual({ headline: "Fig jam", body: "4,90\u00a0€" });
  });

  it("prints no price for an item without one", () => {
    expect(slotsOn("product-hero", { ...fig, price_text: null })).toEqual({ headline: "Fig jam", body: "Figs from Braga, no added pectin." });
  });
});
