/** Render one style in some placements to a folder: npx tsx scripts/preview.ts <styleId> [placement,...] [outDir] */
import fs from "node:fs";
import { renderStill } from "../server/render/still";
import type { Placement } from "../shared/placements";
import { sampleProps } from "./render-samples";

const [id, pls = "instagram_story,square,landscape", out = "/tmp/preview"] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
for (const pl of pls.split(",") as Placement[]) {
  const file = `${out}/${id.replace(/[:]/g, "_")}-${pl}.png`;
  fs.writeFileSync(file, await renderStill(await sampleProps(id, pl, { withLogo: true }), "png"));
  console.log(file);
}
