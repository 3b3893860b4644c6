"use client";
import { useEffect } from "react";
import { filesPath } from "../../../_lib/files";
import { STYLES } from "@/shared/styles";

/**
 * Pre-renders the styles page's previews (every style drawn with this project's brand, square) while the
 * customer is on another page of the project: the server draws each one once and keeps it until the
 * brand kit changes, and the browser keeps the answers, so the Styles tab opens with its first screen
 * ready instead of drawing it on the first visit (3 s or more on two cores). Two at a time, when the page
 * is idle, once per project version and browser session.
 */
/** The previews on the styles page's first screen at 1440 px (two rows of four); the rest load as it scrolls. */
const ON_FIRST_SCREEN = 8;

export function useWarmStylePreviews(projectRef: string, version: string | undefined) {
  useEffect(() => {
    if (!version || typeof window === "undefined") return;
    const flag = `adlab:styles-warm:${projectRef}:${version}`;
    if (sessionStorage.getItem(flag)) return;
    const controller = new AbortController();
    const queue = STYLES.filter((s) => s.placements.includes("square")).slice(0, ON_FIRST_SCREEN).map((s) => filesPath.styleWithBrand(projectRef, s.id, "square"));
    const worker = async () => {
      for (let url = queue.shift(); url && !controller.signal.aborted; url = queue.shift()) {
        await fetch(url, { signal: controller.signal, priority: "low" } as RequestInit).catch(() => undefined);
      }
    };
    const start = () => Promise.all([worker(), worker()]).then(() => { if (!controller.signal.aborted) sessionStorage.setItem(flag, "1"); });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 500);
    return () => {
      controller.abort();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle); else window.clearTimeout(idle);
    };
  }, [projectRef, version]);
}
