import type { CopyBrief } from "@/server/generation/copy";

/**
 * The "first ad" briefs of issue 27: ten businesses with nothing but a brief (no kit, no photo, no
 * audience), as a new customer writes them. Used by the first-ad test and scripts/first-ad-sheet.ts.
 */
type Project = CopyBrief["project"];
const project = (name: string, tagline: string | null, description: string): Project => ({ name, tagline, description, visualDirection: "" });

export const FIRST_AD_BRIEFS: Record<string, Project> = {
  "olive oil": project(
    "Fern Olive Oil",
    "Cold-pressed in Crete",
    "Fern Olive Oil is extra virgin olive oil cold-pressed within hours of harvest from a family-run grove in Crete. Home cooks who want real flavour get a peppery, grassy finish that lifts salads, bread and roasted vegetables. Every tin is dated by harvest, so you always know how fresh it is.",
  ),
  "bike shop": project(
    "Spoke & Chain",
    "Your neighbourhood bike shop",
    "Spoke & Chain is a neighbourhood bike shop selling city bikes, e-bikes and kids' bikes. Our mechanics service any bike in 48 hours, and we fit every bike to its rider before it leaves the shop. Free safety check with every service.",
  ),
  "SaaS tool": project(
    "Ledgerly",
    "Close the books in a day",
    "Ledgerly is accounting software for small finance teams. It reconciles invoices automatically, tracks expenses from receipts and closes the month in a day instead of a week. Connects to your bank and your payroll in minutes.",
  ),
  bakery: project(
    "Crumb",
    "Sourdough baked before sunrise",
    "Crumb is a sourdough bakery on Mill Street. We bake bread, croissants and cinnamon buns every morning before seven, with flour from a local mill. Order by 8 pm and pick up warm loaves the next morning.",
  ),
  dentist: project(
    "Bright Dental",
    "Gentle care, evening appointments",
    "Bright Dental is a dentist practice for adults and children. We offer check-ups, hygiene visits and whitening, with evening and Saturday appointments for people who work all day. Nervous patients get extra time and a calm, unhurried visit.",
  ),
  "fashion label": project(
    "Maison Vale",
    "Linen made to last",
    "Maison Vale is a fashion label making linen shirts, dresses and trousers in small batches. Every piece is cut in our Lisbon studio from European flax and washed soft before it ships. Our new summer collection is here in sand, olive and chalk.",
  ),
  game: project(
    "Tiny Kingdoms",
    "Build a kingdom in five minutes a day",
    "Tiny Kingdoms is a cosy strategy game for phones. Build a village, trade with your friends and defend your walls in short, playful sessions. No ads and no energy timers, just a fun game you can put down anytime.",
  ),
  charity: project(
    "Clean Water Trust",
    "Clean water changes everything",
    "Clean Water Trust builds wells and rain tanks with villages in Malawi. Your monthly donation pays for pumps, pipes and the training to keep them running. Every well is mapped, so you can see the water you helped bring.",
  ),
  hotel: project(
    "Hotel Alder",
    "A quiet stay by the harbour",
    "Hotel Alder is a boutique hotel with twenty rooms overlooking the harbour. Every room has a deep bath, linen sheets and a view of the boats. Breakfast is served until noon, because holidays should be slow.",
  ),
  course: project(
    "Data Sprint",
    "Learn SQL in six weeks",
    "Data Sprint is an online course that teaches SQL to analysts and marketers in six weeks. You work on real datasets, get feedback from a mentor every week and finish with a portfolio project. Live classes start on 12 January.",
  ),
};

/** The brief of one automatic ad of `project`: defaults everywhere, `sequence` earlier ads in the project. */
export const firstAdBrief = (project: Project, sequence: number): CopyBrief => ({
  project,
  language: "en",
  audience: null,
  prompt: null,
  copy: null,
  copyMode: "generate",
  cta: null,
  characterDirection: null,
  variantIndex: 0,
  sequence,
  hypotheses: { preferred: [], avoided: [] },
});

/** Issue 41's coffee launch, as a new user wrote it: the launch, trivia, logistics, an offer, a quote and a date in plain sentences. */
export const LAUNCH =
  "Northside Roasters is a small-batch coffee roaster in Leeds. We are launching Ethiopia Guji, a single-origin coffee with notes of blueberry and jasmine. " +
  "Each 250 g bag is resealable. It arrives fresh, roasted to order. Shipping is free on orders over $30. Save 20% on your first box until 31 December. " +
  'Customers say: "The smoothest cold brew I have ever had." Join our tasting on 14 December at the roastery.';

/** The coffee launch's brief (issue 41) with the defaults of a request; `o` overrides. */
export const launchBrief = (o: Partial<CopyBrief> = {}): CopyBrief => ({
  ...firstAdBrief({ name: "Northside Roasters", tagline: null, description: LAUNCH, visualDirection: "" }, 0),
  sequence: undefined,
  ...o,
});
