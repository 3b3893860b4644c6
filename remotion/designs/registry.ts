/** Style id -> design function. Every catalog entry has exactly one design here. */
import type { ReactElement } from "react";
import type { DesignFn, DesignInput } from "../lib/kit";
import { BoldStatement } from "./templates/bold-statement";

export const DESIGNS: Record<string, DesignFn> = {
  "template:bold-statement": BoldStatement,
};

export function designFor(styleId: string): DesignFn {
  return DESIGNS[styleId] ?? BoldStatement;
}

export function renderDesign(input: DesignInput): ReactElement {
  return designFor(input.styleId)(input);
}
