import { cn } from "../../../_components";

/** A project's brand colours as overlapping dots; words when it has none (a dashed circle read as a spinner). */
export function BrandSwatches({ colors, size = "md" }: { colors: string[]; size?: "sm" | "md" }) {
  const dot = size === "sm" ? "size-4" : "size-6";
  if (colors.length === 0) return <span className="text-xs text-muted">No brand colours yet</span>;
  return (
    <span className="flex -space-x-1.5" aria-label={`Brand colours: ${colors.join(", ")}`} role="img">
      {colors.slice(0, 6).map((c, i) => <span key={i} className={cn(dot, "rounded-full ring-2 ring-surface")} style={{ background: c }} />)}
    </span>
  );
}
