/**
 * Issue 42's whole matrix through the gate: every template in every placement with every headline (long,
 * Arabic, Japanese), kit and none, and each product (a brown loaf, a dark bag, a light jar, no photo): 2,400
 * renders, about 7 minutes on one core. npm test runs one variation a cell, by turns
 * (tests/render/art-direction.test.ts); this is the exhaustive check, run when the designs or the gate change.
 *
 *   npx tsx scripts/art-matrix-sweep.ts [--templates a,b]
 *
 * Prints each cell that fails with its failures, then the count; exits 1 when any fails. A headline over its
 * slot's budget (the long one is 42 characters; event-ticket's budget is 40) is not ordinary input: the plan
 * rewrites it or refuses it before any charge. Such a cell is listed apart, and fails only for what is not
 * the cut.
 */
import { TEMPLATE_DEFINITIONS } from "../remotion/designs/templates/index";
import { checkDesign } from "../server/render/qa";
import { artMatrix } from "../tests/helpers/art-matrix";

const CUT = ["text had to be cut to fit", "the headline is not clearly larger"];

const only = process.argv.includes("--templates") ? process.argv[process.argv.indexOf("--templates") + 1].split(",") : null;
const cells = (await artMatrix({ full: true })).filter((c) => !only || only.includes(c.name.split(" ")[0]));
let failed = 0, overBudget = 0;
const started = Date.now();
for (const [i, { name, props }] of cells.entries()) {
  const { failures, qa } = await checkDesign(props);
  const productHidden = props.images.length > 0 && qa.product_shown === false;
  const slot = TEMPLATE_DEFINITIONS.find((d) => d.id === props.styleId)!.slots.find((s) => s.kind === "headline")!;
  const over = [...(props.copy[slot.name] ?? "")].length > slot.budget;
  // Over budget, what the cut brings with it (a lead lost, a word left alone) is the cut's, not the design's.
  const own = over ? failures.filter((f) => !CUT.some((c) => f.startsWith(c)) && !f.includes("alone on a line")) : failures;
  if (over && failures.length) {
    overBudget++;
    console.log(`OVER BUDGET ${name} (${slot.budget} characters): ${failures.join("; ")}`);
  }
  if (own.length || productHidden) {
    failed++;
    console.log(`FAIL ${name}: ${[...failures, ...(productHidden ? ["the product photo is not shown"] : [])].join("; ")}`);
  }
  if ((i + 1) % 200 === 0) console.log(`… ${i + 1}/${cells.length} in ${Math.round((Date.now() - started) / 1000)} s, ${failed} failed`);
}
console.log(`${cells.length} cells, ${failed} failed, ${overBudget} over their headline's budget and cut, ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
