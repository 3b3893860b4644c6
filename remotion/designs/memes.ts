import type { DesignFn } from "../lib/kit";
export const MEME_DESIGNS: Record<string, DesignFn> = {};
