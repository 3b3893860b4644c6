import type { ComponentType, ReactNode } from "react";
import { cn } from "./cn";

/** What is missing, why it matters, and the one action that fixes it. */
export function EmptyState({ icon: Icon, title, children, action, tone = "neutral", className }: {
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tone?: "neutral" | "danger";
  className?: string;
}) {
  return (
    <div role={tone === "danger" ? "alert" : undefined}
      className={cn("flex flex-col items-center rounded-[var(--radius-card)] border border-dashed px-6 py-12 text-center",
        tone === "danger" ? "border-danger/30 bg-danger-soft/40" : "border-line-strong bg-surface/60", className)}>
      {Icon && (
        <span className={cn("mb-4 grid size-11 place-items-center rounded-full", tone === "danger" ? "bg-danger-soft text-danger" : "bg-accent-soft text-accent")}>
          <Icon className="size-5" aria-hidden />
        </span>
      )}
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children && <div className="mt-1.5 max-w-md text-sm text-muted">{children}</div>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
