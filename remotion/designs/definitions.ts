/**
 * Every design's definition (its folder's style.json), templates then memes: the catalog's order. Plain data:
 * the API's catalog, the sample copy and the copywriter's slot kinds all read it.
 */
import type { DesignDefinition, SlotKind } from "./define";
import { MEME_DEFINITIONS } from "./memes/index";
import { TEMPLATE_DEFINITIONS } from "./templates/index";

export const DEFINITIONS: readonly DesignDefinition[] = [...TEMPLATE_DEFINITIONS, ...MEME_DEFINITIONS];

const BY_ID = new Map(DEFINITIONS.map((d) => [d.id, d]));

export function definitionOf(styleId: string): DesignDefinition {
  const definition = BY_ID.get(styleId);
  if (!definition) throw new Error(`no design folder defines style ${styleId}`);
  return definition;
}

/** What a style's slot says, as its design declares it. */
export function slotKindOf(style: { id: string }, slot: { name: string }): SlotKind {
  const declared = definitionOf(style.id).slots.find((s) => s.name === slot.name);
  if (!declared) throw new Error(`style ${style.id} declares no slot ${slot.name}`);
  return declared.kind;
}
