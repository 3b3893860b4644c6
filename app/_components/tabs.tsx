"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
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
 * Whether the bar hides tabs past its right (or left) edge, so a fade and arrow can say "scroll me":
 * on a phone "Brief & brand" would otherwise just be cut off.
 */
function useOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setEdges({ left: el.scrollLeft > 2, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 });
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => { el.removeEventListener("scroll", measure); observer.disconnect(); };
  }, []);
  return [ref, edges] as const;
}

const fade = (side: "left" | "right") =>
  cn("pointer-events-none absolute inset-y-0 z-10 flex w-10 items-center text-muted",
    side === "right" ? "right-0 justify-end bg-gradient-to-l" : "left-0 justify-start bg-gradient-to-r", "from-canvas via-canvas/80 to-transparent");

/** The fades at either end of a scrollable bar, with an arrow pointing where more tabs are. */
function Edges({ edges }: { edges: { left: boolean; right: boolean } }) {
  return (
    <>
      {edges.left && <span aria-hidden className={fade("left")}>‹</span>}
      {edges.right && <span aria-hidden className={fade("right")} data-testid="tabs-more">›</span>}
    </>
  );
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
  const [navRef, navEdges] = useOverflow<HTMLElement>();
  const [listRef, listEdges] = useOverflow<HTMLDivElement>();
  const isRoute = items.every((i) => i.href);
  const activeIndex = isRoute
    ? longestMatch(items.map((i) => i.href!), pathname)
    : items.findIndex((i) => i.value === value);
  const counter = (count?: number) =>
    count !== undefined && <span className="rounded-full bg-sunken px-1.5 text-xs tabular text-ink-soft">{count}</span>;

  if (isRoute) {
    return (
      <div className={cn("relative -mx-1 border-b border-line", className)}>
      <nav ref={navRef} aria-label={label} className="overflow-x-auto [scrollbar-width:none]">
        <div className="flex gap-6 px-1">
          {items.map((item, i) => (
            <Link key={item.href} href={item.href!} aria-current={i === activeIndex ? "page" : undefined} className={tabClass(i === activeIndex)}>
              {item.label}{counter(item.count)}
            </Link>
          ))}
        </div>
      </nav>
      <Edges edges={navEdges} />
      </div>
    );
  }
  return (
    <div className={cn("relative border-b border-line", className)}>
    <div ref={listRef} role="tablist" aria-label={label} className="flex gap-6 overflow-x-auto [scrollbar-width:none]"
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
    <Edges edges={listEdges} />
    </div>
  );
}
