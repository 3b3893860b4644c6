import { SAMPLE_COPY } from "@/remotion/designs/samples";
import { TEMPLATE_DEFINITIONS } from "@/remotion/designs/templates/index";
import { PLACEMENT_IDS, type Placement } from "@/shared/placements";
import type { DesignProps } from "@/server/render/types";
import { artProducts } from "./art-products";

/**
 * The render matrix of issue 42: every template in every placement, each cell with one variation, taken
 * by turns so that every template and every placement meets every headline (a long one, an Arabic one, a
 * Japanese one), a kit and none, and each product (a brown loaf, a dark bag, a light jar, no photo). One
 * list shared by the gate's test (tests/render/art-direction.test.ts) and the review sheet.
 */
export const HEADLINES = {
  long: { language: "en", headline: "Sourdough and cinnamon buns, warm by seven" },
  arabic: { language: "ar", headline: "قهوة باردة منقوعة ببطء لمدة ١٨ ساعة" },
  japanese: { language: "ja", headline: "18時間かけて、ゆっくり抽出。" },
} as const;
const KITS = { kit: ["#2b1d14", "#f4a259"], none: [] as string[] };
const PRODUCTS = ["loaf", "bag", "cream", "none"] as const;

export type MatrixCell = { name: string; props: DesignProps };

/**
 * The matrix; `full` gives every cell every variation (10 templates x 10 placements x 3 headlines x 2 kits x
 * 4 products, 2,400 renders: scripts/art-matrix-sweep.ts), not one variation a cell by turns.
 */
export async function artMatrix({ full = false } = {}): Promise<MatrixCell[]> {
  const products = await artProducts();
  const headlines = Object.entries(HEADLINES);
  const kits = Object.entries(KITS);
  const cell = (d: (typeof TEMPLATE_DEFINITIONS)[number], placement: Placement, [hName, h]: (typeof headlines)[number], [kName, colors]: (typeof kits)[number], product: (typeof PRODUCTS)[number]): MatrixCell => {
    const copy = { ...SAMPLE_COPY[d.id], [d.slots.find((s) => s.kind === "headline")!.name]: h.headline };
    return {
      name: `${d.key} ${placement} ${hName} ${kName} ${product}`,
      props: { styleId: d.id, placement, copy, language: h.language, brand: { name: "Crumb & Co", colors }, images: product === "none" ? [] : [products[product]], output: "image", seed: 0 },
    };
  };
  return TEMPLATE_DEFINITIONS.flatMap((d, t) =>
    PLACEMENT_IDS.flatMap((placement: Placement, p) => {
      if (full) return headlines.flatMap((h) => kits.flatMap((k) => PRODUCTS.map((product) => cell(d, placement, h, k, product))));
      const n = t + p;
      return [cell(d, placement, headlines[n % 3], kits[Math.floor(n / 3) % 2], PRODUCTS[(t * 3 + p) % 4])];
    }),
  );
}
