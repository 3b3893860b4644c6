"use client";
import { useEffect, type RefObject } from "react";

/**
 * When a submit comes back with errors, moves focus to the first invalid control of the form (or to
 * its error message when no control is marked) and scrolls it into view, so the reader lands on the
 * problem instead of the page body. `error` is the mutation's error: each new one triggers it once.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, error: unknown) {
  useEffect(() => {
    const root = form.current;
    if (!error || !root) return;
    const target = root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (!target.matches("input, select, textarea, button, [tabindex]")) target.tabIndex = -1;
    target.scrollIntoView({ block: "center", behavior: "smooth" });
    target.focus({ preventScroll: true });
  }, [form, error]);
}
