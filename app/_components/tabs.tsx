"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "./cn";

export type TabItem = { label: ReactNode; href?: string; value?: string; count?: number };

const tabClass = (active: boolean) =>
  cn("relative inline-flex h-10 items-center gap-2 whitespace-nowrap px-1 text-sm font-medium transition-colors",
    "after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:rounded-full",
    active ? "text-ink after:bg-accent" : "text-muted hover:text-ink after:bg-transparent");

/** The tab whose href is the longest prefix of the path, so /p/x/ads/new keeps "Ads" active. */
function longestMatch(hrefs: string[], pathname: string) {
  let best = -1;
  hrefs.forEach((href, i) => {
    const hit = pathname === href || pathname.startsWith(href + "/");
    if (hit && (best < 0 || href.length > hrefs[best].length)) best = i;
  });
  return best;
}

/**
 * One tab bar for both uses: route tabs (items with href; active by the current path) and in-page
 * tabs (items with value; controlled by `value`/`onChange`, arrow keys move between them).
 */
export function Tabs({ items, value, onChange, label, className }: {
  items: TabItem[];
  value?: string;
  onChange?: (value: string) => void;
  label: string;
  className?: string;
}) {
  const pathname = usePathname();
  const isRoute = items.every((i) => i.href);
  const activeIndex = isRoute
    ? longestMatch(items.map((i) => i.href!), pathname)
    : items.findIndex((i) => i.value === value);
  const counter = (count?: number) =>
    count !== undefined && <span className="rounded-full bg-sunken px-1.5 text-xs tabular text-ink-soft">{count}</span>;

  if (isRoute) {
    return (
      <nav aria-label={label} className={cn("-mx-1 overflow-x-auto border-b border-line", className)}>
        <div className="flex gap-6 px-1">
          {items.map((item, i) => (
            <Link key={item.href} href={item.href!} aria-current={i === activeIndex ? "page" : undefined} className={tabClass(i === activeIndex)}>
              {item.label}{counter(item.count)}
            </Link>
          ))}
        </div>
      </nav>
    );
  }
  return (
    <div role="tablist" aria-label={label} className={cn("flex gap-6 overflow-x-auto border-b border-line", className)}
      onKeyDown={(e) => {
        if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
        const next = (activeIndex + (e.key === "ArrowRight" ? 1 : items.length - 1)) % items.length;
        onChange?.(items[next].value!);
        (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
      }}>
      {items.map((item, i) => (
        <button key={item.value} type="button" role="tab" aria-selected={i === activeIndex} tabIndex={i === activeIndex ? 0 : -1}
          onClick={() => onChange?.(item.value!)} className={tabClass(i === activeIndex)}>
          {item.label}{counter(item.count)}
        </button>
      ))}
    </div>
  );
}
