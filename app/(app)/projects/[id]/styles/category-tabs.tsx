"use client";
import { Tabs } from "../../../../_components";
import { STYLES } from "@/shared/styles";
import type { Style } from "@/server/styles/types";

export type StyleCategory = "all" | Style["category"];

export const inStyleCategory = (style: Style, category: StyleCategory) => category === "all" || style.category === category;

const count = (category: StyleCategory) => STYLES.filter((s) => inStyleCategory(s, category)).length;

/** The catalog's category tabs, each with its number of styles: the styles page and the generate form's picker. */
export function StyleCategoryTabs({ label, value, onChange }: { label: string; value: StyleCategory; onChange: (category: StyleCategory) => void }) {
  return (
    <Tabs label={label} value={value} onChange={(v) => onChange(v as StyleCategory)} className="mb-4" items={[
      { value: "all", label: "All", count: count("all") },
      { value: "template", label: "Templates", count: count("template") },
      { value: "meme", label: "Memes", count: count("meme") },
    ]} />
  );
}
