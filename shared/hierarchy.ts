/**
 * How much larger than any other copy the headline is set (issue 42): the designs cap other copy at the
 * headline's size over this (remotion/lib/kit.tsx fit) and the render checks fail a headline under it
 * (server/render/design-measures.ts). 1.05: the least step a reader sees as "larger" at ad sizes (3 px on a
 * 60 px headline), and more than the pixel a floored font size loses, so a text capped at the headline's
 * size over 1.05 always measures 1.05. Only a display figure (an offer's price, an event's date) may tie
 * with or pass the headline. A tie with the brand name passed the gate before (ratio 1.0 over a 0.99 floor).
 */
export const HEADLINE_LEAD = 1.05;
