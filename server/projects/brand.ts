import type { DesignProps } from "../render/types";

/** The brand a design draws from the project's brand kit (the logo comes from the project's assets). */
export function designBrand(project: { name: string; brandKit: unknown }): Omit<DesignProps["brand"], "logo"> {
  const kit = (project.brandKit ?? {}) as { colors?: unknown; font_preferences?: { direction?: unknown } };
  const direction = kit.font_preferences?.direction;
  return {
    name: project.name,
    colors: Array.isArray(kit.colors) ? kit.colors.filter((c): c is string => typeof c === "string") : [],
    fontDirection: typeof direction === "string" ? direction : undefined,
  };
}
