import { isDisplayPlacement, PLACEMENT_IDS, PLACEMENTS, type Placement } from "../../shared/placements";
import { videoPlacementRefusal } from "../../shared/styles";

/**
 * adlab's outputs as AdCP creative formats (docs/adcp.md), derived from the placements registry so a new
 * placement is a new format without touching this file. Each placement is offered as:
 * - `<base>`: the template form: the buyer sends a manifest (headline, image, CTA, click URL) and adlab lays it out;
 * - `<base>_generative`: the generative form: a `message` brief (plus brand) is enough;
 * - `video_<placement>[_generative]`: the same as an MP4, where the placement takes video (not the display sizes).
 * `<base>` is `display_<w>x<h>` for the IAB sizes (CSS pixels, as buyers name them) and `social_<placement>` otherwise.
 */
export type FormatSpec = {
  id: string;
  placement: Placement;
  output: "image" | "video";
  mode: "template" | "generative";
  /** The size the creative is shown at (CSS pixels for the display sizes); the file itself is `PLACEMENTS[placement]`. */
  width: number;
  height: number;
};

const baseId = (placement: Placement) => {
  const spec = PLACEMENTS[placement];
  return isDisplayPlacement(placement) ? `display_${spec.width / spec.density}x${spec.height / spec.density}` : `social_${placement}`;
};

export function formatSpecs(): FormatSpec[] {
  const specs: FormatSpec[] = [];
  for (const placement of PLACEMENT_IDS) {
    const p = PLACEMENTS[placement];
    const size = { width: p.width / p.density, height: p.height / p.density };
    const outputs = videoPlacementRefusal([placement]) ? (["image"] as const) : (["image", "video"] as const);
    for (const output of outputs) {
      const base = output === "video" ? `video_${placement}` : baseId(placement);
      specs.push({ id: base, placement, output, mode: "template", ...size });
      specs.push({ id: `${base}_generative`, placement, output, mode: "generative", ...size });
    }
  }
  return specs;
}

export function findFormat(id: string): FormatSpec | undefined {
  return formatSpecs().find((f) => f.id === id);
}
