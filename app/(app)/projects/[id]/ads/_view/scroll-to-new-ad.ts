"use client";
import { useEffect } from "react";

// After Generate the form hands the first new ad's id to the project's grid, which brings that card into
// view once: on a phone the grid would otherwise open below the fold with the new card off-screen.
const KEY = "adlab:new-ad";

export function rememberNewAd(adId: string) {
  sessionStorage.setItem(KEY, adId);
}

/**
 * Scrolls to the remembered ad's card (element id `ad-<id>`) as soon as the listed ads include it (a
 * cached list without it may show first), then forgets it.
 */
export function useScrollToNewAd(ads: { id: string }[] | undefined) {
  const listed = ads?.map((a) => a.id).join(",") ?? "";
  useEffect(() => {
    const adId = sessionStorage.getItem(KEY);
    if (!adId || !listed.split(",").includes(adId)) return;
    sessionStorage.removeItem(KEY);
    document.getElementById(`ad-${adId}`)?.scrollIntoView({ block: "center" });
  }, [listed]);
}
