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

export async function artMatrix(): Promise<MatrixCell[]> {
  const products = await artProducts();
  const headlines = Object.entries(HEADLINES);
  const kits = Object.entries(KITS);
  return TEMPLATE_DEFINITIONS.flatMap((d, t) =>
    PLACEMENT_IDS.map((placement: Placement, p) => {
      const n = t + p;
      const [hName, h] = headlines[n % 3];
      const [kName, colors] = kits[Math.floor(n / 3) % 2];
      const product = PRODUCTS[(t * 3 + p) % 4];
      const copy = { ...SAMPLE_COPY[d.id], [d.slots.find((s) => s.kind === "headline")!.name]: h.headline };
      return {
        name: `${d.key} ${placement} ${hName} ${kName} ${product}`,
        props: { styleId: d.id, placement, copy, language: h.language, brand: { name: "Crumb & Co", colors }, images: product === "none" ? [] : [products[product]], output: "image", seed: 0 },
      };
    }),
  );
}
