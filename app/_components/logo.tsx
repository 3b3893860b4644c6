import Link from "next/link";
import { cn } from "./cn";

/** The adlab wordmark: a stacked-frames glyph and the name (`compact`: the name only for screen readers on a phone). */
export function Logo({ href = "/", className, compact }: { href?: string; className?: string; compact?: boolean }) {
  return (
    <Link href={href} className={cn("inline-flex items-center gap-2 rounded-md font-display text-lg font-bold tracking-tight text-ink", className)}>
      <span aria-hidden className="relative grid size-7 place-items-center">
        <span className="absolute inset-0 translate-x-1 -translate-y-1 rounded-md bg-accent/25" />
        <span className="absolute inset-0 rounded-md bg-accent" />
        <span className="relative size-2.5 rounded-full bg-white" />
      </span>
      <span className={compact ? "max-sm:sr-only" : undefined}>adlab</span>
    </Link>
  );
}
