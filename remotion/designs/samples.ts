import { DEFINITIONS } from "./definitions";

/** Realistic sample copy per style (each folder's `sample`): Remotion default props, the contact sheet, tests and the benchmark. */
export const SAMPLE_COPY: Record<string, Record<string, string>> = Object.fromEntries(DEFINITIONS.map((d) => [d.id, d.sample]));

export const SAMPLE_BRAND = { name: "Northside Roasters", colors: ["#7c2d12", "#f59e0b", "#fef3c7"], fontDirection: "" };
