import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

/** A white surface; give it a title to get a header row with optional actions. */
export function Card({ title, description, actions, className, children, padded = true, ...rest }: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  padded?: boolean;
} & Omit<HTMLAttributes<HTMLElement>, "title">) {
  return (
    <section className={cn("rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]", className)} {...rest}>
      {(title || actions) && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
          <div className="min-w-0">
            {title && <h2 className="text-base font-semibold text-ink">{title}</h2>}
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={cn(padded && "p-5 sm:p-6")}>{children}</div>
    </section>
  );
}
