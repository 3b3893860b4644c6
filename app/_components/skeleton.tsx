import { cn } from "./cn";

/** A placeholder with the size of what will load, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-sunken", className)} />;
}

/** A labelled loading region of skeleton rows. */
export function SkeletonList({ rows = 3, className, rowClassName = "h-16" }: { rows?: number; className?: string; rowClassName?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn("flex flex-col gap-3", className)}>
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} className={cn("w-full rounded-[var(--radius-card)]", rowClassName)} />)}
    </div>
  );
}
