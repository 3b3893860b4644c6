import { describe, expect, it } from "vitest";
import { chooseArt, chooseItemArt } from "./imagery";

/** Illustration without a product photo comes from the brief, with a keyword reason, or not at all. */
const BRIEFS: [string, string, string, string | null][] = [
  ["coffee", "Brewly", "Brewly makes coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week.", "☕"],
  // Never an object the brief contradicts: a cold brew is no hot drink, and its beans are no kidney beans
  // (Twemoji's drawing of "beans"): it gets the typographic mark.
  ["cold brew", "Brewly", "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week.", null],
  // The product itself, not the brand's name, a use or a person: an olive, never a family or an oil drum.
  ["olive oil", "Fern Olive Oil", "Fern Olive Oil is extra virgin olive oil cold-pressed from a family-run grove in Crete. Home cooks get a peppery finish for salads and bread.", "🫒"],
  ["jacket", "Northwind Shell", "Northwind Shell is a waterproof hiking jacket with taped seams, pit zips and a helmet-compatible hood for wet mountain days.", "🧥"],
  ["running shoes", "Stride Lite", "Stride Lite are running shoes with a carbon plate and a foam midsole for faster race days and easy recovery runs.", "👟"],
  // A business word said after the thing named first is a use: socks that fit any shoe are no sneaker.
  ["socks", "Toasty Toes", "Toasty Toes knits warm merino wool socks that fit any shoe, from trainers to hiking boots.", "🧦"],
  ["SaaS tool", "Ledgerly", "Ledgerly is a SaaS tool for small finance teams: it reconciles invoices, tracks expenses and closes the books in a day.", "💻"],
  ["bank", "Harbor Bank", "Harbor Bank is a digital bank with no monthly fees, instant transfers and savings accounts that pay interest daily.", "🏦"],
  ["toy", "Bloksy", "Bloksy makes wooden building toys for toddlers: stackable blocks, a toy train and puzzles made from beech wood.", "🧸"],
  ["skincare", "Dewdrop", "Dewdrop is a skincare brand: a gentle cleanser, a vitamin C serum and a daily moisturizer for sensitive skin.", "🧴"],
  ["restaurant", "Trattoria Lucia", "Trattoria Lucia is a neighbourhood restaurant serving handmade pasta, wood-fired pizza and natural wine.", "🍽️"],
  ["bakery", "Crumb", "Crumb is a sourdough bakery baking bread, croissants and cinnamon buns every morning before seven.", "🍞"],
  ["bicycles", "Velo Works", "Velo Works builds city bicycles with belt drives and hub gears that need almost no maintenance.", "🚲"],
  ["dog food", "Good Boy", "Good Boy makes fresh dog food from human-grade meat and vegetables, delivered to your door every two weeks.", "🐕"],
  ["tea", "Leafline", "Leafline sells loose leaf green tea and oolong from small farms in Japan and Taiwan.", "🍵"],
  // What a charity or a game builds, not a letter (issue 42: their initial stood as the hero).
  ["charity", "Clean Water Trust", "Clean Water Trust builds wells and rain tanks with villages in Malawi, so every family has clean water.", "💧"],
  ["game", "Tiny Kingdoms", "Tiny Kingdoms is a cosy strategy game for phones: build a kingdom, trade with your friends and defend your walls.", "🏰"],
  // Gear is equipment: never the cog (an AdCP buyer's "summer outdoor gear sale" got one).
  ["outdoor gear", "acmeoutdoor.example", "Create a display banner for a summer outdoor gear sale. Headline should emphasize 40% off.", null],
  ["consulting", "Arcwise", "Arcwise helps mid-sized companies plan strategy, align leadership and run better quarterly planning.", null],
  ["Japanese", "ブルーリー", "ブルーリーは単一産地の豆から作るコールドブリューの濃縮液です。", null],
];

describe("the illustration chooser", () => {
  for (const [what, name, description, expected] of BRIEFS) {
    it(`${what}: ${expected ?? "nothing (a typographic mark)"}`, () => {
      const art = chooseArt({ name, description });
      expect(art[0]?.emoji ?? null).toBe(expected);
      // Every choice has a word of the brief as its reason, said outside the brand's name.
      for (const a of art) expect(description.toLowerCase().replaceAll(name.toLowerCase(), " ")).toContain(a.keyword);
      if (what === "olive oil") expect(art.map((a) => a.name)).toEqual(["olive"]);
    });
  }

  it("never picks faces, people, hands, hearts or flags", () => {
    const art = chooseArt({ name: "X", description: "A happy smiling family waving hands with love hearts and flags at the party." });
    for (const a of art) expect(a.name).not.toMatch(/face|person|hand|heart|flag|man|woman/);
  });

  it("reads a tagline as a slogan: accounting software that closes the books is a laptop, not books", () => {
    const description = "Ledgerly is accounting software for small finance teams. It reconciles invoices automatically and closes the month in a day.";
    expect(chooseArt({ name: "Ledgerly", tagline: "Close the books in a day", description })[0]?.name).toBe("laptop");
  });

  it("gives a bakery's photo-less items each their own picture, or none, never the bakery's bread for all", () => {
    const bakery = "Crumb is a sourdough bakery on Mill Street. We bake bread, croissants and cinnamon buns every morning.";
    expect(chooseArt({ name: "Crumb", description: bakery })[0]?.name).toBe("bread");
    const items = [
      { title: "Croissant", description: "All-butter croissant, laminated over three days." },
      { title: "Cinnamon bun", description: "Soft and sticky, with cardamom sugar." },
      { title: "Sourdough loaf", description: "Country sourdough, slow-fermented for 36 hours." },
    ];
    const pictures = items.map((item) => chooseItemArt("Crumb", item)[0]?.name ?? "typographic");
    expect(pictures).toEqual(["croissant", "typographic", "bread"]);
  });
});
