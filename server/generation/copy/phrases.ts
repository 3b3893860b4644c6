import type { CopyLanguage } from "../../../shared/language";
import { LATIN_SCRIPT_PHRASES } from "./phrases-latin";
import { OTHER_SCRIPT_PHRASES } from "./phrases-other-scripts";
import type { Phrases } from "./types";

/** The phrase tables of every language the built-in copywriter writes in (the type is in ./types.ts). */
export const PHRASES: Record<CopyLanguage, Phrases> = { ...LATIN_SCRIPT_PHRASES, ...OTHER_SCRIPT_PHRASES };

/** Fills `{name}`, `{audience}` and `{who}` in a phrase. */
export const fill = (phrase: string, values: Record<string, string>) => phrase.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
