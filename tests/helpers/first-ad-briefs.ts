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

/**
 * The coffee launch as a roaster writes it in the other languages whose roles the copywriter reads (issue
 * 41): the launch, the bag, the arrival, free shipping, an offer with its deadline, a quote and a tasting's date.
 */
export const LAUNCHES: Record<"es" | "de" | "fr" | "it" | "pt" | "nl", string> = {
  es: "Northside Roasters es un tostador de café de pequeños lotes en Leeds. Lanzamos Etiopía Guji, un café de origen único con notas de arándano y jazmín. Cada bolsa de 250 g se puede volver a cerrar. Llega fresco, tostado por encargo. El envío es gratis en pedidos de más de 30 $. Ahorra un 20 % en tu primera caja hasta el 31 de diciembre. Los clientes dicen: «El cold brew más suave que he probado nunca». Únete a nuestra cata el 14 de diciembre en el tostadero.",
  de: "Northside Roasters ist eine kleine Kaffeerösterei in Leeds. Neu bei uns: Äthiopien Guji, ein Single-Origin-Kaffee mit Noten von Blaubeere und Jasmin. Jede 250-g-Tüte ist wiederverschließbar. Er kommt frisch an, auf Bestellung geröstet. Der Versand ist ab 30 $ kostenlos. Spare 20 % auf deine erste Box bis zum 31. Dezember. Kunden sagen: „Der sanfteste Cold Brew, den ich je getrunken habe.“ Komm zu unserer Verkostung am 14. Dezember in der Rösterei.",
  fr: "Northside Roasters est un petit torréfacteur de Leeds. Nous lançons Éthiopie Guji, un café d'origine unique aux notes de myrtille et de jasmin. Chaque sachet de 250 g est refermable. Il arrive frais, torréfié à la commande. La livraison est offerte dès 30 $ d'achat. Économisez 20 % sur votre première box jusqu'au 31 décembre. Les clients disent : « Le cold brew le plus doux que j'aie jamais bu. » Rejoignez notre dégustation le 14 décembre à la brûlerie.",
  it: "Northside Roasters è una piccola torrefazione di Leeds. Lanciamo Etiopia Guji, un caffè monorigine con note di mirtillo e gelsomino. Ogni sacchetto da 250 g è richiudibile. Arriva fresco, tostato su ordinazione. La spedizione è gratuita per ordini oltre 30 $. Risparmia il 20% sulla tua prima box fino al 31 dicembre. I clienti dicono: «Il cold brew più morbido che abbia mai bevuto». Vieni alla nostra degustazione il 14 dicembre in torrefazione.",
  pt: "Northside Roasters é uma pequena torrefação de Leeds. Lançamos Etiópia Guji, um café de origem única com notas de mirtilo e jasmim. Cada saco de 250 g é resselável. Chega fresco, torrado por encomenda. O envio é grátis em encomendas acima de 30 $. Poupe 20% na sua primeira caixa até 31 de dezembro. Os clientes dizem: «O cold brew mais suave que já bebi». Venha à nossa prova no dia 14 de dezembro na torrefação.",
  nl: "Northside Roasters is een kleine koffiebranderij in Leeds. We lanceren Ethiopië Guji, een single-origin koffie met tonen van blauwe bes en jasmijn. Elke zak van 250 g is hersluitbaar. Hij komt vers aan, op bestelling gebrand. Verzending is gratis bij bestellingen boven $ 30. Bespaar 20% op je eerste box tot 31 december. Klanten zeggen: „De zachtste cold brew die ik ooit heb gedronken.” Kom naar onze proeverij op 14 december in de branderij.",
};
