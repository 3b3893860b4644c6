"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React hydrates a server-rendered page, true after (and at once on client renders). What is
 * typed into a controlled field before hydration is wiped by it, so such fields wait for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
